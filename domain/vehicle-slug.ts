import { romanize } from "es-hangul";
import { BRANDS } from "./brands";
import { BRAND_SPELLINGS } from "./search";

/**
 * The address a new listing gets from its name: lower-case ASCII letters, digits and hyphens, so it reads the same in
 * a message, an ad or a browser's address bar (a Hangul slug travels as `%EC%8F%98…`).
 *
 * The rule, word by word (a word being a run of Hangul, or of anything else):
 * - Latin letters and digits stay, lower-cased (accents dropped); spaces become `-`, other punctuation goes
 *   (`2.0` → `20`, `(G30)` → `g30`).
 * - A Hangul word that names a make (from domain/brands.ts), a model, or a trim or body word the way dealers write
 *   them takes its usual Latin name (`쏘렌토` → `sorento`, `하이브리드` → `hybrid`), also when such names are written
 *   together (`더뉴쏘렌토` → `the-new-sorento`).
 * - Any other Hangul word is romanised as es-hangul's `romanize` does (Revised Romanization: `시그니처` would be
 *   `sigeunicheo`), whole, so a known name is never read out of the middle of an unknown word.
 *
 * `쏘렌토 하이브리드 시그니처` → `sorento-hybrid-signature`; `BMW 5시리즈 520i (G30)` → `bmw-5-series-520i-g30`.
 * Only new listings are named this way: a stored slug never changes, so every address already handed out keeps
 * answering (Hangul ones included).
 */

export const MAX_SLUG_LENGTH = 80;

/** Usual Latin names of the models domain/brands.ts knows by their Korean names, and a few more. */
const MODEL_NAMES: Readonly<Record<string, string>> = {
  // 현대
  아반떼: "avante",
  쏘나타: "sonata",
  그랜저: "grandeur",
  그랜져: "grandeur",
  코나: "kona",
  베뉴: "venue",
  투싼: "tucson",
  싼타페: "santafe",
  팰리세이드: "palisade",
  스타리아: "staria",
  캐스퍼: "casper",
  아이오닉: "ioniq",
  넥쏘: "nexo",
  포터: "porter",
  // 기아
  모닝: "morning",
  레이: "ray",
  셀토스: "seltos",
  니로: "niro",
  스포티지: "sportage",
  쏘렌토: "sorento",
  카니발: "carnival",
  모하비: "mohave",
  봉고: "bongo",
  스팅어: "stinger",
  // 쉐보레, 르노, KG모빌리티
  말리부: "malibu",
  트랙스: "trax",
  트레일블레이저: "trailblazer",
  스파크: "spark",
  콜로라도: "colorado",
  타호: "tahoe",
  아르카나: "arkana",
  콜레오스: "koleos",
  티볼리: "tivoli",
  토레스: "torres",
  렉스턴: "rexton",
  코란도: "korando",
  액티언: "actyon",
  // 수입
  모델: "model",
  티구안: "tiguan",
  카이엔: "cayenne",
  마칸: "macan",
  타이칸: "taycan",
  쿠퍼: "cooper",
  컨트리맨: "countryman",
  캠리: "camry",
  라브: "rav",
  디펜더: "defender",
  레인지로버: "range-rover",
  랭글러: "wrangler",
};

