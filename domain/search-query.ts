/**
 * How a search query is read and how well a listing answers it: the one rule the site search, the suggestions and the
 * partners' search share (the server selects candidates by index, `searchRank` decides).
 *
 * A query is read three ways, and a listing found by any of them is found:
 *
 * - as typed: the whole query somewhere in the name, or every word of it (`search.ts`), or a typo or two off
 *   (`fuzzy-search.ts`);
 * - through the vocabulary (`search-vocabulary.ts`): each word, and each part of a word written without spaces
 *   (`쏘렌토하이브리드` → 쏘렌토 + 하이브리드), is a term meaning names and stored fields (`전기차` → fuel 전기 or
 *   category 전기차; `기아` → make kia; `케이5` → names with K5), or else a word matched as typed;
 * - the same again for words typed with the keyboard left in English mode (`rmfoswj` → 그랜저).
 *
 * Ranks, lower first: the query as typed, whole words before the start of a word before a part of one (레이 before
 * 인스퍼레이션); then the vocabulary's reading, names saying a term before names hinting it (a model that comes in that
 * body) before stored fields alone; then typos; English-mode readings after all of those.
 */
import { convertQwertyToHangul } from "es-hangul";
import { nameJamoForms, typoAllowance, typoDistanceOfJamo } from "./fuzzy-search";
import {
  BRAND_SPELLINGS,
  initialOf,
  isInitialConsonant,
  normalizeSearchText,
  PLAIN_OF_DOUBLE,
  searchForms,
} from "./search";
import { type AnyOf, anyOf, type NearPart, nearPart } from "./search-index";
import { SEARCH_VOCABULARY, type Vocabulary, type VocabularyWord } from "./search-vocabulary";

/** Where each kind of match starts on the rank scale (see the module comment); ranks are whole numbers. */
export const RANK = {
  /** + 0 for whole words, 1 for the start of a word, 2 for a part of one. */
  typed: 0,
  /**
   * + `PART` × the worst part's rank (0..2 as above, `HINTED` for a hint, `FIELD` for a stored field, `TYPO` + distance)
   * + the other parts' ranks (at most `PART` - 1): `현대 7인승` puts a Hyundai saying 7인승 before one that comes so.
   */
  read: 100,
  /** + the distance in jamo. */
  typo: 300,
  /** Added to every rank of an English-mode reading. */
  englishMode: 400,
} as const;
export const PART = 10;
const HINTED = 5;
const FIELD = 6;
const TYPO = 5;

/** A reading has at most this many parts; a longer query is only read as typed. */
const MAX_PARTS = 8;

// ---------------------------------------------------------------------------------------------
// Reading a query
// ---------------------------------------------------------------------------------------------

/** A word of the query, or a part of one. */
export interface QueryPart {
  /** As typed, normalised. */
  text: string;
  /** What the vocabulary says it means (any of them); empty for a part matched as typed. */
  words: readonly VocabularyWord[];
  /** A part matched as typed, read for matching. */
  typed?: Typed;
}

export interface Interpretation {
  /** The query (as typed, or converted from English mode). */
  text: string;
  /** Added to each rank it gives. */
  offset: number;
  /** The query read for matching as typed. */
  typed: Typed;
  /** Its parts through the vocabulary; null when that reads it no differently than as typed. */
  reading: QueryPart[] | null;
}

export interface SearchQuery {
  text: string;
  vocabulary: Vocabulary;
  interpretations: Interpretation[];
}

const isLetter = (c: string | undefined) => c !== undefined && c >= "a" && c <= "z";
const isDigit = (c: string | undefined) => c !== undefined && c >= "0" && c <= "9";
/** Whether a model code or a word runs on from `a` to `b`: letters, digits, or letters then digits (`ev10`). */
const runsOn = (a: string | undefined, b: string | undefined) =>
  (isLetter(a) || isDigit(a)) && (isLetter(b) || isDigit(b)) && !(isDigit(a) && isLetter(b));

/** A term may not cut a code or a Latin word (`ev` is no term of `ev6` or `ev10`, but `lpi` is one of `20lpi`). */
function cutsNoRun(chars: readonly string[], start: number, end: number): boolean {
  return !runsOn(chars[start - 1], chars[start]) && !runsOn(chars[end - 1], chars[end]);
}

interface Step {
  covered: number;
  parts: number;
  from: number;
  part: QueryPart;
}

