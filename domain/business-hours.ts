/**
 * 상담 시간 as the broker sets it in 사이트 설정: per weekday an opening and a closing time (or 휴무), and holidays
 * closed all day. It decides what a lead is told when it arrives out of hours (the form's success message, the API's
 * `notice`, the customer's 접수 안내). Read by pages and the worker alike, so no zod here (site-config.ts checks the
 * form). Times are Seoul's (UTC+9, no daylight saving).
 */

/** One day's hours, "HH:MM" each, the close later than the open; null is 휴무. */
export type DayHours = { open: string; close: string } | null;

export interface BusinessHours {
  /** Monday first, Sunday last, as a Korean week is written (월…일). */
  days: DayHours[];
  /** YYYY-MM-DD, closed all day; sorted, no repeats. */
  holidays: string[];
}

export const WEEKDAY_LABELS = ["월", "화", "수", "목", "금", "토", "일"] as const;

/** Until the broker sets hours, the ones staff have always called in: every day 10:00-23:00, no holidays. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  days: WEEKDAY_LABELS.map(() => ({ open: "10:00", close: "23:00" })),
  holidays: [],
};

export const MAX_HOLIDAYS = 100;

export const SEOUL_OFFSET_MS = 9 * 3600_000;
export const DAY_MS = 24 * 3600_000;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "09:30" → 570; null for anything that is not a time of day. */
export function minutesOf(time: string): number | null {
  const m = TIME.exec(time);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Whether a YYYY-MM-DD names a day of the calendar (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const m = DATE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** A day's hours hold when both are times and the close comes after the open. */
export function dayHoursValid(day: DayHours): boolean {
  if (day === null) return true;
  const open = minutesOf(day.open);
  const close = minutesOf(day.close);
  return open !== null && close !== null && close > open;
}

function isBusinessHours(value: unknown): value is BusinessHours {
  const v = value as BusinessHours | null;
  return (
    typeof v === "object" &&
    v !== null &&
    Array.isArray(v.days) &&
    v.days.length === 7 &&
    v.days.every((d) => d === null || (typeof d === "object" && dayHoursValid(d))) &&
    Array.isArray(v.holidays) &&
    v.holidays.every((h) => typeof h === "string" && isCalendarDate(h))
  );
}

/** The stored setting (JSON text) as hours; empty or unreadable text is the default, so a page never fails on it. */
export function parseBusinessHours(text: string | null | undefined): BusinessHours {
  if (!text) return DEFAULT_BUSINESS_HOURS;
  try {
    const value: unknown = JSON.parse(text);
    return isBusinessHours(value) ? value : DEFAULT_BUSINESS_HOURS;
  } catch {
    return DEFAULT_BUSINESS_HOURS;
  }
}

/** The text a setting stores: days and holidays only, holidays sorted and once each. */
export function serializeBusinessHours(hours: BusinessHours): string {
  return JSON.stringify({
    days: hours.days.map((d) => (d ? { open: d.open, close: d.close } : null)),
    holidays: [...new Set(hours.holidays)].sort(),
  });
}

/** A Seoul wall-clock time, read off a UTC Date shifted by nine hours. */
export interface SeoulTime {
  /** YYYY-MM-DD */
  date: string;
  /** 0 = 월 … 6 = 일 */
  weekday: number;
  minutes: number;
}

export function seoulOf(at: Date): SeoulTime {
  const local = new Date(at.getTime() + SEOUL_OFFSET_MS);
  return {
    date: local.toISOString().slice(0, 10),
    weekday: (local.getUTCDay() + 6) % 7,
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The hours of a Seoul date, null when it is 휴무 or a holiday. */
export function hoursOn(hours: BusinessHours, date: string, weekday: number): DayHours {
  return hours.holidays.includes(date) ? null : (hours.days[weekday] ?? null);
}

/** Whether staff are calling at this moment. */
export function isOpen(hours: BusinessHours, at: Date): boolean {
  const now = seoulOf(at);
  const today = hoursOn(hours, now.date, now.weekday);
  return today !== null && now.minutes >= minutesOf(today.open)! && now.minutes < minutesOf(today.close)!;
}

/**
 * When staff next start calling, as a Seoul wall-clock time ("2026-12-07T09:00"); null while they are calling
 * now. Also null if the hours never open again within two years (every day 휴무 or a holiday), where no time
 * can be promised.
 */
export function nextOpening(hours: BusinessHours, at: Date): string | null {
  if (isOpen(hours, at)) return null;
  const now = seoulOf(at);
  const midnight = Date.parse(`${now.date}T00:00:00Z`);
  for (let offset = 0; offset <= 2 * 366; offset++) {
    const date = new Date(midnight + offset * DAY_MS).toISOString().slice(0, 10);
    const day = hoursOn(hours, date, (now.weekday + offset) % 7);
    if (!day) continue;
    if (offset === 0 && now.minutes >= minutesOf(day.open)!) continue;
    return `${date}T${day.open}`;
  }
  return null;
}

/** "2026-12-07T09:00" as a URL carries it: a real date and a time of day, else null. */
export function parseOpening(value: string | null | undefined): { date: string; time: string } | null {
  if (!value) return null;
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(value);
  if (!m || !isCalendarDate(m[1]!) || minutesOf(m[2]!) === null) return null;
  return { date: m[1]!, time: m[2]! };
}

/** "09:00" → 오전 9시, "14:30" → 오후 2시 30분, "12:00" → 오후 12시. */
export function spokenTime(time: string): string {
  const [h, m] = time.split(":").map(Number) as [number, number];
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${h < 12 ? "오전" : "오후"} ${hour}시${m ? ` ${m}분` : ""}`;
}

/** "2026-12-07" → 12월 7일(월). */
export function spokenDate(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${d.getUTCMonth() + 1}월 ${d.getUTCDate()}일(${WEEKDAY_LABELS[(d.getUTCDay() + 6) % 7]})`;
}

const noticeOf = (when: string) => `지금은 상담 시간이 아니어서 ${when} 이후에 순서대로 연락드리겠습니다.`;

/** The words for a next opening, the day named against `from` (오늘, 내일) or, without it, by its date. */
export function openingNotice(opening: string, from?: Date): string | null {
  const parsed = parseOpening(opening);
  if (!parsed) return null;
  let day = spokenDate(parsed.date);
  if (from) {
    const today = seoulOf(from).date;
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    if (parsed.date === today) day = "오늘";
    else if (parsed.date === tomorrow) day = "내일";
  }
  return noticeOf(`${day} ${spokenTime(parsed.time)}`);
}

/** When no opening comes (every day closed): a call is still promised, without a time. */
const NO_OPENING_NOTICE = "지금은 상담 시간이 아니어서 상담 시간이 정해지는 대로 순서대로 연락드리겠습니다.";

/**
 * What the success message adds when a lead arrives outside 상담 시간, so the visitor knows when to expect the
 * call; null within hours.
 */
export function callBackNotice(at: Date, hours: BusinessHours = DEFAULT_BUSINESS_HOURS): string | null {
  if (isOpen(hours, at)) return null;
  const opening = nextOpening(hours, at);
  return opening ? openingNotice(opening, at) : NO_OPENING_NOTICE;
}

/**
 * 운영시간's text written from the hours: "월~금 09:00-19:00, 토 10:00-15:00, 일 휴무" (days alike run together).
 * Holidays are left out: a list of dates is no line for a page's footer.
 */
export function businessHoursText(hours: BusinessHours): string {
  const key = (d: DayHours) => (d ? `${d.open}-${d.close}` : "휴무");
  const parts: string[] = [];
  let start = 0;
  for (let i = 1; i <= 7; i++) {
    if (i < 7 && key(hours.days[i] ?? null) === key(hours.days[start] ?? null)) continue;
    const label =
      start === 0 && i === 7
        ? "매일"
        : i - start === 1
          ? WEEKDAY_LABELS[start]
          : i - start === 2
            ? `${WEEKDAY_LABELS[start]}·${WEEKDAY_LABELS[i - 1]}`
            : `${WEEKDAY_LABELS[start]}~${WEEKDAY_LABELS[i - 1]}`;
    parts.push(`${label} ${key(hours.days[start] ?? null)}`);
    start = i;
  }
  return parts.join(", ");
}
