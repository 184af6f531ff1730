import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { users } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { clearHits, countRecentHits, recordHit } from "#server/shared/rate-limit";
import { dummyHash, verifyPassword } from "./passwords";
import { createSession, type Role } from "./sessions";

export const WRONG_CREDENTIALS = "아이디 또는 비밀번호가 올바르지 않습니다";
export const LOGIN_THROTTLED = "로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.";

/** Failures allowed per window, per IP and per account name, before logins answer 429. */
export const LOGIN_FAILURE_LIMIT = { perIp: 20, perUser: 5, windowMs: 15 * 60_000 };

export interface LoginInput {
  username: string;
  password: string;
  role: Role;
  persistent?: boolean;
  ip: string;
}

const ipBucket = (secret: string, ip: string) =>
  `login-ip:${createHash("sha256").update(`${secret}|${ip}`).digest("hex").slice(0, 24)}`;
const userBucket = (username: string) => `login-user:${username.toLowerCase()}`;

/**
 * Checks the password on the server and opens a new session. The same message answers an unknown id and a
 * wrong password, and the same work is done for both, so neither the text nor the timing tells them apart.
 */
export async function login(ctx: AppContext, input: LoginInput) {
  const buckets = { ip: ipBucket(ctx.config.sessionSecret, input.ip), user: userBucket(input.username) };
  const [ipFailures, userFailures] = await Promise.all([
    countRecentHits(ctx, buckets.ip, LOGIN_FAILURE_LIMIT.windowMs),
    countRecentHits(ctx, buckets.user, LOGIN_FAILURE_LIMIT.windowMs),
  ]);
  if (ipFailures >= LOGIN_FAILURE_LIMIT.perIp || userFailures >= LOGIN_FAILURE_LIMIT.perUser) {
    throw new HttpError(429, LOGIN_THROTTLED);
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.username, input.username));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok || user.disabled || user.role !== input.role) {
    await Promise.all([recordHit(ctx, buckets.ip), recordHit(ctx, buckets.user)]);
    throw new HttpError(401, WRONG_CREDENTIALS);
  }
  await clearHits(ctx, buckets.user);
  const session = await createSession(ctx, user.id, input.persistent ?? false);
  return { user: { id: user.id, username: user.username, role: user.role, displayName: user.displayName }, session };
}
