const SEOUL_OFFSET_MS = 9 * 3600_000;
const pad = (n: number) => String(n).padStart(2, "0");

/** Seoul wall-clock parts of an instant (Korea has no daylight saving), the same on server and browser. */
function seoulParts(value: string | Date) {
  const d = new Date(new Date(value).getTime() + SEOUL_OFFSET_MS);
  return { y: d.getUTCFullYear(), m: pad(d.getUTCMonth() + 1), d: pad(d.getUTCDate()), hh: pad(d.getUTCHours()), mm: pad(d.getUTCMinutes()) };
}

/** `2025년 07월 03일 14:05` in Asia/Seoul time. */
export function formatDateTime(value: string | Date): string {
  const p = seoulParts(value);
  return `${p.y}년 ${p.m}월 ${p.d}일 ${p.hh}:${p.mm}`;
}

/** `2025년 07월 03일` in Asia/Seoul time. */
export function formatDate(value: string | Date): string {
  const p = seoulParts(value);
  return `${p.y}년 ${p.m}월 ${p.d}일`;
}
