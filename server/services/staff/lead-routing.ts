import { and, asc, eq, sql } from "drizzle-orm";
import { type LeadRoutingMode, leadRoutingSchema, nextInRotation } from "#domain/staff";
import type { AppContext, DbOrTx } from "#server/context";
import { leadRouting, users } from "#server/db/schema";
import { parseInput } from "#server/errors";
import { type Actor, recordAudit } from "#server/shared/audit";

/** How new leads get an owner (수동 when the row is missing). */
export async function getLeadRouting(db: DbOrTx): Promise<LeadRoutingMode> {
  const [row] = await db.select({ mode: leadRouting.mode }).from(leadRouting).where(eq(leadRouting.id, 1));
  return row?.mode ?? "manual";
}

/** The 대표 관리자 chooses how new leads get an owner; audited. */
export async function setLeadRouting(ctx: AppContext, actor: Actor, input: unknown): Promise<LeadRoutingMode> {
  const { mode } = parseInput(leadRoutingSchema, input);
  await ctx.db.transaction(async (tx) => {
    const from = await getLeadRouting(tx);
    await tx
      .insert(leadRouting)
      .values({ id: 1, mode })
      .onConflictDoUpdate({ target: leadRouting.id, set: { mode, updatedAt: sql`now()` } });
    await recordAudit(tx, actor, { action: "update", entity: "lead_routing", entityId: 1, detail: { from, to: mode } });
  });
  return mode;
}

/**
 * The owner routing gives a new lead, inside the lead's transaction: the next enabled 상담원 (on duty, for
 * 근무 중인 상담원) after the last one given a lead, or null (수동, or nobody to give it to). The routing row stays
 * locked until the transaction ends, so leads arriving together, on any process, take turns; the caller records
 * the choice with `routedTo` once the lead is stored.
 */
export async function routedOwner(tx: DbOrTx): Promise<number | null> {
  const [routing] = await tx
    .select({ mode: leadRouting.mode, last: leadRouting.lastAssigneeId })
    .from(leadRouting)
    .where(eq(leadRouting.id, 1))
    .for("update");
  if (!routing || routing.mode === "manual") return null;
  const candidates = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, "admin"),
        eq(users.staffRole, "consultant"),
        eq(users.disabled, false),
        routing.mode === "on_duty" ? eq(users.onDuty, true) : undefined,
      ),
    )
    .orderBy(asc(users.id));
  return nextInRotation(
    candidates.map((c) => c.id),
    routing.last,
  );
}

/** The rotation goes on from this owner. */
export async function routedTo(tx: DbOrTx, owner: number): Promise<void> {
  await tx.update(leadRouting).set({ lastAssigneeId: owner, updatedAt: sql`now()` }).where(eq(leadRouting.id, 1));
}
