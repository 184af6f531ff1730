/**
 * Vehicle name search the way Korean visitors type: spaces and letter case do not matter
 * ("그랜저하이브리드" finds "그랜저 하이브리드"), initial consonants stand for whole syllables
 * ("ㄱㄹㅈ" finds "그랜저"; a plain consonant also stands for its double one, since few type Shift for it:
 * "ㅅㄴㅌ" finds "쏘나타"), and imported brands match in either script (벤츠/Benz, 비엠더블유/BMW, 아우디/Audi).
 * Typo tolerance lives apart in `fuzzy-search.ts`, so that this module stays small in the browser.
 */

const HANGUL_FIRST = 0xac00;
const HANGUL_LAST = 0xd7a3;
/** Initial consonants in syllable order (each one covers 21 × 28 syllables). */
const INITIALS = "ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ";
const INITIAL_SET = new Set(INITIALS);

/** Whether a character is a lone initial consonant (ㄱ … ㅎ, doubles included), which stands for a whole syllable. */
export function isInitialConsonant(char: string): boolean {
  return INITIAL_SET.has(char);
}
/** Double initials and the plain consonant typed without Shift for them. */
export const PLAIN_OF_DOUBLE: Readonly<Record<string, string>> = { ㄲ: "ㄱ", ㄸ: "ㄷ", ㅃ: "ㅂ", ㅆ: "ㅅ", ㅉ: "ㅈ" };

/** Conjoining initial jamo (U+1100..U+1112, what some keyboards send) → the compatibility letters above. */
const CONJOINING_INITIAL = /[\u1100-\u1112]/g;

/**
 * Lower case, NFC, without whitespace and the punctuation people add or leave out (`-`, `.`, `·`, `_`),
 * with lone conjoining initials turned into the usual consonant letters.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize("NFC")
    .replace(CONJOINING_INITIAL, (c) => INITIALS[c.charCodeAt(0) - 0x1100] ?? c)
    .toLowerCase()
    .replace(/[\s\-_.·•,/()[\]]+/g, "");
}

/** The initial consonant of a Hangul syllable, or the character itself. */
export function initialOf(char: string): string {
  const code = char.charCodeAt(0);
  if (code < HANGUL_FIRST || code > HANGUL_LAST) return char;
  return INITIALS[Math.floor((code - HANGUL_FIRST) / (21 * 28))] ?? char;
}

/** `그랜저 하이브리드` → `ㄱㄹㅈ ㅎㅇㅂㄹㄷ`: each syllable replaced by its initial consonant. */
export function initialConsonants(text: string): string {
  return Array.from(text, initialOf).join("");
}

/** Brand spellings, normalised, each mapped to one key; longer spellings first so they win. */
export const BRAND_SPELLINGS: readonly [string, string][] = (
  [
    ["메르세데스벤츠", "benz"],
    ["mercedesbenz", "benz"],
    ["메르세데스", "benz"],
    ["mercedes", "benz"],
    ["벤츠", "benz"],
    ["benz", "benz"],
    ["비엠더블유", "bmw"],
    ["비엠떠블유", "bmw"],
    ["bmw", "bmw"],
    ["아우디", "audi"],
    ["audi", "audi"],
  ] as [string, string][]
).sort((a, b) => b[0].length - a[0].length);

/** Brands whose vehicles belong to the imported group whatever their category. */
export const IMPORTED_BRANDS = ["benz", "bmw", "audi"] as const;

/** Replaces every brand spelling in normalised text by its key: `벤츠e300` → `benze300`. */
function unifyBrands(normalized: string): string {
  let out = normalized;
  for (const [spelling, key] of BRAND_SPELLINGS) {
    if (out.includes(spelling)) out = out.split(spelling).join(key);
  }
  return out;
}

/** True when the name mentions Benz, BMW or Audi in Latin or Korean spelling. */
export function hasImportedBrand(name: string): boolean {
  const unified = unifyBrands(normalizeSearchText(name));
  return IMPORTED_BRANDS.some((brand) => unified.includes(brand));
}

/**
 * One query character against one name character: equal, or a lone initial consonant of that syllable, where a
 * plain consonant also covers its double one (ㅅ → 쏘) but a double one only itself (ㅆ ↛ 소).
 */
function charMatches(queryChar: string, nameChar: string): boolean {
  if (queryChar === nameChar) return true;
  if (!isInitialConsonant(queryChar)) return false;
  const initial = initialOf(nameChar);
  return initial === queryChar || PLAIN_OF_DOUBLE[initial] === queryChar;
}

/** Substring search where query initial consonants match whole syllables. */
function containsLoosely(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0) return true;
  for (let start = 0; start + needle.length <= haystack.length; start++) {
    let i = 0;
    while (i < needle.length && charMatches(needle[i]!, haystack[start + i]!)) i++;
    if (i === needle.length) return true;
  }
  return false;
}

/** The forms a text is compared in: as written, and with brand spellings unified (normalised, as characters). */
export function searchForms(text: string): string[][] {
  const normalized = normalizeSearchText(text);
  const unified = unifyBrands(normalized);
  return unified === normalized ? [Array.from(normalized)] : [Array.from(normalized), Array.from(unified)];
}

function containsQuery(nameForms: string[][], query: string): boolean {
  const queryForms = searchForms(query);
  // Only ignored punctuation (`_`, `-`, `.`) is left of the query: it asks for nothing, so it finds nothing.
  if (queryForms[0]!.length === 0) return false;
  return queryForms.some((q) => nameForms.some((n) => containsLoosely(n, q)));
}

/**
 * Whether a vehicle name matches a search query. The whole query may appear anywhere in the name (spaces
 * ignored), or, when it has several words, every word may appear somewhere ("벤츠 아방가르드" finds
 * "벤츠 E클래스 E300 아방가르드"). An empty or blank query matches everything; one of only punctuation
 * (`_`, `-`) matches nothing.
 */
export function matchesVehicleName(name: string, query: string): boolean {
  const trimmed = query.trim();
  if (!trimmed) return true;
  const nameForms = searchForms(name);
  if (containsQuery(nameForms, trimmed)) return true;
  const words = trimmed.split(/\s+/).filter((word) => normalizeSearchText(word) !== "");
  return words.length > 1 && words.every((word) => containsQuery(nameForms, word));
}
