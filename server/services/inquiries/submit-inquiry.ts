import { eq } from "drizzle-orm";
import { inquirySchema } from "../../../domain/inquiry";
import type { AppContext } from "../../context";
import { inquiries } from "../../db/schema";
import { parseInput } from "../../http/errors";
import { enforcePublicFormLimit } from "./form-limit";
import { scopedIdempotencyKey } from "./idempotency";

export interface Submitted {
  id: number;
  /** True when the idempotency key was seen before: nothing new was stored. */
  replayed: boolean;
}

/**
 * Stores a consultation request from the home form, the API or a vehicle page's quote dialog. The same
 * idempotency key stores once and answers the first id (double clicks, retried requests).
 */
export async function submitInquiry(ctx: AppContext, input: unknown, client: { bucket: string }): Promise<Submitted> {
  await enforcePublicFormLimit(ctx, client.bucket);
  const { website: _honeypot, idempotencyKey: clientKey, ...fields } = parseInput(inquirySchema, input);
  const idempotencyKey = scopedIdempotencyKey(clientKey, fields.name, fields.contact, fields.vehicle, fields.region);
  const [row] = await ctx.db
    .insert(inquiries)
    .values({ ...fields, idempotencyKey })
    .onConflictDoNothing({ target: inquiries.idempotencyKey })
    .returning({ id: inquiries.id });
  if (row) return { id: row.id, replayed: false };
  const [first] = await ctx.db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.idempotencyKey, idempotencyKey ?? ""));
  if (!first) throw new Error("idempotent inquiry vanished");
  return { id: first.id, replayed: true };
}
