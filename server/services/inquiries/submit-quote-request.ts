import { eq } from "drizzle-orm";
import { quoteRequestSchema } from "../../../domain/inquiry";
import type { AppContext } from "../../context";
import { quoteRequests } from "../../db/schema";
import { parseInput } from "../../http/errors";
import { enforcePublicFormLimit } from "./form-limit";
import { scopedIdempotencyKey } from "./idempotency";
import type { Submitted } from "./submit-inquiry";

/** Stores a quote request (`POST /api/quote-requests`), once per idempotency key. */
export async function submitQuoteRequest(ctx: AppContext, input: unknown, client: { bucket: string }): Promise<Submitted> {
  await enforcePublicFormLimit(ctx, client.bucket);
  const { website: _honeypot, idempotencyKey: clientKey, ...fields } = parseInput(quoteRequestSchema, input);
  const idempotencyKey = scopedIdempotencyKey(clientKey, fields.customerName, fields.customerPhone, fields.specialOptions);
  const [row] = await ctx.db
    .insert(quoteRequests)
    .values({ ...fields, idempotencyKey })
    .onConflictDoNothing({ target: quoteRequests.idempotencyKey })
    .returning({ id: quoteRequests.id });
  if (row) return { id: row.id, replayed: false };
  const [first] = await ctx.db.select({ id: quoteRequests.id }).from(quoteRequests).where(eq(quoteRequests.idempotencyKey, idempotencyKey ?? ""));
  if (!first) throw new Error("idempotent quote request vanished");
  return { id: first.id, replayed: true };
}
