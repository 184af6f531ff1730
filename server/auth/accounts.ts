import type { AppContext } from "#server/context";
import { users } from "#server/db/schema";
import { newPasswordProblem } from "./common-passwords";
import { hashPassword } from "./passwords";

/**
 * Creates the admin account (a 대표 관리자), or resets its password when it exists (used at start-up and by admin:create).
 * The password must pass the same rule as every new password; the callers say why before getting here.
 */
export async function ensureAdmin(ctx: AppContext, username: string, password: string): Promise<void> {
  const problem = newPasswordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  // One statement: instances started together on a new database each create the first admin, and a look-up then
  // an insert let the slower one fail on the unique name and stop.
  await ctx.db
    .insert(users)
    .values({ username, passwordHash, role: "admin", staffRole: "owner", displayName: "관리자" })
    .onConflictDoUpdate({
      target: users.username,
      set: { passwordHash, role: "admin", staffRole: "owner", disabled: false, mustChangePassword: false },
    });
}
