import { newStaffSchema, STAFF_LOGIN_ID_TAKEN } from "#domain/staff";
import { hashPassword } from "#server/auth/passwords";
import type { AppContext } from "#server/context";
import { users } from "#server/db/schema";
import { HttpError, parseInput } from "#server/errors";
import { type Actor, recordAudit } from "#server/shared/audit";
import { oneTimePassword } from "./one-time-password";

/**
 * The 대표 관리자 adds a staff account (a 상담원 unless said otherwise) with a one-time password made here, answered
 * once and stored only as its hash; its holder changes it at first sign-in.
 */
export async function createStaff(
  ctx: AppContext,
  actor: Actor,
  input: unknown,
): Promise<{ id: number; loginId: string; oneTimePassword: string }> {
  const staff = parseInput(newStaffSchema, input);
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        username: staff.loginId,
        passwordHash,
        role: "admin",
        staffRole: staff.staffRole,
        displayName: staff.name,
        phone: staff.phone,
        email: staff.email,
        mustChangePassword: true,
      })
      .onConflictDoNothing({ target: users.username })
      .returning({ id: users.id });
    if (!row) throw new HttpError(409, STAFF_LOGIN_ID_TAKEN, { loginId: STAFF_LOGIN_ID_TAKEN });
    await recordAudit(tx, actor, {
      action: "create",
      entity: "staff",
      entityId: row.id,
      detail: { staffRole: staff.staffRole },
    });
    return row.id;
  });
  return { id, loginId: staff.loginId, oneTimePassword: password };
}
