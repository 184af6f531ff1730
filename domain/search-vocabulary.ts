/**
 * The words of Korean car shopping, as data: what visitors type for a fuel, a body, a size, a seat count, a maker or a
 * model, in either script, with the misspellings and the Hangul readings of Latin model codes people type (케이5, 이클래스,
 * 지브이80). The site search, the search box's suggestions and the partners' search read a query through it
 * (`search-query.ts`): `전기차` finds the electric cars by their stored fuel and category, `기아` every Kia whether its
 * name says 기아 or not, `쏘렌토하이브리드` the Sorento hybrids.
 *
 * A vocabulary is built from entries (`buildVocabulary`), so more synonyms can be added at run time by building it
 * again with them (`extendVocabulary`): a few thousand entries build in milliseconds.
 *
 * Server only: the browser bundles never load this module (it holds every model of the market).
 */
import { BRANDS } from "./brands";
import { MODELS, type Model, type Size } from "./car-models";
import type { VehicleCategory } from "./categories";
import { normalizeSearchText } from "./search";
import type { Badge, FUELS } from "./vehicle";

type Fuel = (typeof FUELS)[number];

/** Stored fields of a listing that say what a word means; any one of them is enough. */
export interface FieldMatch {
  /** `vehicles.fuel`, the list key read from 연료. */
  fuels?: readonly Fuel[];
  /** The canonical category. */
  categories?: readonly VehicleCategory[];
  /** The make read from the name (`brands.ts` keys). */
  brands?: readonly string[];
  badges?: readonly Badge[];
}