/**
 * A word (normalised) as terms of the vocabulary and what is left between them: as many of its characters in terms
 * as can be, in as few parts as can be. What is left of a word split by terms is at least two characters
 * (`인스퍼레이션` is not 인스퍼 + 레이 + 션).
 */
export function splitWord(word: string, vocabulary: Vocabulary): QueryPart[] {
  const chars = Array.from(word);
  const n = chars.length;
  const best: (Step | undefined)[] = new Array(n + 1);
  best[0] = { covered: 0, parts: 0, from: -1, part: { text: "", words: [] } };
  const relax = (to: number, step: Step) => {
    const known = best[to];
    if (!known || step.covered > known.covered || (step.covered === known.covered && step.parts < known.parts))
      best[to] = step;
  };
  for (let i = 0; i < n; i++) {
    const at = best[i];
    if (!at) continue;
    for (const length of vocabulary.termLengths) {
      if (i + length > n) continue;
      const text = chars.slice(i, i + length).join("");
      const words = vocabulary.terms.get(text);
      if (words && cutsNoRun(chars, i, i + length))
        relax(i + length, { covered: at.covered + length, parts: at.parts + 1, from: i, part: { text, words } });
    }
    for (let j = i + 1; j <= n; j++) {
      if (j - i < 2 && !(i === 0 && j === n)) continue;
      relax(j, {
        covered: at.covered,
        parts: at.parts + 1,
        from: i,
        part: { text: chars.slice(i, j).join(""), words: [] },
      });
    }
  }
  const parts: QueryPart[] = [];
  for (let at = n; at > 0; ) {
    const step = best[at]!;
    parts.unshift(step.part);
    at = step.from;
  }
  return parts;
}

const wordsOf = (query: string) =>
  query
    .trim()
    .split(/\s+/)
    .filter((word) => normalizeSearchText(word) !== "");

const covered = (parts: readonly QueryPart[]) =>
  parts.reduce((n, p) => n + (p.words.length > 0 ? Array.from(p.text).length : 0), 0);

/**
 * A query's parts through the vocabulary, word by word or, when that reads more of it, as one word (`Santa Fe` is
 * santafe); null when they say nothing more than its words as typed.
 */
function readingOf(query: string, vocabulary: Vocabulary): QueryPart[] | null {
  const words = wordsOf(query);
  const byWord = words.flatMap((word) => splitWord(normalizeSearchText(word), vocabulary));
  const joined = words.length > 1 ? splitWord(normalizeSearchText(query), vocabulary) : byWord;
  const parts = covered(joined) > covered(byWord) ? joined : byWord;
  if (parts.every((p) => p.words.length === 0) && parts.length === words.length) return null;
  const meant = parts.filter((p) => !p.words.some((w) => w.ignore));
  if (meant.length === 0 || meant.length > MAX_PARTS) return null;
  return meant.map((p) => (p.words.length === 0 ? { ...p, typed: typedText(p.text) } : p));
}

/**
 * The query as typed on a Korean keyboard left in English mode (`rmfoswj` → 그랜저), or null: only words of Latin
 * letters (and trailing digits) that make two or more whole syllables are converted, which ordinary Latin words and
 * model codes never do (their vowels are consonant keys).
 */
export function fromEnglishMode(query: string): string | null {
  let converted = false;
  const words = query
    .trim()
    .split(/\s+/)
    .map((word) => {
      if (!/^[A-Za-z]{2,}[0-9]*$/.test(word)) return word;
      const hangul = convertQwertyToHangul(word);
      const syllables = hangul.match(/[가-힣]/g)?.length ?? 0;
      if (!/^[가-힣]+[0-9]*$/.test(hangul) || syllables < 2) return word;
      converted = true;
      return hangul;
    });
  return converted ? words.join(" ") : null;
}

/** Reads a query for `searchRank` and the server's plans; null for a blank one (everything matches). */
export function readSearchQuery(query: string, vocabulary: Vocabulary = SEARCH_VOCABULARY): SearchQuery | null {
  const text = query.trim();
  if (!text) return null;
  const interpretation = (read: string, offset: number): Interpretation => ({
    text: read,
    offset,
    typed: typedText(read),
    reading: readingOf(read, vocabulary),
  });
  const interpretations = [interpretation(text, 0)];
  const english = fromEnglishMode(text);
  if (english) interpretations.push(interpretation(english, RANK.englishMode));
  return { text, vocabulary, interpretations };
}

