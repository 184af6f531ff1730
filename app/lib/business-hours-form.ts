import { type BusinessHours, type DayHours, dayHoursValid, WEEKDAY_LABELS } from "#domain/business-hours";

/** The editor's field names: `hours-0-open` … `hours-6-closed` (월 first), and `holidays`, one date a line. */
export const hoursFieldName = (day: number, part: "open" | "close" | "closed") => `hours-${day}-${part}`;
export const HOLIDAYS_FIELD = "holidays";

/** What 사이트 설정's schema takes as `businessHours`, read from the editor's fields (a post or the browser's form). */
export interface BusinessHoursInput {
  days: { closed: boolean; open: string; close: string }[];
  holidays: string;
}

/** The editor's fields as the schema's input; null when the form had no editor (a post of other fields only). */
export function businessHoursFromForm(form: FormData): BusinessHoursInput | null {
  if (!form.has(hoursFieldName(0, "open")) && !form.has(hoursFieldName(0, "closed"))) return null;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    days: WEEKDAY_LABELS.map((_, i) => ({
      closed: form.has(hoursFieldName(i, "closed")),
      open: text(hoursFieldName(i, "open")),
      close: text(hoursFieldName(i, "close")),
    })),
    holidays: text(HOLIDAYS_FIELD),
  };
}

/** The input as hours, when every day holds (for 운영시간's text written from them); else null. */
export function hoursOfInput(input: BusinessHoursInput): BusinessHours | null {
  const days: DayHours[] = input.days.map((d) => (d.closed ? null : { open: d.open, close: d.close }));
  return days.every(dayHoursValid) ? { days, holidays: [] } : null;
}

/** Stored hours as the editor's fields start. */
export function inputOfHours(hours: BusinessHours): BusinessHoursInput {
  return {
    days: hours.days.map((d) => ({ closed: d === null, open: d?.open ?? "", close: d?.close ?? "" })),
    holidays: hours.holidays.join("\n"),
  };
}