export interface VocabularyEntry {
  /** What visitors type for it, in any script; case, spaces and punctuation do not matter. */
  terms: readonly string[];
  /**
   * Words of listing names that say it outright: at the start of a word, or anywhere for Korean ones of three letters
   * and more (`쏘렌토` in `올뉴쏘렌토`; but `ev` is not in `Chevrolet`, `레이` not in `인스퍼레이션`).
   */
  names?: readonly string[];
  /** Words of listing names that make it likely (a model that comes in that body or size), at the start of a word. */
  hints?: readonly string[];
  /** A name matching this (normalised) takes no hint: it says otherwise (`9인승` is not a 7-seater). */
  hintsUnless?: RegExp;
  fields?: FieldMatch;
  /** A word that asks for nothing (`장기렌트`, `차`): left out of the query's reading. */
  ignore?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Words
// ---------------------------------------------------------------------------------------------

const SEDAN_CATEGORIES: VehicleCategory[] = ["소형/준중형 세단", "중형 세단", "대형 세단", "제네시스"];
const SUV_CATEGORIES: VehicleCategory[] = ["소형/준중형 SUV", "중형 SUV", "대형 SUV", "제네시스 SUV"];
const IMPORTED_MAKERS = [
  "benz",
  "bmw",
  "audi",
  "tesla",
  "volvo",
  "lexus",
  "volkswagen",
  "porsche",
  "mini",
  "toyota",
  "landrover",
  "jeep",
  "polestar",
];
const DOMESTIC_MAKERS = ["hyundai", "kia", "genesis", "chevrolet", "renault", "kgm"];

const modelNames = (pass: (m: Model) => boolean) => MODELS.filter(pass).flatMap((m) => m.names);
/** A name stating some number of seats (normalised text: `9인승`). */
const STATES_SEATS = /\d+인승/;

const seats = (count: number, spoken: string): VocabularyEntry => ({
  terms: [`${count}인승`, `${spoken}인승`],
  names: [`${count}인승`],
  hints: modelNames((m) => m.seats?.includes(count) ?? false),
  hintsUnless: STATES_SEATS,
});

const size = (name: Size, terms: readonly string[], categories: VehicleCategory[] = []): VocabularyEntry => ({
  terms,
  names: terms,
  hints: modelNames((m) => m.size === name),
  fields: categories.length > 0 ? { categories } : undefined,
});

/** Fuels, bodies, sizes, seat counts and the rest of what a shopper asks for besides a model. */
export const WORDS: readonly VocabularyEntry[] = [
  // 연료
  {
    terms: ["전기차", "전기", "전기자동차", "ev", "이브이", "electric", "일렉트릭", "bev", "순수전기"],
    // Not 일렉트릭 alone: a GV80's 일렉트릭 슈퍼차저 is no electric car.
    names: [
      "전기차",
      "ev",
      "일렉트리파이드",
      "electrified",
      "코나일렉트릭",
      "캐스퍼일렉트릭",
      "아이오닉일렉트릭",
      "니로플러스",
    ],
    hints: modelNames((m) => m.electric === true),
    fields: { fuels: ["전기"], categories: ["전기차"] },
  },
  {
    terms: ["하이브리드", "hybrid", "hev", "하브", "하이브리드차", "phev", "플러그인하이브리드"],
    names: ["하이브리드", "hybrid", "hev", "phev"],
    fields: { fuels: ["하이브리드"] },
  },
  { terms: ["디젤", "diesel", "경유", "디젤차"], names: ["디젤", "diesel"], fields: { fuels: ["디젤"] } },
  {
    terms: ["lpg", "엘피지", "lpi", "엘피아이", "lpe", "가스차", "lpg차", "엘피지차"],
    names: ["lpg", "lpi", "lpe", "엘피지"],
    fields: { fuels: ["LPG"] },
  },
  {
    terms: ["가솔린", "휘발유", "gasoline", "가솔린차"],
    names: ["가솔린", "휘발유", "gasoline"],
    fields: { fuels: ["가솔린"] },
  },
  // 차종
  {
    terms: ["suv", "에스유브이", "suv차"],
    names: ["suv"],
    hints: modelNames((m) => m.body === "suv"),
    fields: { categories: SUV_CATEGORIES },
  },
  {
    terms: ["세단", "sedan"],
    names: ["세단", "sedan"],
    hints: modelNames((m) => m.body === "sedan"),
    fields: { categories: SEDAN_CATEGORIES },
  },
  {
    terms: ["승합", "승합차", "미니밴", "minivan", "van"],
    names: ["승합", "미니밴"],
    hints: modelNames((m) => m.body === "van"),
  },
  { terms: ["해치백", "hatchback"], names: ["해치백"], hints: modelNames((m) => m.body === "hatch") },
  {
    terms: ["트럭", "화물", "화물차", "truck", "픽업", "카고"],
    names: ["트럭", "화물", "카고", "픽업"],
    hints: modelNames((m) => m.body === "truck"),
  },
  // 크기
  size("경형", ["경차", "경형", "경형차"]),
  size("소형", ["소형", "소형차"], ["소형/준중형 세단", "소형/준중형 SUV"]),
  size("준중형", ["준중형", "준중형차"], ["소형/준중형 세단", "소형/준중형 SUV"]),
  size("중형", ["중형", "중형차"], ["중형 세단", "중형 SUV"]),
  size("대형", ["대형", "대형차", "준대형"], ["대형 세단", "대형 SUV"]),
  // 인승
  seats(6, "육"),
  seats(7, "칠"),
  seats(8, "팔"),
  seats(9, "구"),
  seats(11, "십일"),
  // 국산, 수입
  { terms: ["수입차", "수입", "외제차", "외제"], fields: { categories: ["수입차"], brands: IMPORTED_MAKERS } },
  { terms: ["국산차", "국산"], fields: { brands: DOMESTIC_MAKERS } },
  // 신차, 중고차
  { terms: ["신차", "새차"], fields: { badges: ["신차"] } },
  { terms: ["중고차", "중고"], names: ["중고"], fields: { badges: ["중고차"] } },
  // What people add to a search and no listing's name holds: the car they name is what they ask for.
  {
    terms: [
      "장기렌트",
      "장기렌트카",
      "장기렌터카",
      "렌트",
      "렌트카",
      "렌터카",
      "장기리스",
      "리스",
      "차",
      "자동차",
      "차량",
      "견적",
      "가격",
      "시세",
      "월납입",
    ],
    ignore: true,
  },
];

/** How visitors type makers besides the spellings the brand filter knows (`brands.ts`). */
const MAKER_TYPED: Readonly<Record<string, readonly string[]>> = {
  hyundai: ["현대차", "현대자동차", "현대모터스", "헌대"],
  kia: ["기아차", "기아자동차", "기아모터스"],
  genesis: ["제네시즈", "재네시스"],
  chevrolet: ["쉐보래", "시보레", "쉐비", "chevy", "gm", "한국지엠"],
  renault: ["르노자동차", "르노코리아자동차"],
  kgm: ["kg모빌리티", "kgmobility", "케이지모빌리티", "쌍용차", "쌍용자동차", "쌍용모터스"],
  benz: ["벤쯔", "벤즈", "밴츠", "메르세데스벤츠"],
  bmw: ["비엠", "비엠떠블유", "베엠베", "bmw코리아"],
  audi: ["아우듸", "아우디코리아"],
  tesla: ["테스라", "태슬라"],
  volvo: ["볼브"],
  lexus: ["렉써스", "랙서스", "렉서스코리아"],
  volkswagen: ["폭스바건", "폭바"],
  porsche: ["포르셰", "포르세"],
  toyota: ["도요다"],
  landrover: ["랜드로바"],
};

/** Makers from the brand filter's list, so the search and the filter agree on every make. */
export function makerEntries(): VocabularyEntry[] {
  return BRANDS.map((brand) => ({
    terms: [brand.label, ...brand.spellings, ...(MAKER_TYPED[brand.key] ?? [])],
    names: brand.spellings,
    fields: { brands: [brand.key] },
  }));
}

// ---------------------------------------------------------------------------------------------
// Readings of Latin model codes
// ---------------------------------------------------------------------------------------------

/** The Korean names of the Latin letters, as a model code is read out (`K5` → 케이5, `GV80` → 지브이80). */
const LETTER_NAMES: Readonly<Record<string, string>> = {
  a: "에이",
  b: "비",
  c: "씨",
  d: "디",
  e: "이",
  f: "에프",
  g: "지",
  h: "에이치",
  i: "아이",
  j: "제이",
  k: "케이",
  l: "엘",
  m: "엠",
  n: "엔",
  o: "오",
  p: "피",
  q: "큐",
  r: "알",
  s: "에스",
  t: "티",
  u: "유",
  v: "브이",
  w: "더블유",
  x: "엑스",
  y: "와이",
  z: "제트",
};

/**
 * How a model code is typed in Hangul (`k5` → 케이5, `e클래스` → 이클래스, `모델y` → 모델와이), or null for spellings
 * that are words rather than codes (runs of more than three letters: `tucson`) or have no Latin letter.
 */
export function hangulReading(spelling: string): string | null {
  const runs = spelling.match(/[a-z]+/g);
  if (!runs || runs.some((run) => run.length > 3)) return null;
  return spelling.replace(/[a-z]/g, (letter) => LETTER_NAMES[letter] ?? letter);
}

/** A model's entry: its names, misspellings and readings, each meaning the model's names. */
function modelEntry(m: Model): VocabularyEntry {
  const readings = m.names.map(hangulReading).filter((r): r is string => r !== null);
  return { terms: [...m.names, ...(m.typed ?? []), ...readings], names: m.names };
}

/** Everything the search knows, before any synonyms added at run time. */
export const SEARCH_VOCABULARY_ENTRIES: readonly VocabularyEntry[] = [
  ...WORDS,
  ...makerEntries(),
  ...MODELS.map(modelEntry),
];

// ---------------------------------------------------------------------------------------------
// Compiled vocabulary
// ---------------------------------------------------------------------------------------------

/** An entry as the search reads it: its spellings normalised. */
export interface VocabularyWord {
  /** Its place in the vocabulary, which keys what the server keeps of it. */
  id: number;
  /** Name spellings that say it, normalised. */
  names: readonly string[];
  hints: readonly string[];
  hintsUnless?: RegExp;
  fields?: FieldMatch;
  ignore: boolean;
}

export interface Vocabulary {
  /** Tells vocabularies apart in what the server keeps per query. */
  id: string;
  words: readonly VocabularyWord[];
  /** Normalised term → the words it may mean. */
  terms: ReadonlyMap<string, readonly VocabularyWord[]>;
  /** The lengths terms come in, longest first (for reading compounds). */
  termLengths: readonly number[];
  entries: readonly VocabularyEntry[];
}

let built = 0;

const normalizedAll = (texts: readonly string[] = []) => [
  ...new Set(texts.map(normalizeSearchText).filter((t) => t !== "")),
];

export function buildVocabulary(entries: readonly VocabularyEntry[]): Vocabulary {
  const words: VocabularyWord[] = entries.map((entry, id) => ({
    id,
    names: entry.ignore ? [] : normalizedAll(entry.names),
    hints: normalizedAll(entry.hints),
    hintsUnless: entry.hintsUnless,
    fields: entry.fields,
    ignore: entry.ignore === true,
  }));
  const terms = new Map<string, VocabularyWord[]>();
  entries.forEach((entry, i) => {
    for (const term of normalizedAll(entry.terms)) {
      const list = terms.get(term) ?? [];
      list.push(words[i]!);
      terms.set(term, list);
    }
  });
  const termLengths = [...new Set([...terms.keys()].map((t) => Array.from(t).length))].sort((a, b) => b - a);
  built++;
  return { id: `v${built}`, words, terms, termLengths, entries };
}

/** The vocabulary with more entries (staff synonyms, a new model): built again, which takes milliseconds. */
export function extendVocabulary(base: Vocabulary, more: readonly VocabularyEntry[]): Vocabulary {
  return buildVocabulary([...base.entries, ...more]);
}

export const SEARCH_VOCABULARY: Vocabulary = buildVocabulary(SEARCH_VOCABULARY_ENTRIES);

/**
 * A staff synonym as vocabulary entries: when what it means is a term the vocabulary knows (`전기차`, `기아`, `그랜저`,
 * `이클래스`), the term means all that term means, fields and hints included; otherwise it means listings whose names
 * say it (a model the vocabulary does not have yet).
 */
export function synonymEntries(base: Vocabulary, synonym: { term: string; meaning: string }): VocabularyEntry[] {
  const known = base.terms.get(normalizeSearchText(synonym.meaning)) ?? [];
  if (known.length === 0) return [{ terms: [synonym.term], names: [synonym.meaning] }];
  return known.map((word) => ({ ...base.entries[word.id]!, terms: [synonym.term] }));
}

/** The vocabulary with staff synonyms (`search-synonyms.ts`); the base itself when there are none. */
export function withSynonyms(base: Vocabulary, synonyms: readonly { term: string; meaning: string }[]): Vocabulary {
  if (synonyms.length === 0) return base;
  return extendVocabulary(
    base,
    synonyms.flatMap((synonym) => synonymEntries(base, synonym)),
  );
}
