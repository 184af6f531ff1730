/**
 * The name search of `search.ts` and `fuzzy-search.ts`, made answerable by a database index instead of a pass over
 * every listing. Each listing keeps three keys of its name (written once, when the name changes):
 *
 * - `text`: the forms the name is compared in (normalised; brands unified), space-separated: `벤츠e300 benze300`;
 * - `initials`: the same with every syllable replaced by its initial consonant and double consonants folded into
 *   plain ones: `ㅂㅊe300 benze300`;
 * - `jamo`: the same split into jamo, the letters a syllable is typed with: `ㅂㅔㄴㅊㅡe300 benze300`.
 *
 * A query becomes conditions on those keys (`searchPlan`) that select exactly the names `matchesVehicleName` accepts:
 * a part of the name when the query has no lone consonant; otherwise a part of the initials (which a trigram index
 * answers) that the name also matches character by character (a regular expression where a lone consonant stands for
 * every syllable it begins, the double one too for a plain one). Names a typo or two off (`nearPlan`) are found by
 * pieces of the query's jamo: a name within k edits of the query contains at least one of k + 1 disjoint pieces of
 * it unchanged, so those pieces select a superset, which `typoDistanceOfJamo` then measures.
 */
import { jamoOf, typoAllowance } from "./fuzzy-search";
import { initialOf, isInitialConsonant, normalizeSearchText, PLAIN_OF_DOUBLE, searchForms } from "./search";

export interface SearchKeys {
  text: string;
  initials: string;
  jamo: string;
}

/** A consonant with its double one folded into it (ㅆ → ㅅ); other characters as they are. */
function folded(char: string): string {
  return PLAIN_OF_DOUBLE[char] ?? char;
}

/** Each character's initial consonant (for syllables), folded. */
function initialsKey(chars: readonly string[]): string {
  return chars.map((c) => folded(initialOf(c))).join("");
}

/** The three keys a listing's name is searched by. */
export function searchKeys(name: string): SearchKeys {
  const forms = searchForms(name);
  return {
    text: forms.map((f) => f.join("")).join(" "),
    initials: forms.map(initialsKey).join(" "),
    jamo: forms.map((f) => jamoOf(f.join("")).join("")).join(" "),
  };
}

/** The jamo forms of a stored `jamo` key, as `typoDistanceOfJamo` takes them. */
export function jamoFormsOfKey(jamo: string): string[][] {
  return jamo.split(" ").map((form) => Array.from(form));
}

/**
 * Conditions that one form of a query puts on a listing's keys, all of which must hold: `contains` parts of a key
 * (matched literally), and `pattern` a regular expression (PostgreSQL's) that `text` must match.
 */
export interface KeyMatch {
  contains: { key: keyof SearchKeys; part: string }[];
  pattern?: string;
}

/** Conditions where any alternative may hold (one per form of the query: as typed, brands unified). */
export type AnyOf = KeyMatch[];

export interface SearchPlan {
  /** The whole query somewhere in the name. */
  whole: AnyOf;
  /** For a query of several words, each word somewhere in the name (all of them), as the other way to match. */
  words: AnyOf[] | null;
}

const HANGUL_FIRST = 0xac00;
const SYLLABLES_PER_INITIAL = 21 * 28;
const INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const DOUBLE_OF_PLAIN: Record<string, string> = Object.fromEntries(
  Object.entries(PLAIN_OF_DOUBLE).map(([double, plain]) => [plain, double]),
);

/** The syllables an initial consonant begins, as a bracket-expression range. */
function syllableRange(initial: string): string {
  const start = HANGUL_FIRST + INITIALS.indexOf(initial) * SYLLABLES_PER_INITIAL;
  return `${String.fromCharCode(start)}-${String.fromCharCode(start + SYLLABLES_PER_INITIAL - 1)}`;
}

/** A character of a regular expression, escaped (PostgreSQL's advanced regular expressions). */
function literal(char: string): string {
  return /[\\^$.|?*+()[\]{}]/.test(char) ? `\\${char}` : char;
}

