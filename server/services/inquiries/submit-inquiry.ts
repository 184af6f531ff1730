import { inquirySchema } from "#domain/inquiry";
import type { AppContext } from "#server/context";
import { scopedIdempotencyKey } from "./idempotency";
import { type LeadClient, submitLead } from "./lead-intake";

export interface Submitted {
  id: number;
  /** True when the idempotency key was seen before: nothing new was stored. */
  replayed: boolean;
}

/**
 * Stores a consultation request from the home form, the API or a vehicle page's quote form, with the plan,
 * page and first-touch attribution the form sent. The same idempotency key stores once and answers the
 * first id (double clicks, retried requests). A valid one is never refused: what looks like a bot or a flood is
 * held as 스팸 의심 (lead-intake.ts).
 */
export async function submitInquiry(ctx: AppContext, input: unknown, client: LeadClient): Promise<Submitted> {
  return submitLead(ctx, client, inquirySchema, input, (valid) => {
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
