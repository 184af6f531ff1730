/**
 * Typo-tolerant vehicle name search for the site search (`/search`, the home search box): a name is also found when
 * the query is a few letters off from some part of it, counted on jamo, the letters a syllable is typed with
 * ("펠리세이드" finds "팰리세이드", "그랜져" finds "그랜저": one vowel each). Exact matches of `search.ts` come first.
 *
 * Kept apart from `search.ts` because the browser bundles load that one (through `categories.ts`) and have no use
 * for this: only the server runs the site search.
 */
import { disassemble } from "es-hangul";
import { matchesVehicleName, normalizeSearchText, searchForms } from "./search";

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;

/** The jamo a text is typed with, compound ones split too: `팰리` → ㅍㅐㄹㄹㅣ, `의` → ㅇㅡㅣ; other characters as they are. */
export function jamoOf(text: string): string[] {
  return Array.from(disassemble(text));
}

/** Compatibility jamo (ㄱ..ㅣ), the letters `jamoOf` leaves of Hangul. */
function isJamo(char: string): boolean {
  const code = char.charCodeAt(0);
  return code >= 0x3131 && code <= 0x3163;
}

/**
 * The fewest insertions, deletions and substitutions of jamo that turn `query` into some contiguous part of `text`
 * (Sellers' algorithm: the match may start and end anywhere in `text` at no cost). Latin letters and digits are
 * never edited, only matched: they tell models apart (E클래스 and C클래스, G70 and G80), so they are not typos.
 * Stops early and returns `limit + 1` once every part is known to be further than `limit`.
 */
export function substringEditDistance(query: readonly string[], text: readonly string[], limit = Infinity): number {
  const textEditable = text.map(isJamo);
  let prev = new Float64Array(text.length + 1); // row 0: an empty query matches before any position for free
  let cur = new Float64Array(text.length + 1);
  for (let i = 1; i <= query.length; i++) {
    const q = query[i - 1]!;
    const deletion = isJamo(q) ? 1 : Infinity;
    cur[0] = prev[0]! + deletion;
    let rowMin = cur[0]!;
    for (let j = 1; j <= text.length; j++) {
      const t = text[j - 1]!;
      const substitution = q === t ? 0 : deletion === 1 && textEditable[j - 1] ? 1 : Infinity;
      const value = Math.min(
        prev[j - 1]! + substitution,
        prev[j]! + deletion,
        cur[j - 1]! + (textEditable[j - 1] ? 1 : Infinity),
      );
      cur[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [prev, cur] = [cur, prev];
  }
  let best = Infinity;
  for (const value of prev) if (value < best) best = value;
  return best;
}

function syllableCount(text: string): number {
  let count = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code >= HANGUL_FIRST && code <= HANGUL_LAST) count++;
  }
  return count;
}

/**
 * How many jamo a query may be off by: none below two syllables (one syllable or a Latin model code such as
 * `e300` is too short to tell a typo from another car; a query of only initial consonants has no syllables),
 * 1 from 5 jamo (`그랜져` has 7), 2 from 12.
 */
export function typoAllowance(query: string): number {
  const forms = searchForms(query);
  const normalized = forms[0]!.join("");
  if (syllableCount(normalized) < 2) return 0;
  const length = jamoOf(normalized).length;
  return length >= 12 ? 2 : length >= 5 ? 1 : 0;
}

/** The least distance between any form of the query and any form of the name, or null beyond the query's allowance. */
function wholeQueryDistance(nameJamo: readonly (readonly string[])[], query: string): number | null {
  const allowance = typoAllowance(query);
  if (allowance === 0) return null;
  let best = allowance + 1;
  for (const form of searchForms(query)) {
    const queryJamo = jamoOf(form.join(""));
    for (const name of nameJamo) best = Math.min(best, substringEditDistance(queryJamo, name, allowance));
  }
  return best <= allowance ? best : null;
}

/**
 * How far a name is from a query that does not match it exactly: the distance of the whole query, or, for
 * several words, the sum over the words (each exact or within its own allowance); null when neither is close.
 */
export function typoDistance(name: string, query: string): number | null {
  return typoDistanceOfJamo(name, nameJamoForms(name), query);
}

/** The jamo of each form a name is compared in (as written, brands unified), as `typoDistanceOfJamo` takes them. */
export function nameJamoForms(name: string): string[][] {
  return searchForms(name).map((form) => jamoOf(form.join("")));
}

/** `typoDistance` with the name's jamo forms already split (the server keeps them with each listing). */
export function typoDistanceOfJamo(name: string, nameJamo: readonly string[][], query: string): number | null {
  const trimmed = query.trim();
  if (!trimmed) return null;
  const whole = wholeQueryDistance(nameJamo, trimmed);
  const words = trimmed.split(/\s+/).filter((word) => normalizeSearchText(word) !== "");
  if (words.length < 2) return whole;
  let sum = 0;
  for (const word of words) {
    if (matchesVehicleName(name, word)) continue;
    const distance = wholeQueryDistance(nameJamo, word);
    if (distance === null) return whole;
    sum += distance;
  }
  return whole === null ? sum : Math.min(whole, sum);
}
