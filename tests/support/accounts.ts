import { randomBytes } from "node:crypto";
import type { StaffRole } from "#domain/staff";
import { hashPassword } from "#server/auth/passwords";
import { createSession, type Role } from "#server/auth/sessions";
import { users } from "#server/db/schema";
import type { TestApp } from "./test-app";

export interface TestAccount {
  id: number;
  username: string;
  password: string;
  /** `Cookie` header value of a signed-in session. */
  cookie: string;
}

/**
 * Inserts a user of the role with a known password and opens a session for it (no login request needed). An admin
 * is a 대표 관리자 unless `staffRole` says otherwise.
 */
export async function createAccount(
  app: TestApp,
  role: Role,
  username = `${role}-${randomBytes(4).toString("hex")}`,
  staffRole: StaffRole = "owner",
): Promise<TestAccount> {
  const password = `pw-${randomBytes(8).toString("hex")}`;
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(password),
      role,
      staffRole: role === "admin" ? staffRole : null,
      displayName: role === "admin" ? (staffRole === "owner" ? "관리자" : "상담원") : "테스트 파트너",
    })
    .returning({ id: users.id });
  if (!user) throw new Error("user not created");
  const session = await createSession(app.ctx, user.id, false, role);
  return { id: user.id, username, password, cookie: `sid=${session.token}` };
}

/** A request with the account's session cookie (and a JSON body when given). */
export function as(account: TestAccount | null, method: string, body?: unknown): RequestInit {
  const headers: Record<string, string> = {};
  if (account) headers.Cookie = account.cookie;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return { method, headers, body: body === undefined ? undefined : JSON.stringify(body) };
}

/** A signed-in 상담원 (an admin account of the consultant level). */
export function createConsultant(app: TestApp, username = `consultant-${randomBytes(4).toString("hex")}`) {
  return createAccount(app, "admin", username, "consultant");
}