// ---------------------------------------------------------------------------------------------
// Texts looked for in names
// ---------------------------------------------------------------------------------------------

/** A text looked for in names (normalised): its characters, and whether a lone consonant in it stands for syllables. */
interface Needle {
  text: string;
  chars: string[];
  loose: boolean;
}

function needle(text: string): Needle {
  const chars = Array.from(text);
  return { text, chars, loose: chars.some(isInitialConsonant) };
}

/** A text as `matchesVehicleName` reads it: its forms (as typed, brands unified), and each word's when it has several. */
export interface Typed {
  whole: Needle[];
  words: Needle[][];
  /** Whether a typo may be forgiven in it at all (`typoDistance` is null for every name otherwise). */
  typos: boolean;
}

export function typedText(text: string): Typed {
  const words = wordsOf(text);
  const forms = (t: string) => searchForms(t).map((form) => needle(form.join("")));
  const typos = typoAllowance(text) > 0 || (words.length > 1 && words.some((word) => typoAllowance(word) > 0));
  return { whole: forms(text), words: words.length > 1 ? words.map(forms) : [], typos };
}

/** A vocabulary word's spellings and hints as needles, made once per word. */
const wordNeedles = new WeakMap<VocabularyWord, { names: Needle[]; hints: Needle[] }>();
function needlesOf(word: VocabularyWord) {
  let needles = wordNeedles.get(word);
  if (!needles) {
    needles = { names: word.names.map(needle), hints: word.hints.map(needle) };
    wordNeedles.set(word, needles);
  }
  return needles;
}

// ---------------------------------------------------------------------------------------------
// Names, with where their words start and end
// ---------------------------------------------------------------------------------------------

/** A name's characters as the search compares them, with where words start and end. */
interface MarkedForm {
  text: string;
  chars: string[];
  /** A word starts at this character. */
  starts: boolean[];
  /** A word ends with this character. */
  ends: boolean[];
}

export interface PreparedName {
  name: string;
  /** As written, and with brand spellings unified (`벤츠` → benz). */
  forms: MarkedForm[];
  /** Normalised, as `hintsUnless` reads it. */
  normalized: string;
  /** Its jamo forms, split when first needed (`jamoOf`). */
  jamo?: string[][];
}

/** A prepared name's jamo forms, as typo distances read them. */
function jamoOf(name: PreparedName): string[][] {
  name.jamo ??= nameJamoForms(name.name);
  return name.jamo;
}

const isHangul = (c: string) => (c >= "가" && c <= "힣") || (c >= "ㄱ" && c <= "ㅣ");

/** One character of a name as `normalizeSearchText` leaves it (the common ones without a regular expression). */
function normalizedChar(raw: string): string {
  if ((raw >= "가" && raw <= "힣") || (raw >= "a" && raw <= "z") || (raw >= "0" && raw <= "9")) return raw;
  if (raw >= "A" && raw <= "Z") return raw.toLowerCase();
  return normalizeSearchText(raw);
}

/**
 * The name normalised as `normalizeSearchText` does, where a word starts after a space or punctuation and where
 * Hangul meets Latin letters or digits (`아이오닉5`: 아이오닉 is a whole word).
 */
function markedForm(name: string): MarkedForm {
  const chars: string[] = [];
  const starts: boolean[] = [];
  const ends: boolean[] = [];
  let gap = true;
  for (const raw of name.normalize("NFC")) {
    const normalized = normalizedChar(raw);
    if (!normalized) {
      gap = true;
      continue;
    }
    for (const c of normalized) {
      const prev = chars.at(-1);
      const start = gap || prev === undefined || isHangul(prev) !== isHangul(c);
      if (start && chars.length > 0) ends[chars.length - 1] = true;
      chars.push(c);
      starts.push(start);
      ends.push(false);
      gap = false;
    }
  }
  if (chars.length > 0) ends[chars.length - 1] = true;
  return { text: chars.join(""), chars, starts, ends };
}

