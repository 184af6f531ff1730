import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { users } from "#server/db/schema";

/**
 * The enabled admin accounts a lead can be given to (the owner select), by name. Two accounts with the same
 * display name are told apart by their login ids.
 */
export async function listAdminUsers(ctx: AppContext): Promise<{ id: number; name: string }[]> {
  const rows = await ctx.db
    .select({ id: users.id, displayName: users.displayName, username: users.username })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.disabled, false)))
    .orderBy(asc(users.id));
  const seen = new Map<string, number>();
  for (const u of rows) if (u.displayName) seen.set(u.displayName, (seen.get(u.displayName) ?? 0) + 1);
  return rows
    .map((u) => ({
      id: u.id,
      name: !u.displayName
        ? u.username
        : (seen.get(u.displayName) ?? 0) > 1
          ? `${u.displayName} (${u.username})`
          : u.displayName,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, "ko") || a.id - b.id);
}
