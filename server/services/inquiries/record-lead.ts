import { and, desc, eq, gte } from "drizzle-orm";
import { REPEAT_WINDOW_DAYS } from "#domain/lead";
import type { AppContext } from "#server/context";
import { inquiries } from "#server/db/schema";
import { enqueueLeadAlerts } from "#server/services/notifications/outbox";
import { nudgeLeadAlerts } from "#server/services/notifications/worker";
import type { Submitted } from "./submit-inquiry";

export type LeadFields = Omit<
  typeof inquiries.$inferInsert,
  "id" | "status" | "assigneeId" | "followUpAt" | "memo" | "repeatOfId" | "createdAt" | "updatedAt"
>;

/**
 * Stores one lead from any form: linked to the latest earlier lead from the same number within the repeat
 * window (재문의; never merged or dropped), with its new-lead alerts in the same transaction, so an
 * acknowledged lead always has them. The same idempotency key stores once and answers the first id.
 */
export async function recordLead(ctx: AppContext, fields: LeadFields): Promise<Submitted> {
  const submitted = await ctx.db.transaction(async (tx) => {
    const since = new Date(Date.now() - REPEAT_WINDOW_DAYS * 24 * 3600_000);
    const [earlier] = await tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(and(eq(inquiries.contact, fields.contact), gte(inquiries.createdAt, since)))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(1);
    const [row] = await tx
      .insert(inquiries)
      .values({ ...fields, repeatOfId: earlier?.id ?? null })
      .onConflictDoNothing({ target: inquiries.idempotencyKey })
      .returning({ id: inquiries.id });
    if (row) {
      await enqueueLeadAlerts(ctx, tx, row.id);
      return { id: row.id, replayed: false };
    }
    const [first] = await tx
      .select({ id: inquiries.id })
      .from(inquiries)
      .where(eq(inquiries.idempotencyKey, fields.idempotencyKey ?? ""));
    if (!first) throw new Error("idempotent lead vanished");
    return { id: first.id, replayed: true };
  });
  // Committed: the alerts can go now rather than at the next poll.
  if (!submitted.replayed) nudgeLeadAlerts(ctx);
  return submitted;
}
