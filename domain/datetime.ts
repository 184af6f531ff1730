/** Dates as the site shows them: Korean wording, always in Asia/Seoul time whatever the server's zone. */

const SEOUL = "Asia/Seoul";

function seoulParts(value: Date | string | number): Record<string, string> | null {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: SEOUL,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(date);
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
}

/** `yyyy년 MM월 dd일 HH:mm` in Seoul time, e.g. `2025년 07월 03일 09:05`; empty for an invalid date. */
export function formatDateTimeKo(value: Date | string | number): string {
  const p = seoulParts(value);
  return p ? `${p.year}년 ${p.month}월 ${p.day}일 ${p.hour}:${p.minute}` : "";
}

/** `yyyy년 MM월 dd일` in Seoul time; empty for an invalid date. */
export function formatDateKo(value: Date | string | number): string {
  const p = seoulParts(value);
  return p ? `${p.year}년 ${p.month}월 ${p.day}일` : "";
}
