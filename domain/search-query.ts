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
import { typoAllowance, typoDistanceOfJamo } from "./fuzzy-search";
import { normalizeSearchText, searchForms } from "./search";
import { type AnyOf, anyOf, type NearPart, nearPart } from "./search-index";
import {
  isHangul,
  jamoOf,
  type Needle,
  needle,
  type PreparedName,
  placement,
  prepareName,
  type Typed,
  typedRank,
} from "./search-names";
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
