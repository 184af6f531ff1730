/** Dates as the site shows them: Korean wording, always in Asia/Seoul time whatever the server's zone. */
import { SEOUL_OFFSET_MS } from "./seoul-time";

/**
 * `2025-07-03T09:05` for the instant in Seoul time, or null for an invalid date. Fixed-offset arithmetic, not
 * Intl: a page of reviews formats dozens of dates while it hydrates, and an Intl formatter with a time zone
 * costs about a millisecond each to make on a phone.
 */
function seoulIso(value: Date | string | number): string | null {
  const time = (value instanceof Date ? value : new Date(value)).getTime();
  return Number.isNaN(time) ? null : new Date(time + SEOUL_OFFSET_MS).toISOString();
}

/** `yyyy년 MM월 dd일 HH:mm` in Seoul time, e.g. `2025년 07월 03일 09:05`; empty for an invalid date. */
export function formatDateTimeKo(value: Date | string | number): string {
  const iso = seoulIso(value);
  return iso ? `${iso.slice(0, 4)}년 ${iso.slice(5, 7)}월 ${iso.slice(8, 10)}일 ${iso.slice(11, 16)}` : "";
}

/** `yyyy년 MM월 dd일` in Seoul time; empty for an invalid date. */
export function formatDateKo(value: Date | string | number): string {
  const iso = seoulIso(value);
  return iso ? `${iso.slice(0, 4)}년 ${iso.slice(5, 7)}월 ${iso.slice(8, 10)}일` : "";
}
