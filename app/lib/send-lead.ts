/**
 * Sending a lead from the browser: `POST /api/inquiries`, read into what a form shows. Small and free of zod,
 * so a page can carry it without the schema.
 */
import { phoneDigits } from "../../domain/phone";
import { apiRequest, sendBeacon } from "./api-client";

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

/** A fresh key per submission attempt, so a resent request is stored once (randomUUID needs a secure context). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Counts an opened quote dialog for the dashboard's funnel. Fire and forget: it never holds the dialog up, and
 * a failure (offline, an older server without the endpoint) is nobody's concern but the count's.
 */
export function countQuoteOpen(path: string): void {
  sendBeacon("/api/quote-opens", { path });
}