/** Brand spellings replaced by their key, as `searchForms` does, keeping where words start and end. */
function unifiedForm(form: MarkedForm): MarkedForm | null {
  const text = form.text;
  if (!BRAND_SPELLINGS.some(([spelling]) => text.includes(spelling))) return null;
  const out: MarkedForm = { text: "", chars: [], starts: [], ends: [] };
  for (let i = 0; i < form.chars.length; ) {
    const offset = form.chars.slice(0, i).join("").length;
    const hit = BRAND_SPELLINGS.find(([spelling]) => text.startsWith(spelling, offset));
    if (!hit) {
      out.chars.push(form.chars[i]!);
      out.starts.push(form.starts[i]!);
      out.ends.push(form.ends[i]!);
      i++;
      continue;
    }
    const [spelling, key] = hit;
    const last = i + Array.from(spelling).length - 1;
    Array.from(key).forEach((c, k) => {
      out.chars.push(c);
      out.starts.push(k === 0 ? form.starts[i]! : false);
      out.ends.push(k === key.length - 1 ? form.ends[last]! : false);
    });
    i = last + 1;
  }
  out.text = out.chars.join("");
  return out;
}

export function prepareName(name: string, jamo?: string[][]): PreparedName {
  const plain = markedForm(name);
  const unified = unifiedForm(plain);
  return { name, forms: unified ? [plain, unified] : [plain], normalized: plain.text, jamo };
}

/** A query character against a name character (`search.ts`): equal, or a lone initial consonant of the syllable. */
function charMatches(queryChar: string, nameChar: string): boolean {
  if (queryChar === nameChar) return true;
  if (!isInitialConsonant(queryChar)) return false;
  const initial = initialOf(nameChar);
  return initial === queryChar || PLAIN_OF_DOUBLE[initial] === queryChar;
}

/**
 * How well a needle sits in the name: 0 as whole words, 1 at the start of a word, 2 inside one; null when it is not
 * there (or, with `wordStart`, not at the start of a word).
 */
function placement(name: PreparedName, n: Needle, wordStart = false): number | null {
  const length = n.chars.length;
  if (length === 0) return null;
  let best: number | null = null;
  for (const form of name.forms) {
    // One code unit per character (Hangul, Latin, digits): a string search finds where it starts.
    const fast = !n.loose && form.text.length === form.chars.length && n.text.length === length;
    let s = fast ? form.text.indexOf(n.text) : 0;
    while (s >= 0 && s + length <= form.chars.length) {
      let found = fast;
      if (!fast) {
        let i = 0;
        while (i < length && charMatches(n.chars[i]!, form.chars[s + i]!)) i++;
        found = i === length;
      }
      const start = form.starts[s]!;
      if (found && (start || !wordStart)) {
        const tier = start && form.ends[s + length - 1] ? 0 : start ? 1 : 2;
        if (best === null || tier < best) best = tier;
        if (best === 0) return 0;
      }
      s = fast ? form.text.indexOf(n.text, s + 1) : s + 1;
    }
  }
  return best;
}

const bestPlacement = (name: PreparedName, needles: readonly Needle[], wordStart = false): number | null => {
  let best: number | null = null;
  for (const n of needles) {
    const tier = placement(name, n, wordStart);
    if (tier !== null && (best === null || tier < best)) best = tier;
    if (best === 0) break;
  }
  return best;
};

/**
 * How well a name matches a text as typed (`matchesVehicleName`: the whole text, or each of its words): the whole
 * text's placement, else the worst of its words'; null when it does not match.
 */
function typedRank(name: PreparedName, t: Typed): number | null {
  const whole = bestPlacement(name, t.whole);
  if (whole !== null || t.words.length === 0) return whole;
  let worst = 0;
  for (const forms of t.words) {
    const tier = bestPlacement(name, forms);
    if (tier === null) return null;
    worst = Math.max(worst, tier);
  }
  return worst;
}

// ---------------------------------------------------------------------------------------------
// Ranking a listing
// ---------------------------------------------------------------------------------------------

/** What a listing is ranked by: its name and the stored fields the vocabulary reads. */
export interface ListingFacts {
  name: string;
  /** The fuel list key (`가솔린` when none is given). */
  fuel?: string | null;
  /** The canonical category. */
  category?: string | null;
  /** The make read from the name (`brands.ts`). */
  brand?: string | null;
  badges?: readonly string[];
}

/**
 * Whether a vocabulary spelling counts only at the start of a word: all but Korean ones of three letters and more,
 * which dealers glue to what comes before (`올뉴쏘렌토`) and which are too long to be a part of another word by chance.
 */
const atWordStart = (n: Needle) => !isHangul(n.chars[0] ?? "") || n.chars.length < 3;

