import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, lt, ne } from "drizzle-orm";
import type { StaffRole } from "#domain/staff";
import type { AppContext, DbOrTx } from "#server/context";
import { sessions, users } from "#server/db/schema";
import { noticeToInstances } from "#server/shared/instance-notices";

export const SESSION_COOKIE = "sid";
/** A browser session (no 자동 로그인), and every admin session, still ends on the server after this. */
export const SESSION_TTL_MS = 12 * 3600_000;
/** 자동 로그인 keeps a partner signed in this long. Admins never get it: their sessions stay under a day. */
export const PERSISTENT_SESSION_TTL_MS = 30 * 24 * 3600_000;

export type Role = "admin" | "partner";

export interface SessionUser {
  id: number;
  username: string;
  role: Role;
  displayName: string;
  /** An admin's level (대표 관리자, 상담원); null for a partner. */
  staffRole: StaffRole | null;
  /** Signed in with a one-time password that is still to be changed. */
  mustChangePassword: boolean;
}

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/**
 * Creates a fresh session (a new random id on every login, so a planted id is never promoted). Only a partner
 * who ticked 자동 로그인 gets a session longer than a day; an admin's is a browser session whatever is asked.
 */
export async function createSession(
  ctx: AppContext,
  userId: number,
  wantsPersistent: boolean,
  role: Role,
): Promise<{ token: string; expiresAt: Date; persistent: boolean }> {
  const persistent = wantsPersistent && role === "partner";
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + (persistent ? PERSISTENT_SESSION_TTL_MS : SESSION_TTL_MS));
  await ctx.db.insert(sessions).values({ idHash: hashToken(token), userId, persistent, expiresAt });
  return { token, expiresAt, persistent };
}

/**
 * How long a looked-up session is trusted before the database is asked again. Every admin and partner request
 * looks its session up; on the embedded database that lookup is a large share of a request. Sign-out on this
 * process takes effect at once; on another process of the same site as soon as it hears of it (PostgreSQL
 * notifications), and within this time at most.
 */
const SESSION_RECHECK_MS = 2_000;
const MAX_REMEMBERED_SESSIONS = 10_000;
/** A null user marks a session signed out here: a lookup that raced the sign-out must not bring it back. */
const remembered = new WeakMap<AppContext, Map<string, { user: SessionUser | null; until: number }>>();

function rememberedSessions(ctx: AppContext) {
  const known = remembered.get(ctx);
  if (known) return known;
  const map = new Map<string, { user: SessionUser | null; until: number }>();
  remembered.set(ctx, map);
  return map;
}

export async function findSessionUser(ctx: AppContext, token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > 100) return null;
  const idHash = hashToken(token);
  const memo = rememberedSessions(ctx);
  const known = memo.get(idHash);
  if (known && known.until > Date.now()) return known.user;
  const [row] = await ctx.db
    .select({
      id: users.id,
      username: users.username,
      role: users.role,
      displayName: users.displayName,
      staffRole: users.staffRole,
      mustChangePassword: users.mustChangePassword,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, new Date()), eq(users.disabled, false)));
  if (!row) return null;
  const { expiresAt, ...user } = row;
  const signedOut = memo.get(idHash);
  if (signedOut && signedOut.user === null && signedOut.until > Date.now()) return null;
  if (memo.size >= MAX_REMEMBERED_SESSIONS) memo.clear();
  memo.set(idHash, { user, until: Math.min(Date.now() + SESSION_RECHECK_MS, expiresAt.getTime()) });
  return user;
}

/** Ends a session here at once, and on the other instances as soon as they hear of it (`signedOutElsewhere`). */
export async function destroySession(ctx: AppContext, token: string | undefined): Promise<void> {
  if (!token) return;
  const idHash = hashToken(token);
  signedOutElsewhere(ctx, idHash);
  await ctx.db.delete(sessions).where(eq(sessions.idHash, idHash));
  await noticeToInstances(ctx, ctx.db, "signed-out", idHash);
}

/** A session another instance signed out: refused here from now on, not after this process's lookup expires. */
export function signedOutElsewhere(ctx: AppContext, idHash: string): void {
  rememberedSessions(ctx).set(idHash, { user: null, until: Date.now() + SESSION_RECHECK_MS });
}

/**
 * Ends every session of an account (suspended or revoked partner), inside the caller's transaction; returns the
 * ended sessions' ids for `forgetSessions` once that transaction has committed.
 */
export async function endUserSessions(db: DbOrTx, userId: number): Promise<string[]> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ idHash: sessions.idHash });
  return ended.map((row) => row.idHash);
}

/**
 * Makes this process refuse the ended sessions at once, rather than within SESSION_RECHECK_MS: each is marked
 * signed out (so a lookup that raced the change cannot bring it back), and so is any other remembered session of
 * the account. Other processes see the change within SESSION_RECHECK_MS.
 */
export function forgetSessions(ctx: AppContext, userId: number, idHashes: readonly string[]): void {
  const memo = rememberedSessions(ctx);
  const signedOut = { user: null, until: Date.now() + SESSION_RECHECK_MS };
  for (const idHash of idHashes) memo.set(idHash, signedOut);
  for (const [idHash, known] of memo) if (known.user?.id === userId) memo.set(idHash, signedOut);
}

/**
 * The account's sessions are looked up afresh on this process at their next request (its role or password state
 * changed); other processes see the change within SESSION_RECHECK_MS.
 */
export function accountChanged(ctx: AppContext, userId: number): void {
  const memo = rememberedSessions(ctx);
  for (const [idHash, known] of memo) if (known.user?.id === userId) memo.delete(idHash);
}

/** Ends every session of the account but the one of `keepToken` (a password change), in the caller's transaction. */
export async function endOtherSessions(db: DbOrTx, userId: number, keepToken: string | undefined): Promise<string[]> {
  const keep = keepToken ? hashToken(keepToken) : "";
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, keep)))
    .returning({ idHash: sessions.idHash });
  return ended.map((row) => row.idHash);
}

export async function purgeExpiredSessions(ctx: AppContext): Promise<void> {
  await ctx.db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
