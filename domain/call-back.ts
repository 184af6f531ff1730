import { callBackNotice } from "./lead";

/**
 * The out-of-hours notice carried through a redirect (`?callback=today`): a page kept for every visitor can
 * only depend on its URL, so the form's answer names the day and the page shows the same words the API's
 * `notice` does.
 */
export type CallBackDay = "today" | "tomorrow";

export function callBackDay(at: Date): CallBackDay | null {
  const notice = callBackNotice(at);
  if (!notice) return null;
  return notice.includes("내일") ? "tomorrow" : "today";
}

/** The notice for a day named in a URL; anything else (a tampered link) shows none. */
export function callBackNoticeOf(day: string | null | undefined): string | null {
  // A Seoul hour in each case (09:00 and 23:00), so the words come from the one place that writes them.
  if (day === "today") return callBackNotice(new Date(Date.UTC(2000, 0, 1, 0)));
  if (day === "tomorrow") return callBackNotice(new Date(Date.UTC(2000, 0, 1, 14)));
  return null;
}

/** `?quote=sent` plus the call-back day when the lead arrived out of hours. */
export function sentQuery(param: "inquiry" | "quote", at: Date): string {
  const day = callBackDay(at);
  return `?${param}=sent${day ? `&callback=${day}` : ""}`;
}