function fieldsMatch(word: VocabularyWord, listing: ListingFacts): boolean {
  const f = word.fields;
  if (!f) return false;
  return (
    (f.fuels?.some((fuel) => fuel === listing.fuel) ?? false) ||
    (f.categories?.some((category) => category === listing.category) ?? false) ||
    (f.brands?.some((brand) => brand === listing.brand) ?? false) ||
    (f.badges?.some((badge) => listing.badges?.includes(badge)) ?? false)
  );
}

/** How well a listing answers one vocabulary word (the best of its spellings, hints and fields), or null. */
export function wordRank(word: VocabularyWord, listing: ListingFacts, name: PreparedName): number | null {
  const needles = needlesOf(word);
  let best: number | null = null;
  for (const n of needles.names) {
    const tier = placement(name, n, atWordStart(n));
    if (tier !== null && (best === null || tier < best)) best = tier;
    if (best === 0) return 0;
  }
  if (best !== null) return best;
  if (needles.hints.length > 0 && !word.hintsUnless?.test(name.normalized)) {
    if (needles.hints.some((hint) => placement(name, hint, true) !== null)) return HINTED;
  }
  return fieldsMatch(word, listing) ? FIELD : null;
}

function partRank(part: QueryPart, listing: ListingFacts, name: PreparedName): number | null {
  if (part.words.length === 0) {
    const typed = part.typed ?? typedText(part.text);
    const placed = typedRank(name, typed);
    if (placed !== null || !typed.typos) return placed;
    const distance = typoDistanceOfJamo(name.name, jamoOf(name), part.text);
    return distance === null ? null : TYPO + distance;
  }
  let best: number | null = null;
  for (const word of part.words) {
    const rank = wordRank(word, listing, name);
    if (rank !== null && (best === null || rank < best)) best = rank;
  }
  return best;
}

function readingRank(reading: readonly QueryPart[], listing: ListingFacts, name: PreparedName): number | null {
  let worst = 0;
  let sum = 0;
  for (const part of reading) {
    const rank = partRank(part, listing, name);
    if (rank === null) return null;
    worst = Math.max(worst, rank);
    sum += rank;
  }
  return RANK.read + PART * worst + Math.min(PART - 1, sum - worst);
}

/**
 * Where a listing stands in the answer to a query (lower first), or null when it does not answer it. `name` may be
 * prepared once for the listings that share it.
 */
export function searchRank(
  listing: ListingFacts,
  query: SearchQuery,
  name: PreparedName = prepareName(listing.name),
): number | null {
  let best: number | null = null;
  for (const interpretation of query.interpretations) {
    let rank = typedRank(name, interpretation.typed);
    // Each way of reading ranks after the one before: the first that finds the listing places it.
    if (rank === null && interpretation.reading) rank = readingRank(interpretation.reading, listing, name);
    if (rank === null && interpretation.typed.typos) {
      const distance = typoDistanceOfJamo(listing.name, jamoOf(name), interpretation.text);
      if (distance !== null) rank = RANK.typo + distance;
    }
    if (rank !== null && (best === null || rank + interpretation.offset < best)) best = rank + interpretation.offset;
  }
  return best;
}

/** Whether a query's rank can depend on a listing's stored fields (not only on its name). */
export function readsFields(query: SearchQuery): boolean {
  return query.interpretations.some((i) => i.reading?.some((p) => p.words.some((w) => w.fields !== undefined)));
}

// ---------------------------------------------------------------------------------------------
// What the server selects candidates by
// ---------------------------------------------------------------------------------------------

/** The names that may say a vocabulary word (its spellings and hints), as index conditions: a superset. */
export function wordNamesPlan(word: VocabularyWord): AnyOf {
  return [...word.names, ...word.hints].flatMap((spelling) => anyOf(spelling));
}

export interface ReadingPlan {
  /** Parts matched as typed: a candidate matches each exactly or is a candidate for a typo or two (`near`). */
  typed: { exact: AnyOf; near: NearPart | null }[];
  /** Parts the vocabulary reads: a candidate has a name that may say one of the words, or the fields of one. */
  known: (readonly VocabularyWord[])[];
}

export function readingPlan(reading: readonly QueryPart[]): ReadingPlan {
  return {
    typed: reading.filter((p) => p.words.length === 0).map((p) => ({ exact: anyOf(p.text), near: nearPart(p.text) })),
    known: reading.filter((p) => p.words.length > 0).map((p) => p.words),
  };
}
