import { and, eq, sql } from "drizzle-orm";
import { LEAD_NOT_FOUND, type LeadDetail, type LeadEvent } from "#domain/lead";
import { LEAD_ASSIGNEE_INVALID, leadUpdateSchema } from "#domain/lead-update";
import type { AppContext } from "#server/context";
import { inquiries, leadEvents, users } from "#server/db/schema";
import { HttpError, notFound, parseInput } from "#server/errors";
import { countInTally } from "#server/services/site/daily-tallies";
import { type Actor, recordAudit } from "#server/shared/audit";
import { getLead } from "./get-lead";
import { leadsChanged } from "./lead-answers";

type Change = { kind: LeadEvent["kind"]; fromValue: string | null; toValue: string | null };

const iso = (at: Date | null) => (at ? at.toISOString() : null);

/**
 * Staff work a lead: status, a new memo, the owner, the call-back time. One transaction writes the row, one
 * history entry per changed field (from → to), the audit entry (field names only: a memo is personal) and a
 * count in the `lead_updates` tally, which tells every instance's kept list pages that they are stale. A
 * change to what the lead already has records nothing. Answers the lead as it now is.
 */
export async function updateLead(ctx: AppContext, actor: Actor, id: number, input: unknown): Promise<LeadDetail> {
  const update = parseInput(leadUpdateSchema, input);
  await ctx.db.transaction(async (tx) => {
    // Locked, so two people changing one lead at once each see the other's result as their "from".
    const [current] = await tx
      .select({
        status: inquiries.status,
        memo: inquiries.memo,
        assigneeId: inquiries.assigneeId,
        followUpAt: inquiries.followUpAt,
      })
      .from(inquiries)
      .where(eq(inquiries.id, id))
      .for("update");
    if (!current) throw notFound(LEAD_NOT_FOUND);

    const changes: Change[] = [];
    const set: Partial<typeof inquiries.$inferInsert> = {};
    if (update.status !== undefined && update.status !== current.status) {
      changes.push({ kind: "status", fromValue: current.status, toValue: update.status });
      set.status = update.status;
    }
    if (update.memo !== undefined && update.memo !== current.memo) {
      changes.push({ kind: "memo", fromValue: null, toValue: update.memo });
      set.memo = update.memo;
    }
    if (update.assigneeId !== undefined && update.assigneeId !== current.assigneeId) {
      if (update.assigneeId !== null) {
        const [owner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.id, update.assigneeId), eq(users.role, "admin"), eq(users.disabled, false)));
        if (!owner) throw new HttpError(400, LEAD_ASSIGNEE_INVALID, { assigneeId: LEAD_ASSIGNEE_INVALID });
      }
      changes.push({
        kind: "assignee",
        fromValue: current.assigneeId?.toString() ?? null,
        toValue: update.assigneeId?.toString() ?? null,
      });
      set.assigneeId = update.assigneeId;
    }
    if (update.followUpAt !== undefined && update.followUpAt !== iso(current.followUpAt)) {
      changes.push({ kind: "follow_up", fromValue: iso(current.followUpAt), toValue: update.followUpAt });
      set.followUpAt = update.followUpAt === null ? null : new Date(update.followUpAt);
    }

    if (changes.length > 0) {
      await tx
        .update(inquiries)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(inquiries.id, id));
      await tx.insert(leadEvents).values(changes.map((c) => ({ ...c, inquiryId: id, actorUserId: actor.id })));
      await recordAudit(tx, actor, {
        action: "update",
        entity: "inquiry",
        entityId: id,
        detail: { fields: changes.map((c) => c.kind).join(",") },
      });
      await countInTally(tx, "lead_updates");
    }
  });
  leadsChanged(ctx);
  // Read after the commit (the detail's reads go out together, which a transaction's one connection cannot take).
  return getLead(ctx, id);
}
