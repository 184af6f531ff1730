/** Digits only: what is stored. */
export function phoneDigits(input: string): string {
  return input.replace(/\D/g, "");
}

/** A Korean phone number: 9 to 11 digits starting with 0 (after hyphens and spaces are removed). */
export function isKoreanPhone(input: string): boolean {
  return /^[\d\s-]+$/.test(input.trim()) && /^0\d{8,10}$/.test(phoneDigits(input));
}

/** `01012345678` → `010-1234-5678`, `0212345678` → `02-1234-5678`, `021234567` → `02-123-4567`. */
export function formatPhone(digits: string): string {
  const d = phoneDigits(digits);
  if (d.startsWith("02")) {
    if (d.length === 9) return `02-${d.slice(2, 5)}-${d.slice(5)}`;
    if (d.length === 10) return `02-${d.slice(2, 6)}-${d.slice(6)}`;
  }
  if (d.length === 11) return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
  if (d.length === 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  if (d.length === 8) return `${d.slice(0, 4)}-${d.slice(4)}`;
  return d;
}
