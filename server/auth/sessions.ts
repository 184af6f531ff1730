import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt } from "drizzle-orm";
import type { AppContext } from "../context";
import { sessions, users } from "../db/schema";

export const SESSION_COOKIE = "sid";
/** A browser session (no 자동 로그인) still ends on the server after this. */
export const SESSION_TTL_MS = 12 * 3600_000;
/** 자동 로그인 keeps a partner signed in this long. */
export const PERSISTENT_SESSION_TTL_MS = 30 * 24 * 3600_000;

export type Role = "admin" | "partner";

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  displayName: string;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates a fresh session (a new random id on every login, so a planted id is never promoted). */
export async function createSession(
  ctx: AppContext,
  userId: number,
  persistent: boolean,
): Promise<{ token: string; expiresAt: Date; persistent: boolean }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + (persistent ? PERSISTENT_SESSION_TTL_MS : SESSION_TTL_MS));
  await ctx.db.insert(sessions).values({ idHash: hashToken(token), userId, persistent, expiresAt });
  return { token, expiresAt, persistent };
}

export async function findSessionUser(ctx: AppContext, token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const [row] = await ctx.db
    .select({ id: users.id, username: users.username, role: users.role, displayName: users.displayName })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, hashToken(token)), gt(sessions.expiresAt, new Date()), eq(users.disabled, false)));
  return row ?? null;
}

export async function destroySession(ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) return;
  await ctx.db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
}

export async function purgeExpiredSessions(ctx: AppContext): Promise<void> {
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