/**
 * The regular expression a name's `text` matches when it contains the query form loosely: a lone consonant matches
 * itself and each syllable it begins, a plain one also its double one and the syllables that begins.
 */
function loosePattern(chars: readonly string[]): string {
  return chars
    .map((c) => {
      if (!isInitialConsonant(c)) return literal(c);
      const double = DOUBLE_OF_PLAIN[c];
      return `[${c}${syllableRange(c)}${double ? `${double}${syllableRange(double)}` : ""}]`;
    })
    .join("");
}

/** The conditions for one query form (its characters, normalised). */
function formMatch(chars: readonly string[]): KeyMatch {
  if (!chars.some(isInitialConsonant)) {
    const text = chars.join("");
    // The jamo of a part is a part of the jamo: a key the trigram index reads even for a two-syllable query.
    return {
      contains: [
        { key: "jamo", part: jamoOf(text).join("") },
        { key: "text", part: text },
      ],
    };
  }
  return { contains: [{ key: "initials", part: initialsKey(chars) }], pattern: loosePattern(chars) };
}

/** The conditions under which a name contains a query (any of its forms), as `matchesVehicleName` reads a single word. */
export function anyOf(query: string): AnyOf {
  return searchForms(query).map(formMatch);
}

/**
 * The conditions that select the listings whose name `matchesVehicleName` accepts for the query, or null for a blank
 * query (everything). A query of only ignored punctuation gets no alternative: nothing matches.
 */
export function searchPlan(query: string): SearchPlan | null {
  const trimmed = query.trim();
  if (!trimmed) return null;
  if (normalizeSearchText(trimmed) === "") return { whole: [], words: null };
  const words = trimmed.split(/\s+/).filter((word) => normalizeSearchText(word) !== "");
  return { whole: anyOf(trimmed), words: words.length > 1 ? words.map(anyOf) : null };
}

/** Parts of the jamo that select the names within `allowance` edits of a query form (k + 1 disjoint pieces). */
function pieces(jamo: readonly string[], allowance: number): string[] {
  const count = allowance + 1;
  const size = Math.floor(jamo.length / count);
  const extra = jamo.length % count;
  const out: string[] = [];
  let at = 0;
  for (let i = 0; i < count; i++) {
    const length = size + (i < extra ? 1 : 0);
    out.push(jamo.slice(at, at + length).join(""));
    at += length;
  }
  return out.filter(Boolean);
}

/** A query part that may be a typo or two off: any of `pieces` in a name's `jamo` makes it worth measuring. */
export interface NearPart {
  pieces: string[];
}

export interface NearPlan {
  /** The whole query within its allowance; null when it allows none. */
  whole: NearPart | null;
  /**
   * For several words, each word either in the name (`exact`) or, when it allows typos, near it (`near`): a name
   * where every word is one or the other is worth measuring.
   */
  words: { exact: AnyOf; near: NearPart | null }[] | null;
}

/** What selects the names a query may be a typo or two off, or null when it allows none. */
export function nearPart(query: string): NearPart | null {
  const allowance = typoAllowance(query);
  if (allowance === 0) return null;
  return { pieces: [...new Set(searchForms(query).flatMap((form) => pieces(jamoOf(form.join("")), allowance)))] };
}

/**
 * What selects the names that may be a few typos off the query (a superset of those `typoDistance` accepts), or null
 * when the query allows no typo at all.
 */
export function nearPlan(query: string): NearPlan | null {
  const trimmed = query.trim();
  if (!trimmed || normalizeSearchText(trimmed) === "") return null;
  const whole = nearPart(trimmed);
  const words = trimmed.split(/\s+/).filter((word) => normalizeSearchText(word) !== "");
  const perWord = words.length > 1 ? words.map((word) => ({ exact: anyOf(word), near: nearPart(word) })) : null;
  const wordsCanBeNear = perWord?.some((w) => w.near !== null) ?? false;
  if (!whole && !wordsCanBeNear) return null;
  return { whole, words: wordsCanBeNear ? perWord : null };
}
