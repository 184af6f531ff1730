import { and, desc, eq, gte, sql } from "drizzle-orm";
import { REPEAT_WINDOW_DAYS } from "#domain/lead";
import type { AppContext, DbOrTx } from "#server/context";
import { inquiries } from "#server/db/schema";
import { leadsChanged } from "#server/services/admin/lead-answers";
import { alertChannels, enqueueLeadAlerts } from "#server/services/notifications/outbox";
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
  const since = new Date(Date.now() - REPEAT_WINDOW_DAYS * 24 * 3600_000);
  // The repeat link is looked up inside the insert: one statement holds the tally rows its triggers update for
  // the shortest time, which is what bounds how many leads a second the database takes.
  const earlier = ctx.db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(eq(inquiries.contact, fields.contact), gte(inquiries.createdAt, since)))
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(1);
  const insert = (db: DbOrTx) =>
    db
      .insert(inquiries)
      .values({ ...fields, repeatOfId: sql`(${earlier})` })
      .onConflictDoNothing({ target: inquiries.idempotencyKey })
      .returning({ id: inquiries.id });
  // With alerts off the lead is the one write, so it needs no transaction of its own.
  const submitted =
    alertChannels(ctx).length === 0
      ? await storedOrReplayed(ctx.db, (await insert(ctx.db))[0], fields)
      : await ctx.db.transaction(async (tx) => {
          const [row] = await insert(tx);
          if (row) await enqueueLeadAlerts(ctx, tx, row.id);
          return storedOrReplayed(tx, row, fields);
        });
  if (!submitted.replayed) {
    leadsChanged(ctx);
    nudgeLeadAlerts(ctx);
  }
  return submitted;
}

/** The new lead's id, or, when the idempotency key was stored before, the first lead's. */
async function storedOrReplayed(db: DbOrTx, row: { id: number } | undefined, fields: LeadFields): Promise<Submitted> {
  if (row) return { id: row.id, replayed: false };
  const [first] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(eq(inquiries.idempotencyKey, fields.idempotencyKey ?? ""));
  if (!first) throw new Error("idempotent lead vanished");
  return { id: first.id, replayed: true };
}
