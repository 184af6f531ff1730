import { eq } from "drizzle-orm";
import { CURRENT_PASSWORD_WRONG, passwordChangeSchema } from "#domain/staff";
import { isCommonPassword } from "#server/auth/common-passwords";
import { hashPassword, verifyPassword } from "#server/auth/passwords";
import { accountChanged, endOtherSessions, forgetSessions, type SessionUser } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { users } from "#server/db/schema";
import { HttpError, parseInput } from "#server/errors";
import { recordAudit } from "#server/shared/audit";
import { noticeToInstances } from "#server/shared/instance-notices";

/**
 * Anyone signed in to the admin changes their own password: the current one, then a new one by the rule of every
 * new password (length, not a common one). A one-time password stops being one; the account's other sessions end
 * and this one goes on.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  user: SessionUser,
  input: unknown,
  currentToken: string | undefined,
): Promise<void> {
  const { currentPassword, newPassword } = parseInput(passwordChangeSchema(isCommonPassword), input);
  const [row] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!row || !(await verifyPassword(row.passwordHash, currentPassword)))
    throw new HttpError(400, CURRENT_PASSWORD_WRONG, { currentPassword: CURRENT_PASSWORD_WRONG });
  const passwordHash = await hashPassword(newPassword);
  const ended = await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, mustChangePassword: false }).where(eq(users.id, user.id));
    const ended = await endOtherSessions(tx, user.id, currentToken);
    await recordAudit(tx, user, {
      action: "change_password",
      entity: "account",
      entityId: user.id,
      detail: { oneTime: user.mustChangePassword, sessionsEnded: ended.length },
    });
    for (const idHash of ended) await noticeToInstances(ctx, tx, "signed-out", idHash);
    return ended;
  });
  // This session is looked up afresh (no longer a one-time password), the ended ones refused at once.
  accountChanged(ctx, user.id);
  forgetSessions(ctx, user.id, ended);
}
