import { eq } from "drizzle-orm";
import { passwordProblem } from "#domain/password";
import type { AppContext } from "#server/context";
import { users } from "#server/db/schema";
import { hashPassword } from "./passwords";

/**
 * Creates the admin account, or resets its password when it exists (used at start-up and by admin:create).
 * The password must pass the same rule as every new password; the callers say why before getting here.
 */
export async function ensureAdmin(ctx: AppContext, username: string, password: string): Promise<void> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const passwordHash = await hashPassword(password);
  const [existing] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing) {
    await ctx.db.update(users).set({ passwordHash, role: "admin", disabled: false }).where(eq(users.id, existing.id));
    return;
  }
  await ctx.db.insert(users).values({ username, passwordHash, role: "admin", displayName: "관리자" });
}
