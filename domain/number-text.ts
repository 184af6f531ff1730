/**
 * A number with thousands separators, as `toLocaleString("ko-KR")` writes it (`12345` → `12,345`, up to three
 * decimals, rounded), without Intl: a page's first Intl number format loads the browser's locale data, which took
 * 19–25 ms here and a low-end phone ten times that, in the middle of hydration. The server gives the same text.
 */
export function groupDigits(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = "0", fraction] = String(rounded).split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${grouped}${fraction ? `.${fraction}` : ""}`;
}
