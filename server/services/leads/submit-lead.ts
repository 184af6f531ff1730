import { inquirySchema } from "#domain/inquiry";
import { leadPlanOfQuote } from "#domain/issued-quote";
import type { AppContext } from "#server/context";
import { findQuote } from "#server/services/quotes/issue-quote";
import { scopedIdempotencyKey } from "./idempotency";
import { takeInLead } from "./lead-intake";
import type { LeadClient, Submitted } from "./record-lead";

/**
 * Stores a consultation request from the home form, the API or a vehicle page's quote form, with the plan,
 * page and first-touch attribution the form sent. The same idempotency key stores once and answers the
 * first id (double clicks, retried requests). A valid one is never refused: what looks like a bot or a flood is
 * held as 스팸 의심 (lead-intake.ts).
 */
export async function submitLead(ctx: AppContext, input: unknown, client: LeadClient): Promise<Submitted> {
  return takeInLead(ctx, client, inquirySchema, await withQuotedPlan(ctx, input), (valid) => {
    const { website, formStartedAt, fillMs, idempotencyKey: clientKey, ...fields } = valid;
    const idempotencyKey = scopedIdempotencyKey(clientKey, fields.name, fields.contact, fields.vehicle, fields.region);
    return {
      lead: {
        ...fields,
        plan: fields.plan ?? null,
        vehicleSlug: fields.vehicleSlug || null,
        pageUrl: fields.pageUrl || null,
        attribution: fields.attribution && Object.keys(fields.attribution).length > 0 ? fields.attribution : null,
        idempotencyKey,
      },
      signals: { website, formStartedAt, fillMs },
    };
  });
}

/**
 * A lead sent from a 견적서 names its token; the car and plan are then the quote's as it was issued, read here from
 * the stored quote, whatever the post says of them (a page or a script could send any plan). A token that names no
 * quote is left out, like any other malformed value: the lead would point staff at a quote that is not there, and
 * the customer's details are no less real for it. (The 견적서 page's own form refuses a post to an unknown quote.)
 */
async function withQuotedPlan(ctx: AppContext, input: unknown): Promise<unknown> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) return input;
  const token = (input as { quoteToken?: unknown }).quoteToken;
  if (typeof token !== "string" || !token.trim()) return input;
  const quote = await findQuote(ctx, token.trim());
  if (!quote) {
    const { quoteToken: _unknown, ...rest } = input as Record<string, unknown>;
    return rest;
  }
  const { vehicle, plan } = quote.snapshot;
  return {
    ...input,
    quoteToken: quote.token,
    vehicle: vehicle.name.trim() || "차량명 없음",
    vehicleSlug: vehicle.slug,
    plan: leadPlanOfQuote(plan),
  };
}
