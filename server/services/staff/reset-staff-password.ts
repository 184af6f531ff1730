import { eq } from "drizzle-orm";
import { OWN_PASSWORD_ELSEWHERE } from "#domain/staff";
import { hashPassword } from "#server/auth/passwords";
import { endUserSessions, forgetSessions } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { users } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { type Actor, recordAudit } from "#server/shared/audit";
import { noticeToInstances } from "#server/shared/instance-notices";
import { oneTimePassword } from "./one-time-password";
import { lockedStaff } from "./update-staff";

/**
 * The 대표 관리자 gives a staff account a new one-time password (answered once): the old one stops working, the
 * account's sessions end, and its holder changes the new one at the next sign-in.
 */
export async function resetStaffPassword(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ oneTimePassword: string }> {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const ended = await ctx.db.transaction(async (tx) => {
    if (id === actor.id) throw new HttpError(409, OWN_PASSWORD_ELSEWHERE);
    await lockedStaff(tx, id);
    await tx.update(users).set({ passwordHash, mustChangePassword: true }).where(eq(users.id, id));
    const ended = await endUserSessions(tx, id);
    await recordAudit(tx, actor, {
      action: "reset_password",
      entity: "staff",
      entityId: id,
      detail: { sessionsEnded: ended.length },
    });
    for (const idHash of ended) await noticeToInstances(ctx, tx, "signed-out", idHash);
    return ended;
  });
  forgetSessions(ctx, id, ended);
  return { oneTimePassword: password };
}
