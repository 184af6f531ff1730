import { type BusinessHours, DEFAULT_BUSINESS_HOURS, nextOpening, openingNotice, parseOpening } from "./business-hours";

/**
 * The out-of-hours notice carried through a redirect (`?callback=2026-12-07T09:00`, Seoul time): a page kept for
 * every visitor can only depend on its URL, so the form's answer carries when staff next start calling, and the page
 * writes the words from that alone, naming the date (오늘 or 내일 would go stale while the page is kept).
 */
export function callBackOpening(at: Date, hours: BusinessHours = DEFAULT_BUSINESS_HOURS): string | null {
  return nextOpening(hours, at);
}

/** The notice for an opening named in a URL; anything else (a tampered link) shows none. */
export function callBackNoticeOf(value: string | null | undefined): string | null {
  return parseOpening(value) ? openingNotice(value as string) : null;
}

/** `?quote=sent` plus the next opening when the lead arrived out of hours. */
export function sentQuery(param: "inquiry" | "quote", at: Date, hours: BusinessHours = DEFAULT_BUSINESS_HOURS): string {
  const opening = callBackOpening(at, hours);
  return `?${param}=sent${opening ? `&callback=${opening}` : ""}`;
}