/** Trim, body and fuel words of listing names. */
const WORD_NAMES: Readonly<Record<string, string>> = {
  더: "the",
  디: "the",
  뉴: "new",
  올: "all",
  더뉴: "the-new",
  올뉴: "all-new",
  디올뉴: "the-all-new",
  더올뉴: "the-all-new",
  신형: "new",
  페이스리프트: "facelift",
  하이브리드: "hybrid",
  플러그인: "plug-in",
  일렉트릭: "electric",
  일렉트리파이드: "electrified",
  전기: "electric",
  전기차: "ev",
  가솔린: "gasoline",
  디젤: "diesel",
  터보: "turbo",
  시그니처: "signature",
  프레스티지: "prestige",
  노블레스: "noblesse",
  그래비티: "gravity",
  캘리그래피: "calligraphy",
  익스클루시브: "exclusive",
  인스퍼레이션: "inspiration",
  트렌디: "trendy",
  럭셔리: "luxury",
  프리미엄: "premium",
  프리미어: "premier",
  모던: "modern",
  스마트: "smart",
  스탠다드: "standard",
  베이직: "basic",
  디럭스: "deluxe",
  롱레인지: "long-range",
  에어: "air",
  어스: "earth",
  라이트: "light",
  스포츠: "sports",
  블랙: "black",
  에디션: "edition",
  밸류: "value",
  플러스: "plus",
  베스트: "best",
  셀렉션: "selection",
  초이스: "choice",
  리미티드: "limited",
  플래티넘: "platinum",
  마스터즈: "masters",
  어드벤처: "adventure",
  리무진: "limousine",
  시리즈: "series",
  클래스: "class",
  쿠페: "coupe",
  세단: "sedan",
  왜건: "wagon",
  해치백: "hatchback",
  컨버터블: "convertible",
  밴: "van",
  카고: "cargo",
  인승: "seater",
};

const HANGUL_ONLY = /^[가-힣]+$/;

/** Makes by their Korean spellings, as domain/brands.ts and the name search know them, each under its brand key. */
const MAKE_NAMES: Readonly<Record<string, string>> = Object.fromEntries([
  ...BRAND_SPELLINGS.filter(([spelling]) => HANGUL_ONLY.test(spelling)),
  ...BRANDS.flatMap((brand) =>
    brand.spellings.filter((s) => HANGUL_ONLY.test(s)).map((s) => [s, brand.key] as [string, string]),
  ),
]);

/** Every Korean word with a Latin name: models and trim words win over a make spelled the same. */
export const LATIN_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries({ ...MAKE_NAMES, ...WORD_NAMES, ...MODEL_NAMES }),
);

/** Known words a Hangul word may be split into: one syllable is too little to be sure of (`디` in `레이디`). */
const SPLIT_WORDS = [...LATIN_NAMES.keys()].filter((w) => w.length >= 2);
const LONGEST = Math.max(...SPLIT_WORDS.map((w) => w.length));

/** The word as known words written together, fewest first (`더뉴쏘렌토` → 더뉴 + 쏘렌토), or null. */
function splitKnown(word: string): string[] | null {
  // best[i]: the fewest known words making up word[0, i).
  const best: (string[] | null)[] = [[], ...Array.from({ length: word.length }, () => null)];
  for (let end = 1; end <= word.length; end++) {
    for (let start = Math.max(0, end - LONGEST); start < end - 1; start++) {
      const before = best[start];
      const part = word.slice(start, end);
      if (before && LATIN_NAMES.has(part) && (!best[end] || before.length + 1 < best[end]!.length))
        best[end] = [...before, part];
    }
  }
  return best[word.length] ?? null;
}

/** A Hangul word in Latin letters: its usual Latin name, the names of known words it is made of, else romanised. */
export function latinOfHangul(word: string): string {
  const known = LATIN_NAMES.get(word);
  if (known) return known;
  const parts = splitKnown(word);
  if (parts) return parts.map((p) => LATIN_NAMES.get(p)!).join("-");
  return romanize(word);
}

const HANGUL_RUN = /[가-힣ㄱ-ㅎㅏ-ㅣ]+/g;

/**
 * The slug a name gives (see the rule above), at most MAX_SLUG_LENGTH characters, without a leading or trailing
 * `-`; empty when nothing is left (`!!!`), and the caller falls back to the pending slug.
 */
export function slugFromName(name: string): string {
  return name
    .normalize("NFC")
    .replace(HANGUL_RUN, (word) => ` ${latinOfHangul(word)} `)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .trim()
    .replace(/\s+/g, "-")
    .replace(/[^0-9a-z-]/g, "")
    .replace(/-{2,}/g, "-")
    .replace(/^-+/, "")
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, "");
}
