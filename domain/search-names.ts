/**
 * Finding a text in a listing's name, the way the search compares them (`search-query.ts` ranks with it): a name's
 * characters with where its words start and end, in its written and its brand-unified forms, and where a text (a
 * "needle") is placed in it: whole words, the start of a word, or a part of one.
 */
import { nameJamoForms } from "./fuzzy-search";
import { BRAND_SPELLINGS, initialOf, isInitialConsonant, normalizeSearchText, PLAIN_OF_DOUBLE } from "./search";

/** A text looked for in names (normalised): its characters, and whether a lone consonant in it stands for syllables. */
export interface Needle {
  text: string;
  chars: string[];
  loose: boolean;
}

export function needle(text: string): Needle {
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
export function jamoOf(name: PreparedName): string[][] {
  name.jamo ??= nameJamoForms(name.name);
  return name.jamo;
}

export const isHangul = (c: string) => (c >= "가" && c <= "힣") || (c >= "ㄱ" && c <= "ㅣ");

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
export function placement(name: PreparedName, n: Needle, wordStart = false): number | null {
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
export function typedRank(name: PreparedName, t: Typed): number | null {
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
