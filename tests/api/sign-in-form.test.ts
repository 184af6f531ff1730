import { describe, expect, it } from "vitest";
import { WRONG_CREDENTIALS_MESSAGE } from "#domain/auth";
import { createAccount } from "../support/accounts";
import { useTestApp } from "../support/use-test-app";

/**
 * The sign-in forms sent before the page's scripts have run (or without them): they post to the sign-in page's
 * action, which signs in as `POST /api/auth/login` does. A form without a method would have sent the password
 * in the address, for the server's log and the browser's history to keep.
 */
const app = useTestApp({ pages: true, env: { NODE_ENV: "production" } });

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  app.fetch(path, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: app.url,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });

const sessionOf = (res: Response) => /^sid=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];

const me = async (token: string) =>
  (
    (await (await app.fetch("/api/auth/me", { headers: { Cookie: `sid=${token}` } })).json()) as {
      user: { username: string; role: string } | null;
    }
  ).user;

describe("sign-in forms without scripts", () => {
  it.each([
    ["/admin-login", "/admin-login?next=%2Fadmin"],
    ["/admin", "/admin-login?next=%2Fadmin"],
    ["/partners-login?next=/partners/new-cars", "/partners-login?next=%2Fpartners%2Fnew-cars"],
  ])("%s renders its form to post to the sign-in action, never to put the password in a URL", async (page, action) => {
    const html = await (await app.fetch(page)).text();
    const form = /<form\b[^>]*>(?=[\s\S]*?name="password")/.exec(html)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="${action}"`);
  });

  it("signs an admin in and goes on to the page asked for, with the session cookie", async () => {
    const admin = await createAccount(app, "admin");
    const res = await post("/admin-login?next=%2Fadmin%2Fprice-sheet", {
      username: admin.username,
      password: admin.password,
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/admin/price-sheet");
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect(res.headers.get("set-cookie")).toMatch(/SameSite=Lax/i);
    expect(res.headers.get("set-cookie")).not.toMatch(/Expires/i);
    const token = sessionOf(res);
    expect(token).toBeTruthy();
    expect(await me(token!)).toMatchObject({ username: admin.username, role: "admin" });
  });

  it("sends a partner on, kept signed in for 30 days with 자동 로그인, and never to another site", async () => {
    const partner = await createAccount(app, "partner");
    const res = await post("/partners-login?next=https%3A%2F%2Fevil.example%2F", {
      username: partner.username,
      password: partner.password,
      persistent: "on",
    });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/partners");
    expect(res.headers.get("set-cookie")).toMatch(/Expires=/i);
    expect(await me(sessionOf(res)!)).toMatchObject({ username: partner.username, role: "partner" });
  });

  it("answers a wrong password on the page in Korean, with no session and without the password", async () => {
    const admin = await createAccount(app, "admin");
    const res = await post("/admin-login", { username: admin.username, password: "잘못된-비밀번호-123" });
    expect(res.status).toBe(401);
    expect(res.headers.get("set-cookie")).toBeNull();
    const html = await res.text();
    expect(html).toContain(WRONG_CREDENTIALS_MESSAGE);
    expect(html).not.toContain("잘못된-비밀번호-123");
    // An admin's password is no partner's: the role is the page's, not the form's.
    const asPartner = await post("/partners-login", { username: admin.username, password: admin.password });
    expect(asPartner.status).toBe(401);
  });

  it("refuses an empty form and a body that is not a form with a Korean 400, not a server error", async () => {
    const empty = await post("/admin-login", {});
    expect(empty.status).toBe(400);
    expect(await empty.text()).toMatch(/아이디|비밀번호/);
    const junk = await app.fetch("/admin-login", {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/json", Origin: app.url },
      body: JSON.stringify({ username: ["x"], password: { $ne: 1 } }),
    });
    expect(junk.status).toBe(400);
  });
});
