import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ensureAdmin } from "#server/auth/accounts";
import { auditLog, sessions } from "#server/db/schema";
import { createAccount } from "../support/accounts";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp();
const ADMIN = { username: "boss", password: "correct-horse-battery" };

beforeAll(async () => {
  await ensureAdmin(app.ctx, ADMIN.username, ADMIN.password);
});

const login = (body: unknown, headers: Record<string, string> = {}) =>
  app.fetch("/api/auth/login", jsonRequest("POST", body, headers));

function sessionCookie(res: Response): { token: string; attributes: string } {
  const header = res.headers.get("set-cookie") ?? "";
  const match = /(?:^|,\s*)sid=([^;]+);?([^,]*)/i.exec(header);
  if (!match?.[1]) throw new Error(`no session cookie in ${header}`);
  return { token: match[1], attributes: match[2] ?? "" };
}

describe("admin sign-in", () => {
  it("signs in with the right password and sets an HttpOnly SameSite=Lax cookie", async () => {
    const res = await login(ADMIN);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; user: { username: string; role: string } };
    expect(body).toMatchObject({ success: true, user: { username: "boss", role: "admin" } });
    const { token, attributes } = sessionCookie(res);
    expect(token.length).toBeGreaterThan(30);
    expect(attributes).toMatch(/HttpOnly/i);
    expect(attributes).toMatch(/SameSite=Lax/i);
    expect(attributes).toMatch(/Path=\//i);
    expect(attributes).not.toMatch(/Secure/i); // plain HTTP here; HTTPS adds Secure

    const me = await app.fetch("/api/auth/me", { headers: { Cookie: `sid=${token}` } });
    expect(await me.json()).toMatchObject({ user: { username: "boss", role: "admin" } });
    expect(me.headers.get("cache-control")).toBe("no-store");
  });

  it("gives a new session id on every sign-in and ends the one the browser had", async () => {
    const first = sessionCookie(await login(ADMIN)).token;
    const second = sessionCookie(await login(ADMIN, { Cookie: `sid=${first}` })).token;
    expect(second).not.toBe(first);
    const old = await app.fetch("/api/auth/me", { headers: { Cookie: `sid=${first}` } });
    expect(await old.json()).toEqual({ user: null });
    const current = await app.fetch("/api/auth/me", { headers: { Cookie: `sid=${second}` } });
    expect(await current.json()).toMatchObject({ user: { username: "boss" } });
  });

  it("answers a wrong password and an unknown id with the same message and status", async () => {
    const wrong = await login({ username: "boss", password: "wrong-password" });
    const unknown = await login({ username: "nobody-here", password: "wrong-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = (await wrong.json()) as { message: string };
    const b = (await unknown.json()) as { message: string };
    expect(a.message).toBe("아이디 또는 비밀번호가 올바르지 않습니다");
    expect(b.message).toBe(a.message);
    expect(wrong.headers.get("set-cookie")).toBeNull();
  });

  it("refuses empty fields with Korean messages", async () => {
    const res = await login({ username: "", password: "" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { fieldErrors: Record<string, string> };
    expect(body.fieldErrors.username).toBe("아이디를 입력해주세요");
    expect(body.fieldErrors.password).toBe("비밀번호를 입력해주세요");
  });

  it("does not let a partner account into the admin area, nor an admin into the partner area", async () => {
    const partner = await createAccount(app, "partner", "partner-one");
    const asAdmin = await login({ username: partner.username, password: partner.password, role: "admin" });
    expect(asAdmin.status).toBe(401);
    expect(((await asAdmin.json()) as { message: string }).message).toBe("아이디 또는 비밀번호가 올바르지 않습니다");
    const asPartner = await login({ username: partner.username, password: partner.password, role: "partner" });
    expect(asPartner.status).toBe(200);
    const adminAsPartner = await login({ ...ADMIN, role: "partner" });
    expect(adminAsPartner.status).toBe(401);
  });

  it("keeps an admin session to a browser session under a day, even when 자동 로그인 is asked for", async () => {
    const res = await login({ ...ADMIN, persistent: true });
    expect(res.status).toBe(200);
    const { token, attributes } = sessionCookie(res);
    expect(attributes).not.toMatch(/Expires=|Max-Age=/i);
    const [row] = await app.ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.idHash, createHash("sha256").update(token).digest("hex")));
    expect(row?.persistent).toBe(false);
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
  });

  it("logs out on the server: the old cookie no longer works", async () => {
    const { token } = sessionCookie(await login(ADMIN));
    const out = await app.fetch("/api/auth/logout", { method: "POST", headers: { Cookie: `sid=${token}` } });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/sid=;/);
    const stats = await app.fetch("/api/analytics/stats", { headers: { Cookie: `sid=${token}` } });
    expect(stats.status).toBe(401);
    const rows = await app.ctx.db.select().from(sessions);
    expect(rows.length).toBeGreaterThan(0); // other sessions stay
  });

  it("refuses a session ended by another process of the site within two seconds", async () => {
    const { token } = sessionCookie(await login(ADMIN));
    const stats = () => app.fetch("/api/analytics/stats", { headers: { Cookie: `sid=${token}` } });
    expect((await stats()).status).toBe(200);
    // Another process signed it out: only the database knows. Sessions are stored by the SHA-256 of their token.
    const removed = await app.ctx.db
      .delete(sessions)
      .where(eq(sessions.idHash, createHash("sha256").update(token).digest("hex")))
      .returning();
    expect(removed).toHaveLength(1);
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 2_100 });
    try {
      expect((await stats()).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
  });

  it("records sign-ins and sign-outs in the audit log without personal data", async () => {
    const rows = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entity, "session"));
    expect(rows.some((r) => r.action === "login")).toBe(true);
    expect(rows.some((r) => r.action === "logout")).toBe(true);
    expect(JSON.stringify(rows.map((r) => r.detail))).not.toContain("correct-horse");
  });

  it("refuses a sign-in posted from another site", async () => {
    const res = await login(ADMIN, { Origin: "https://evil.example" });
    expect(res.status).toBe(403);
  });
});

describe("throttling", () => {
  it("answers 429 after repeated failures for one id, even with the right password", async () => {
    await ensureAdmin(app.ctx, "target", "target-password-1");
    for (let i = 0; i < 5; i++) expect((await login({ username: "target", password: `nope-${i}` })).status).toBe(401);
    const blocked = await login({ username: "target", password: "target-password-1" });
    expect(blocked.status).toBe(429);
    expect(((await blocked.json()) as { message: string }).message).toMatch(/로그인 시도가 너무 많습니다/);
  });

  it("answers 429 after repeated failures from one address, whatever the id", async () => {
    let last = 0;
    for (let i = 0; i < 25 && last !== 429; i++) last = (await login({ username: `spray-${i}`, password: "x" })).status;
    expect(last).toBe(429);
    const other = await login({ username: "fresh-name", password: "x" });
    expect(other.status).toBe(429);
  });
});
