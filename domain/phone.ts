/**
 * Korean phone numbers, one rule for every form and for the server: what a visitor may type or paste, how it
 * is stored (digits only, `01012345678`) and how staff see it (`010-1234-5678`).
 */

/** Characters people put around digits: spaces, hyphens and other dashes, dots, brackets, slashes and a `+`. */
const DECORATION = /^[\d\s\-.()+/\u2010-\u2015\u2212]*$/;

export const PHONE_INVALID = "올바른 연락처를 입력해주세요 (예: 010-1234-5678)";
export const MOBILE_LENGTH = "올바른 연락처를 입력해주세요 (예: 010-1234-5678). 010 휴대폰 번호는 11자리입니다";
export const OLD_MOBILE_LENGTH = "올바른 연락처를 입력해주세요 (예: 011-123-4567). 휴대폰 번호는 10~11자리입니다";
export const PHONE_LENGTH = "연락처 자릿수를 확인해주세요 (예: 02-123-4567)";

/**
 * Digits only, as stored: full-width digits become ASCII, everything else goes, and an international `+82`
 * (or `0082`) prefix becomes the leading 0. Nothing is cut: length rules apply to the result.
 */
export function phoneDigits(input: string): string {
  const text = input.normalize("NFKC").trim();
  let digits = text.replace(/\D/g, "");
  const international = /^\+\s*82/.test(text) || digits.startsWith("0082");
  if (international) {
    digits = digits.replace(/^(00)?82/, "");
    // `+82 (0)10-…` keeps its trunk 0; `+82 10-…` gets it back.
    if (!digits.startsWith("0")) digits = `0${digits}`;
  }
  return digits;
}

/** Valid lengths (digits) by prefix; the first prefix that matches decides. */
const RULES: { prefix: RegExp; lengths: readonly number[]; message: string }[] = [
  // Mobile: every 010 number has eight digits after the prefix (since 2004); the older 011 and 016-019 kept
  // seven or eight.
  { prefix: /^010/, lengths: [11], message: MOBILE_LENGTH },
  { prefix: /^01[16789]/, lengths: [10, 11], message: OLD_MOBILE_LENGTH },
  // Seoul: 02-123-4567 or 02-1234-5678.
  { prefix: /^02/, lengths: [9, 10], message: PHONE_LENGTH },
  // Personal (050x) numbers: 0505-123-4567 or 0504-1234-5678.
  { prefix: /^050/, lengths: [11, 12], message: PHONE_LENGTH },
  // Internet phones.
  { prefix: /^070/, lengths: [11], message: PHONE_LENGTH },
  // Toll-free and other service numbers.
  { prefix: /^0[68]0/, lengths: [10, 11], message: PHONE_LENGTH },
  // Area codes 031-033, 041-044, 051-055, 061-064.
  { prefix: /^0(3[1-3]|4[1-4]|5[1-5]|6[1-4])/, lengths: [10, 11], message: PHONE_LENGTH },
];

/** `null` when the text is a Korean phone number, else the Korean message to show. */
export function phoneProblem(input: string): string | null {
  const text = input.normalize("NFKC").trim();
  if (!text || !DECORATION.test(text)) return PHONE_INVALID;
  const digits = phoneDigits(text);
  const rule = RULES.find((r) => r.prefix.test(digits));
  if (!rule) return PHONE_INVALID;
  return rule.lengths.includes(digits.length) ? null : rule.message;
}

export function isKoreanPhone(input: string): boolean {
  return phoneProblem(input) === null;
}

/**
 * `01012345678` → `010-1234-5678`, `0212345678` → `02-1234-5678`, `021234567` → `02-123-4567`,
 * `050412345678` → `0504-1234-5678`. Anything else is shown as its digits.
 */
export function formatPhone(input: string): string {
  const d = phoneDigits(input);
  if (d.startsWith("02") && (d.length === 9 || d.length === 10)) return `02-${d.slice(2, -4)}-${d.slice(-4)}`;
  if (d.startsWith("050") && (d.length === 11 || d.length === 12))
    return `${d.slice(0, 4)}-${d.slice(4, -4)}-${d.slice(-4)}`;
  if (d.length === 11 || d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, -4)}-${d.slice(-4)}`;
  if (d.length === 8) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return d;
}

/** A `tel:` link for a stored or typed number. */
export function phoneHref(input: string): string {
  return `tel:${phoneDigits(input)}`;
}
