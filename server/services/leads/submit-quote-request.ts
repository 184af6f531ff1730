import { quoteRequestSchema } from "#domain/inquiry";
import type { AppContext } from "#server/context";
import { parseCountingRefusals } from "#server/shared/form-limit";
import { scopedIdempotencyKey } from "./idempotency";
import { takeInLead } from "./lead-intake";
import type { LeadClient, Submitted } from "./record-lead";

/**
 * Stores a quote request (`POST /api/quote-requests`) as a lead in the one list: the driver-age choice
 * (specialOptions) goes where the other forms keep it. Once per idempotency key; taken in as every lead form is
 * (lead-intake.ts).
 */
export async function submitQuoteRequest(ctx: AppContext, input: unknown, client: LeadClient): Promise<Submitted> {
  const valid = await parseCountingRefusals(ctx, client.bucket, quoteRequestSchema, input);
  const { website, formStartedAt, fillMs, idempotencyKey: clientKey, agreeToPrivacy: _consented, ...fields } = valid;
  const idempotencyKey = scopedIdempotencyKey(
    clientKey,
    fields.customerName,
    fields.customerPhone,
    fields.specialOptions,
  );
  const lead = {
    name: fields.customerName,
    contact: fields.customerPhone,
    region: fields.specialOptions,
    vehicle: "",
    source: "quote-request" as const,
    callTime: fields.callTime,
    customerType: fields.customerType,
    idempotencyKey,
  };
  return takeInLead(ctx, client, lead, { website, formStartedAt, fillMs });
}
