import { and, eq } from "drizzle-orm";
import {
  CANNOT_CHANGE_OWN_ROLE,
  CANNOT_DISABLE_SELF,
  LAST_OWNER,
  STAFF_NOT_FOUND,
  staffUpdateSchema,
} from "#domain/staff";
import { accountChanged, endUserSessions, forgetSessions } from "#server/auth/sessions";
import type { AppContext, DbOrTx } from "#server/context";
import { users } from "#server/db/schema";
import { HttpError, notFound, parseInput } from "#server/errors";
import { type Actor, recordAudit } from "#server/shared/audit";
import { noticeToInstances } from "#server/shared/instance-notices";

/**
 * The staff account row, locked, with every enabled 대표 관리자 locked as well: two changes at once cannot both
 * take away the last one.
 */
export async function lockedStaff(tx: DbOrTx, id: number) {
  const owners = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.staffRole, "owner"), eq(users.disabled, false)))
    .for("update");
  const [row] = await tx
    .select({ id: users.id, staffRole: users.staffRole, disabled: users.disabled })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, "admin")))
    .for("update");
  if (!row) throw notFound(STAFF_NOT_FOUND);
  return { row, owners: owners.map((o) => o.id) };
}

/**
 * Disables or re-enables a staff account, or changes its role (대표 관리자 ↔ 상담원). Nobody disables or demotes
 * themselves, nor the last enabled 대표 관리자. A disabled account's sessions end at once (its next request is
 * signed out); its leads keep their owner and history and can be given to someone else.
 */
export async function updateStaff(ctx: AppContext, actor: Actor, id: number, input: unknown): Promise<void> {
  const change = parseInput(staffUpdateSchema, input);
  const ended = await ctx.db.transaction(async (tx) => {
    const { row, owners } = await lockedStaff(tx, id);
    const losesOwner =
      row.staffRole === "owner" &&
      !row.disabled &&
      (change.disabled === true || (change.staffRole !== undefined && change.staffRole !== "owner"));
    if (id === actor.id && change.disabled === true) throw new HttpError(409, CANNOT_DISABLE_SELF);
    if (id === actor.id && change.staffRole !== undefined && change.staffRole !== row.staffRole)
      throw new HttpError(409, CANNOT_CHANGE_OWN_ROLE);
    if (losesOwner && owners.filter((o) => o !== id).length === 0) throw new HttpError(409, LAST_OWNER);
    await tx
      .update(users)
      .set({
        ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
        ...(change.disabled === true ? { onDuty: false } : {}),
        ...(change.staffRole !== undefined ? { staffRole: change.staffRole } : {}),
      })
      .where(eq(users.id, id));
    const ended = change.disabled === true && !row.disabled ? await endUserSessions(tx, id) : [];
    if (change.disabled !== undefined && change.disabled !== row.disabled)
      await recordAudit(tx, actor, {
        action: change.disabled ? "disable" : "enable",
        entity: "staff",
        entityId: id,
        detail: { sessionsEnded: ended.length },
      });
    if (change.staffRole !== undefined && change.staffRole !== row.staffRole)
      await recordAudit(tx, actor, {
        action: "role",
        entity: "staff",
        entityId: id,
        detail: { from: row.staffRole, to: change.staffRole },
      });
    for (const idHash of ended) await noticeToInstances(ctx, tx, "signed-out", idHash);
    return ended;
  });
  // Looked up afresh (a new role), the ended ones refused at once.
  accountChanged(ctx, id);
  forgetSessions(ctx, id, ended);
}
