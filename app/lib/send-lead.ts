/**
 * Sending a lead from the browser: `POST /api/inquiries`, read into what a form shows. Small and free of zod,
 * so a page can carry it without the schema.
 */
import { ApiError, apiRequest, sendBeacon } from "./api-client";

export interface LeadAnswer {
  ok: boolean;
  /** The out-of-hours call-back notice the server computed, to add to the success message. */
  notice: string | null;
  /** The server's Korean message when it refused. */
  message?: string;
  fieldErrors: Record<string, string>;
}

export async function postInquiry(body: Record<string, unknown>): Promise<LeadAnswer> {
  try {
    // An empty failure message: a refusal without the server's words leaves the form to say its own.
    const answer = await apiRequest<{ success?: boolean; notice?: unknown } | null>("POST", "/api/inquiries", body, {
      failureMessage: "",
    });
    return {
      ok: answer?.success === true,
      notice: typeof answer?.notice === "string" ? answer.notice : null,
      fieldErrors: {},
    };
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== "http") return { ok: false, notice: null, fieldErrors: {} };
    return { ok: false, notice: null, message: error.message || undefined, fieldErrors: error.fieldErrors ?? {} };
  }
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
