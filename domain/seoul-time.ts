/**
 * Calendar arithmetic in Korean time. Asia/Seoul is UTC+9 all year (no daylight saving since 1988), so a fixed
 * offset is exact and works the same on the server, in the browser and in SQL.
 */
export const SEOUL_OFFSET_MS = 9 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The Seoul calendar day of an instant, `2026-11-21`. */
export function seoulDayKey(at: Date): string {
  return new Date(at.getTime() + SEOUL_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant a Seoul calendar day (`2026-11-21`) begins. */
export function seoulDayStart(dayKey: string): Date {
  return new Date(Date.parse(`${dayKey}T00:00:00Z`) - SEOUL_OFFSET_MS);
}

/** The day `days` after (or before, when negative) a day key. */
export function addDays(dayKey: string, days: number): string {
  return new Date(Date.parse(`${dayKey}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the Seoul week that holds the day. */
export function weekStartKey(dayKey: string): string {
  const weekday = new Date(`${dayKey}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  return addDays(dayKey, -((weekday + 6) % 7));
}

export function monthStartKey(dayKey: string): string {
  return `${dayKey.slice(0, 8)}01`;
}

/** `20261121`, for dated file names. */
export function seoulCompactDate(at: Date): string {
  return seoulDayKey(at).replaceAll("-", "");
}
