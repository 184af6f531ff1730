import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { verifyPassword } from "#server/auth/passwords";
import type { AppContext } from "#server/context";
import { users } from "#server/db/schema";

/** Where the demo seed keeps the demo admin's name and password, in DATA_DIR (readable only by its owner). */
export const DEMO_ADMIN_FILE = "demo-admin.json";

export function readKeptAdmin(file: string): { username: string; password: string } | null {
  try {
    const kept = JSON.parse(readFileSync(file, "utf8")) as { username?: unknown; password?: unknown };
    return typeof kept.username === "string" && typeof kept.password === "string"
      ? { username: kept.username, password: kept.password }
      : null;
  } catch {
    return null;
  }
}

/** The last answer of `demoAdminPasswordInUse`, per stored hash and kept password: one argon2 check for each. */
let lastCheck: { key: string; inUse: boolean } | null = null;

/**
 * Whether the demo admin still signs in with the password the demo seed made: the site is then guarded by a
 * password written in a file beside its data, not one a person chose. False once that account's password was
 * changed (`npm run admin:create`), the account is gone or disabled, or the file is.
 */
export async function demoAdminPasswordInUse(ctx: AppContext): Promise<boolean> {
  const kept = readKeptAdmin(path.join(ctx.config.dataDir, DEMO_ADMIN_FILE));
  if (!kept) return false;
  const [account] = await ctx.db
    .select({ passwordHash: users.passwordHash, disabled: users.disabled })
    .from(users)
    .where(and(eq(users.username, kept.username), eq(users.role, "admin")));
  if (!account || account.disabled) return false;
  const key = `${account.passwordHash}\n${createHash("sha256").update(kept.password).digest("hex")}`;
  if (lastCheck?.key !== key) lastCheck = { key, inUse: await verifyPassword(account.passwordHash, kept.password) };
  return lastCheck.inUse;
}
