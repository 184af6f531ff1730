/**
 * The first-response clock of a lead: how long a customer waited for the broker, counted in the broker's own
 * 상담 시간 (business-hours.ts), so a lead sent at 22:00 is not late at 9:05 the next morning. Pure, for the admin's
 * timer, the overdue alert and the median the site may show.
 */
import { type BusinessHours, DAY_MS, hoursOn, minutesOf, SEOUL_OFFSET_MS, seoulOf } from "./business-hours";

const MINUTE_MS = 60_000;
/** Longer than any lead waits; the loops stop here however the hours are set (every day 휴무). */
const MAX_DAYS = 400;

/** Each open interval of the Seoul days from `from`'s day on, as UTC milliseconds, in order. */
function* openIntervals(hours: BusinessHours, from: Date): Generator<[number, number]> {
  const firstMidnight = Date.parse(`${seoulOf(from).date}T00:00:00Z`);
  for (let offset = 0; offset < MAX_DAYS; offset++) {
    const localMidnight = firstMidnight + offset * DAY_MS;
    const date = new Date(localMidnight).toISOString().slice(0, 10);
    const weekday = (new Date(localMidnight).getUTCDay() + 6) % 7;
    const day = hoursOn(hours, date, weekday);
    if (!day) continue;
    const start = localMidnight - SEOUL_OFFSET_MS + minutesOf(day.open)! * MINUTE_MS;
    const end = localMidnight - SEOUL_OFFSET_MS + minutesOf(day.close)! * MINUTE_MS;
    yield [start, end];
  }
}

/** The minutes of 상담 시간 between two instants (0 when `to` is not after `from`), rounded down. */
export function openMinutesBetween(hours: BusinessHours, from: Date, to: Date): number {
  if (to <= from) return 0;
  let total = 0;
  for (const [start, end] of openIntervals(hours, from)) {
    if (start >= to.getTime()) break;
    total += Math.max(0, Math.min(end, to.getTime()) - Math.max(start, from.getTime()));
  }
  return Math.floor(total / MINUTE_MS);
}

/**
 * When a lead that arrived at `from` has waited `budgetMinutes` of 상담 시간: the moment its first response is
 * due. Null when the hours never open again (no promise can be made).
 */
export function firstResponseDue(hours: BusinessHours, from: Date, budgetMinutes: number): Date | null {
  let left = budgetMinutes * MINUTE_MS;
  for (const [start, end] of openIntervals(hours, from)) {
    const begin = Math.max(start, from.getTime());
    if (end <= begin) continue;
    if (begin + left <= end) return new Date(begin + left);
    left -= end - begin;
  }
  return null;
}

/** The median of the waits in minutes (the lower middle of an even count), or null without any. */
export function medianMinutes(waits: readonly number[]): number | null {
  if (waits.length === 0) return null;
  const sorted = [...waits].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/** `평균 첫 응답 12분`, `평균 첫 응답 1시간 5분`: what the site may say of the median. */
export function firstResponseText(minutes: number): string {
  const m = Math.max(1, Math.round(minutes));
  if (m < 60) return `평균 첫 응답 ${m}분`;
  const h = Math.floor(m / 60);
  return m % 60 ? `평균 첫 응답 ${h}시간 ${m % 60}분` : `평균 첫 응답 ${h}시간`;
}
