import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { addressLimitKey } from "#domain/client-address";
import type { AppContext } from "#server/context";
import { users } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { type AttemptBucket, clearHits, recordAttempt, withdrawAttempt } from "#server/shared/rate-limit";
import { dummyHash, verifyPassword } from "./passwords";
import { createSession, type Role } from "./sessions";

export const WRONG_CREDENTIALS = "아이디 또는 비밀번호가 올바르지 않습니다";
export const LOGIN_THROTTLED = "로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.";

/**
 * Sign-in attempts allowed per window before logins answer 429. A success takes its attempt back (and clears its
 * address's failures for the account), so these count failures and attempts still being checked.
 * - `perPair`: one address trying one account. This is what stops a guesser.
 * - `perAddress`: one address trying any accounts (spraying names).
 * - `perAccount`: every address together trying one account; larger and over a longer window. Once it is
 *   reached, only an address with no attempt at that account in its own (15-minute) window may try, so a
 *   spread-out attack slows to one guess per address while the owner, from their own address, still gets in.
 */
export const LOGIN_LIMITS = {
  perPair: { limit: 5, windowMs: 15 * 60_000 },
  perAddress: { limit: 20, windowMs: 15 * 60_000 },
  perAccount: { limit: 50, windowMs: 60 * 60_000 },
} as const;

export interface LoginInput {
  username: string;
  password: string;
  role: Role;
  persistent?: boolean;
  ip: string;
}

const digest = (value: string) => createHash("sha256").update(value).digest("hex").slice(0, 24);

function loginBuckets(secret: string, address: string, username: string) {
  const name = username.toLowerCase();
  // An IPv6 client counts by its /64, which it may take any address of.
  const ip = addressLimitKey(address);
  return {
    pair: { bucket: `login-pair:${digest(`${secret}|${ip}|${name}`)}`, windowMs: LOGIN_LIMITS.perPair.windowMs },
    address: { bucket: `login-ip:${digest(`${secret}|${ip}`)}`, windowMs: LOGIN_LIMITS.perAddress.windowMs },
    account: { bucket: `login-user:${name}`, windowMs: LOGIN_LIMITS.perAccount.windowMs },
  } satisfies Record<string, AttemptBucket>;
}

/**
 * Checks the password on the server and opens a new session. The attempt is counted and recorded under a lock
 * on its buckets before the password is checked, and only when it is within every limit, so parallel attempts
 * cannot slip past a limit together. The same message answers an unknown id and a wrong password, and the same work
 * is done for both, so neither the text nor the timing tells them apart.
 */
export async function login(ctx: AppContext, input: LoginInput) {
  const buckets = loginBuckets(ctx.config.sessionSecret, input.ip, input.username);
  const attempt = await recordAttempt(
    ctx,
    [buckets.pair, buckets.address, buckets.account],
    ([pair = 0, address = 0, account = 0]) =>
      pair < LOGIN_LIMITS.perPair.limit &&
      address < LOGIN_LIMITS.perAddress.limit &&
      (account < LOGIN_LIMITS.perAccount.limit || pair === 0),
  );
  if (!attempt) throw new HttpError(429, LOGIN_THROTTLED);
  const [user] = await ctx.db.select().from(users).where(eq(users.username, input.username));
  const ok = await verifyPassword(user?.passwordHash ?? (await dummyHash()), input.password);
  if (!user || !ok || user.disabled || user.role !== input.role) throw new HttpError(401, WRONG_CREDENTIALS);
  await Promise.all([withdrawAttempt(ctx, attempt), clearHits(ctx, buckets.pair.bucket)]);
  const session = await createSession(ctx, user.id, input.persistent ?? false, user.role);
  return {
    user: {
      id: user.id,
      username: user.username,
      role: user.role,
      displayName: user.displayName,
      staffRole: user.staffRole,
      mustChangePassword: user.mustChangePassword,
    },
    session,
  };
}
