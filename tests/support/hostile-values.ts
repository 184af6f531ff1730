import fc from "fast-check";

/**
 * Generators of hostile values for fuzzing the write endpoints: text that breaks naive code (NUL, bidi
 * overrides, lone surrogates, emoji sequences, decomposed Hangul, markup, SQL), wrong types, huge strings and
 * arrays, deep nesting and prototype-pollution keys.
 */

export const NASTY_PIECES = [
  "\u0000",
  "a\u0000b",
  "\u202E",
  "\u202Dabc\u202C",
  "\u200B",
  "\u200F",
  "\uFEFF",
  "\uD800",
  "\uDFFF",
  "x\uDBFF",
  "😀",
  "👨‍👩‍👧‍👦",
  "🇰🇷",
  "한글".normalize("NFD"),
  "\u1112\u1161\u11AB",
  "ㅎㅏㄴ",
  "홍길동",
  "Ａ０",
  "e\u0301",
  "\r\n",
  "\t",
  "\\",
  '"',
  "'",
  "`",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "'; DROP TABLE inquiries; --",
  "' OR '1'='1",
  // Template injection probes for ${…} and {{…}} engines.
  "\u0024{7*7}",
  "{{7*7}}",
  "%00",
  "%s%n",
  "../../etc/passwd",
  '=HYPERLINK("http://x")',
  "null",
  "NaN",
  "-1",
  "__proto__",
  "constructor",
];

/** One UTF-16 code unit, so lone surrogate halves come up (fast-check's own units never give them). */
const utf16Unit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** No unpaired surrogate half (what `encodeURIComponent` and PostgreSQL need). */
export const isWellFormed = (s: string) => !/[\uD800-\uDFFF]/.test(s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ""));

/** Short text mixing the nasty pieces with random graphemes, code points and code units. */
export const hostileText = fc
  .array(
    fc.oneof(
      { arbitrary: fc.constantFrom(...NASTY_PIECES), weight: 4 },
      { arbitrary: fc.string({ unit: "grapheme", maxLength: 5 }), weight: 1 },
      { arbitrary: fc.string({ unit: "binary", maxLength: 5 }), weight: 1 },
      { arbitrary: fc.string({ unit: utf16Unit, maxLength: 5 }), weight: 1 },
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((pieces) => pieces.join(""));

/** Hostile text that PostgreSQL can store as sent (no NUL, no lone surrogate). */
export const storableText = hostileText.filter((s) => isWellFormed(s) && !s.includes("\u0000"));

/** A long string built when the body is serialised, printed short in counterexamples. */
export class Repeat {
  constructor(
    readonly piece: string,
    readonly count: number,
  ) {}
  toJSON(): string {
    return this.piece.repeat(this.count);
  }
  [fc.toStringMethod](): string {
    return `${JSON.stringify(this.piece)}.repeat(${this.count})`;
  }
}

/** A string of more than `max` code points (what zod counts) without whitespace, so trimming cannot shorten it; up to ~150 KB. */
export const tooLong = (max: number) =>
  fc
    .tuple(
      fc.constantFrom("가", "a", "😀", "\u202E", "한".normalize("NFD")),
      fc.integer({ min: max + 1, max: max + 50_000 }),
    )
    .map(([piece, length]) => new Repeat(piece, Math.ceil(length / [...piece].length)));

/** Nesting too deep for recursive code, spliced into the JSON text by `toJsonText`. */
export class Deep {
  constructor(readonly depth: number) {}
  toJSON(): string {
    return `@@deep:${this.depth}@@`;
  }
  [fc.toStringMethod](): string {
    return `Deep(${this.depth})`;
  }
}

/** JSON text of a value; `Deep` markers become nested arrays of that depth. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(
    /"@@deep:(\d+)@@"/g,
    (_m, depth: string) => `${"[".repeat(Number(depth))}${"]".repeat(Number(depth))}`,
  );
}

const wrongScalar = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 2 ** 53, 1e308, -0),
);

const hugeArray = fc
  .tuple(fc.constantFrom<unknown>(1, "가", null, {}, []), fc.integer({ min: 1_000, max: 20_000 }))
  .map(([item, length]) => Array.from({ length }, () => item));

/** Keys that try to reach the prototype, shadow built-ins or are plain junk. */
export const junkKey = fc.oneof(
  fc.constantFrom(
    "__proto__",
    "constructor",
    "prototype",
    "toString",
    "valueOf",
    "hasOwnProperty",
    "isAdmin",
    "role",
    "id",
    "userId",
  ),
  hostileText,
);

/** Any JSON-able value that is not a string: the wrong type for a text, literal or choice field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: wrongScalar, weight: 4 },
  { arbitrary: fc.array(hostileText, { maxLength: 3 }), weight: 2 },
  { arbitrary: fc.dictionary(junkKey, hostileText, { maxKeys: 3 }), weight: 2 },
  { arbitrary: hugeArray, weight: 1 },
  { arbitrary: fc.integer({ min: 100, max: 50_000 }).map((depth) => new Deep(depth)), weight: 1 },
);

/** Whitespace only (ASCII, no-break, ideographic, BOM, line separators): blank once trimmed. */
export const blank = fc
  .array(fc.constantFrom(" ", "\t", "\n", "\r", "\u00A0", "\u3000", "\uFEFF", "\u2028"), { maxLength: 6 })
  .map((s) => s.join(""));

/** Marks a field to be left out of the body. */
export const ABSENT = Symbol("absent");

/** Values that break a required text field of at most `max` characters. */
export const brokenText = (max: number) => fc.oneof(fc.constant(ABSENT), wrongType, blank, tooLong(max));

/** Values that break a field which must be exactly `true` (consent checkboxes). */
export const notTrue = fc.oneof(
  fc.constantFrom<unknown>(ABSENT, false, "true", 1, "on", [true], { value: true }),
  wrongScalar.filter((v) => v !== true),
);

/** Values that break a choice among `choices` (left out only when the field has no default). */
export const notOneOf = (choices: readonly string[], required = true) =>
  fc.oneof(
    required ? fc.constantFrom<unknown>(ABSENT) : wrongScalar,
    wrongType,
    hostileText.filter((s) => !choices.includes(s)),
    fc.constantFrom(
      ...choices.map((c) => ` ${c}`),
      ...choices.map((c) => c.normalize("NFD")).filter((c) => !choices.includes(c)),
    ),
  );

/** Values that break a 1-5 star rating (which accepts numeric strings). */
export const brokenRating = fc.constantFrom<unknown>(
  ABSENT,
  0,
  6,
  2.5,
  -1,
  100,
  "다섯",
  null,
  {},
  [],
  [1, 2],
  "",
  "1.5",
  "0x10",
  "Infinity",
  "5점",
  false,
);
