/**
 * Sending a lead from the browser: `POST /api/inquiries`, read into what a form shows. Small and free of zod,
 * so a page can carry it without the schema.
 */
import { type FormFields, leadBody } from "#domain/lead-body";
import type { PageLead } from "#domain/lead-form";
import { phoneDigits } from "#domain/phone";
import { apiRequest, sendBeacon } from "./api-client";
import { currentPageUrl, readAttribution } from "./attribution";

/**
 * A lead form's lead (`useLeadForm`): the one body every form sends (domain/lead-body.ts) for what the page says it
 * is about and what the visitor typed, with this page and the visit's first touch.
 */
export function sendLeadForm(lead: PageLead, data: FormFields, idempotencyKey: string, failureMessage: string) {
  const sent = { pageUrl: currentPageUrl(), attribution: readAttribution(), idempotencyKey };
  return sendLead(leadBody(lead, data, sent), failureMessage);
}

/**
 * `POST /api/inquiries`. Answers the out-of-hours call-back notice the server computed (null within call hours);
 * a refusal or a failure throws the `ApiError`, whose message is the server's words or `failureMessage`. Every
 * lead carries `fillMs`, how long the page had been open when it was sent (this page's own clock, so a wrong
 * clock on the phone does not matter): the server holds a lead sent faster than a person could type it. The
 * contact goes as its digits, as the server keeps it, however the visitor typed it.
 */
export async function sendLead(
  body: Record<string, unknown>,
  failureMessage: string,
): Promise<{ notice: string | null }> {
  const answer = await apiRequest<{ notice?: unknown } | null>(
    "POST",
    "/api/inquiries",
    {
      fillMs: Math.round(performance.now()),
      ...body,
      ...(typeof body.contact === "string" ? { contact: phoneDigits(body.contact) } : {}),
    },
    { failureMessage },
  );
  return { notice: typeof answer?.notice === "string" ? answer.notice : null };
}

/**
 * Counts an opened quote dialog for the dashboard's funnel. Fire and forget: it never holds the dialog up, and
 * a failure (offline, an older server without the endpoint) is nobody's concern but the count's.
 */
export function countQuoteOpen(path: string): void {
  sendBeacon("/api/quote-opens", { path });
}
