import { inquirySchema } from "#domain/inquiry";
import type { AppContext } from "#server/context";
import { submitPublicForm } from "./form-limit";
import { scopedIdempotencyKey } from "./idempotency";
import { recordLead } from "./record-lead";

export interface Submitted {
  id: number;
  /** True when the idempotency key was seen before: nothing new was stored. */
  replayed: boolean;
}

/**
 * Stores a consultation request from the home form, the API or a vehicle page's quote form, with the plan,
 * page and first-touch attribution the form sent. The same idempotency key stores once and answers the
 * first id (double clicks, retried requests). Only accepted posts count toward the per-IP form limit.
 */
export async function submitInquiry(ctx: AppContext, input: unknown, client: { bucket: string }): Promise<Submitted> {
  return submitPublicForm(ctx, client.bucket, inquirySchema, input, (valid) => {
    const { website: _honeypot, idempotencyKey: clientKey, ...fields } = valid;
    const idempotencyKey = scopedIdempotencyKey(clientKey, fields.name, fields.contact, fields.vehicle, fields.region);
    return recordLead(ctx, {
      ...fields,
      plan: fields.plan ?? null,
      vehicleSlug: fields.vehicleSlug || null,
      pageUrl: fields.pageUrl || null,
      attribution: fields.attribution && Object.keys(fields.attribution).length > 0 ? fields.attribution : null,
      idempotencyKey,
    });
  });
}
