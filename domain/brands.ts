/**
 * The make of a listed car, read from its name, for the lists' 브랜드 filter. Listings are named the way dealers
 * write them: sometimes with the make (`벤츠 E클래스`, `르노코리아 XM3`, `BMW 520i`), mostly with the model alone
 * (`더 뉴 아반떼 CN7`, `쏘렌토 MQ4`, `EV6`). A make's spellings in either script (those the name search already
 * unifies: 벤츠/Benz/메르세데스, 비엠더블유/BMW, 아우디/Audi, and the others below) win over a model name; a model
 * name counts as a whole word or the start of one (`아이오닉5`, `GV80`), so `K5` is not found in `K50`.
 */
import { BRAND_SPELLINGS, normalizeSearchText } from "./search";

export interface Brand {
  /** URL value of `?brand=`. */
  key: string;
  /** What the filter shows. */
  label: string;
  /** Spellings of the make, normalised (lower case, no spaces). */
  spellings: readonly string[];
  /** Model names, normalised; a name word equal to one, or starting with a Korean one, is that make's. */
  models: readonly string[];
}

/** Spellings the search knows for a key (`benz` → 벤츠, 메르세데스, benz …). */
const searchSpellings = (key: string) => BRAND_SPELLINGS.filter(([, k]) => k === key).map(([spelling]) => spelling);

/** The makes of the Korean long-term rental market, domestic first, in the order the filter lists them. */
export const BRANDS: readonly Brand[] = [
  {
    key: "hyundai",
    label: "현대",
    spellings: ["현대", "현대자동차", "hyundai"],
    models: [
      "아반떼",
      "쏘나타",
      "그랜저",
      "그랜져",
      "코나",
      "베뉴",
      "투싼",
      "싼타페",
      "팰리세이드",
      "스타리아",
      "캐스퍼",
      "아이오닉",
      "넥쏘",
      "포터",
      "avante",
      "sonata",
      "grandeur",
      "kona",
      "venue",
      "tucson",
      "santafe",
      "palisade",
      "staria",
      "casper",
      "ioniq",
      "ioniq5",
      "ioniq6",
    ],
  },
  {
    key: "kia",
    label: "기아",
    spellings: ["기아", "kia"],
    models: [
      "모닝",
      "레이",
      "k3",
      "k5",
      "k8",
      "k9",
      "셀토스",
      "니로",
      "스포티지",
      "쏘렌토",
      "카니발",
      "모하비",
      "봉고",
      "ev3",
      "ev4",
      "ev5",
      "ev6",
      "ev9",
      "seltos",
      "niro",
      "sportage",
      "sorento",
      "carnival",
      "mohave",
      "morning",
      "ray",
    ],
  },
  {
    key: "genesis",
    label: "제네시스",
    spellings: ["제네시스", "genesis"],
    models: ["g70", "g80", "g90", "gv60", "gv70", "gv80"],
  },
  {
    key: "chevrolet",
    label: "쉐보레",
    spellings: ["쉐보레", "chevrolet", "쉐비"],
    models: ["말리부", "트랙스", "트레일블레이저", "스파크", "콜로라도", "타호", "malibu", "trax", "trailblazer"],
  },
  {
    key: "renault",
    label: "르노",
    spellings: ["르노코리아", "르노삼성", "르노", "renault"],
    models: ["sm6", "qm6", "xm3", "아르카나", "콜레오스", "arkana", "koleos"],
  },
  {
    key: "kgm",
    label: "KG모빌리티",
    spellings: ["kg모빌리티", "kgm", "쌍용", "ssangyong"],
    models: ["티볼리", "토레스", "렉스턴", "코란도", "액티언", "tivoli", "torres", "rexton", "korando"],
  },
  { key: "benz", label: "벤츠", spellings: searchSpellings("benz"), models: [] },
  { key: "bmw", label: "BMW", spellings: searchSpellings("bmw"), models: [] },
  { key: "audi", label: "아우디", spellings: searchSpellings("audi"), models: [] },
  { key: "tesla", label: "테슬라", spellings: ["테슬라", "tesla"], models: ["모델3", "모델y", "모델s", "모델x"] },
  { key: "volvo", label: "볼보", spellings: ["볼보", "volvo"], models: ["xc40", "xc60", "xc90", "s60", "s90"] },
  { key: "lexus", label: "렉서스", spellings: ["렉서스", "lexus"], models: ["es300h", "nx350h", "rx350h"] },
  { key: "volkswagen", label: "폭스바겐", spellings: ["폭스바겐", "volkswagen", "vw"], models: ["티구안", "tiguan"] },
  {
    key: "porsche",
    label: "포르쉐",
    spellings: ["포르쉐", "porsche"],
    models: ["카이엔", "마칸", "타이칸", "cayenne"],
  },
  { key: "mini", label: "미니", spellings: ["mini"], models: ["쿠퍼", "컨트리맨", "cooper", "countryman"] },
  {
    key: "toyota",
    label: "토요타",
    spellings: ["토요타", "도요타", "toyota"],
    models: ["캠리", "라브4", "camry", "rav4"],
  },
  { key: "landrover", label: "랜드로버", spellings: ["랜드로버", "landrover"], models: ["디펜더", "레인지로버"] },
  { key: "jeep", label: "지프", spellings: ["지프", "jeep"], models: ["랭글러", "wrangler"] },
  { key: "polestar", label: "폴스타", spellings: ["폴스타", "polestar"], models: [] },
];

const BY_KEY = new Map(BRANDS.map((b) => [b.key, b]));

/** The brand of a `?brand=` value, or null for 전체 and anything unknown. */
export function brandByKey(key: string | null | undefined): Brand | null {
  return BY_KEY.get((key ?? "").trim().toLowerCase()) ?? null;
}

const HANGUL = /[가-힣]/;

/** Every make spelling with its brand, longest first, so `르노코리아` is read before `르노`. */
const SPELLINGS = BRANDS.flatMap((b) => b.spellings.map((s) => [s, b.key] as const)).sort(
  (a, b) => b[0].length - a[0].length,
);

/**
 * The key of the make a listing's name names, or null when it names none the filter knows. A make's spelling within a
 * word wins (`더뉴벤츠`; the first one written when there are several; never one across two words: `롱레인지 프리미엄`
 * holds no 지프); else the first word that is a model name or, for Korean model names, starts with one.
 */
export function brandOf(name: string): string | null {
  const words = name
    .split(/\s+/)
    .map(normalizeSearchText)
    .filter((w) => w !== "");
  for (const w of words) {
    let best: { at: number; key: string } | null = null;
    for (const [spelling, key] of SPELLINGS) {
      const at = w.indexOf(spelling);
      if (at >= 0 && (best === null || at < best.at)) best = { at, key };
    }
    if (best) return best.key;
  }
  for (const w of words) {
    for (const brand of BRANDS) {
      if (brand.models.some((model) => w === model || (HANGUL.test(model) && w.startsWith(model)))) return brand.key;
    }
  }
  return null;
}
