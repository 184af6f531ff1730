import { quoteRequestSchema } from "#domain/inquiry";
import type { AppContext } from "#server/context";
import { submitPublicForm } from "./form-limit";
import { scopedIdempotencyKey } from "./idempotency";
import { recordLead } from "./record-lead";
import type { Submitted } from "./submit-inquiry";

/**
 * Stores a quote request (`POST /api/quote-requests`) as a lead in the one list: the driver-age choice
 * (specialOptions) goes where the other forms keep it. Once per idempotency key.
 */
export async function submitQuoteRequest(
  ctx: AppContext,
  input: unknown,
  client: { bucket: string },
): Promise<Submitted> {
  return submitPublicForm(ctx, client.bucket, quoteRequestSchema, input, (valid) => {
    const { website: _honeypot, idempotencyKey: clientKey, agreeToPrivacy: _consented, ...fields } = valid;
    const idempotencyKey = scopedIdempotencyKey(
      clientKey,
      fields.customerName,
      fields.customerPhone,
      fields.specialOptions,
    );
    return recordLead(ctx, {
      name: fields.customerName,
      contact: fields.customerPhone,
      region: fields.specialOptions,
      vehicle: "",
      source: "quote-request",
      idempotencyKey,
    });
  });
}
