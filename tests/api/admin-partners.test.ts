import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PartnerApplicationItem } from "#domain/partner-application";
import { auditLog, partnerApplications, users, vehicles } from "#server/db/schema";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertApplication, insertVehicle } from "../support/admin-fixtures";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

let admin: TestAccount;

const app = useTestApp();
beforeAll(async () => {
  admin = await createAccount(app, "admin");
});

const post = (path: string) => app.fetch(path, as(admin, "POST"));

describe("GET /api/partners", () => {
  it("lists rental companies and dealers, newest first, without password hashes", async () => {
    await insertApplication(app, { companyName: "바른렌터카", createdAt: new Date("2026-11-01T00:00:00Z") });
    await insertApplication(app, {
      type: "딜러",
      companyName: "현대 강남지점",
      managerNamePosition: "이딜러 / 과장",
      createdAt: new Date("2026-11-02T00:00:00Z"),
    });
    const res = await app.fetch("/api/partners", as(admin, "GET"));
    const { partners } = (await res.json()) as { partners: (PartnerApplicationItem & { passwordHash?: string })[] };
    expect(partners.map((p) => [p.type, p.companyName])).toEqual([
      ["딜러", "현대 강남지점"],
      ["렌트사", "바른렌터카"],
    ]);
    expect(partners[0]).toMatchObject({
      managerNamePosition: "이딜러 / 과장",
      managerPhone: "01055556666",
      status: "pending",
      createdAt: "2026-11-02T00:00:00.000Z",
    });
    expect(JSON.stringify(partners)).not.toContain("argon2");
  });
});

describe("approve and reject", () => {
  it("approval creates the partner account the applicant signs in with", async () => {
    const application = await insertApplication(app, { password: "applicant-secret-1" });
    const res = await post(`/api/partners/${application.id}/approve`);
    expect(res.status).toBe(200);
    const [row] = await app.ctx.db.select().from(partnerApplications).where(eq(partnerApplications.id, application.id));
    expect(row).toMatchObject({ status: "approved", reviewedBy: admin.id });
    expect(row?.reviewedAt).toBeInstanceOf(Date);
    const [user] = await app.ctx.db.select().from(users).where(eq(users.username, application.loginId));
    expect(user).toMatchObject({ role: "partner", id: row?.userId, displayName: "바른렌터카" });

    const login = await app.fetch(
      "/api/auth/login",
      jsonRequest("POST", { username: application.loginId, password: "applicant-secret-1", role: "partner" }),
    );
    expect(login.status).toBe(200);
    const [audit] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, "approve"));
    expect(audit).toMatchObject({
      entity: "partner_application",
      entityId: String(application.id),
      actorUserId: admin.id,
    });
  });

  it("cannot approve twice, nor reject an approved application", async () => {
    const application = await insertApplication(app);
    expect((await post(`/api/partners/${application.id}/approve`)).status).toBe(200);
    const again = await post(`/api/partners/${application.id}/approve`);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toBe("이미 승인된 신청입니다.");
    expect((await post(`/api/partners/${application.id}/reject`)).status).toBe(409);
  });

  it("rejection keeps the record and creates no account; a rejected one can still be approved", async () => {
    const application = await insertApplication(app);
    expect((await post(`/api/partners/${application.id}/reject`)).status).toBe(200);
    const [row] = await app.ctx.db.select().from(partnerApplications).where(eq(partnerApplications.id, application.id));
    expect(row).toMatchObject({ status: "rejected", userId: null, reviewedBy: admin.id });
    expect(await app.ctx.db.select().from(users).where(eq(users.username, application.loginId))).toEqual([]);
    const login = await app.fetch(
      "/api/auth/login",
      jsonRequest("POST", { username: application.loginId, password: "partner-pass-123", role: "partner" }),
    );
    expect(login.status).toBe(401);
    expect((await post(`/api/partners/${application.id}/approve`)).status).toBe(200);
  });

  it("refuses to approve an id that is already an account", async () => {
    const taken = await createAccount(app, "partner");
    const application = await insertApplication(app, { loginId: taken.username });
    const res = await post(`/api/partners/${application.id}/approve`);
    expect(res.status).toBe(409);
    const [row] = await app.ctx.db.select().from(partnerApplications).where(eq(partnerApplications.id, application.id));
    expect(row?.status).toBe("pending");
    expect(await res.json()).toEqual({
      success: false,
      message: "이미 사용 중인 아이디입니다. 다른 아이디를 입력해 승인해주세요.",
      fieldErrors: { loginId: "이미 사용 중인 아이디입니다. 다른 아이디를 입력해 승인해주세요." },
    });
    // In another letter case it is the same id to people.
    const upper = await app.fetch(
      `/api/partners/${application.id}/approve`,
      as(admin, "POST", { loginId: taken.username.toUpperCase() }),
    );
    expect(upper.status).toBe(409);
    expect(await app.ctx.db.$count(users, eq(users.username, taken.username.toUpperCase()))).toBe(0);
  });

  it("lists an application whose id another account has, and approves it under the id the admin gives", async () => {
    const taken = await createAccount(app, "partner");
    const application = await insertApplication(app, { loginId: taken.username, password: "applicant-secret-2" });
    const listed = async () => {
      const { partners } = (await (await app.fetch("/api/partners", as(admin, "GET"))).json()) as {
        partners: PartnerApplicationItem[];
      };
      return partners.find((p) => p.id === application.id);
    };
    expect(await listed()).toMatchObject({ loginId: taken.username, loginIdTaken: true, status: "pending" });

    const approve = (loginId: string) =>
      app.fetch(`/api/partners/${application.id}/approve`, as(admin, "POST", { loginId }));
    const badFormat = await approve("한글아이디");
    expect(badFormat.status).toBe(400);
    expect(((await badFormat.json()) as { fieldErrors: Record<string, string> }).fieldErrors.loginId).toBe(
      "아이디는 영문, 숫자와 . _ - 만 사용할 수 있습니다",
    );
    const given = `${taken.username}-2`;
    const res = await approve(given);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "파트너 신청을 승인했습니다.", loginId: given });

    // The account has the given id; the other account is untouched; the application keeps the id its account got.
    const [row] = await app.ctx.db.select().from(partnerApplications).where(eq(partnerApplications.id, application.id));
    expect(row).toMatchObject({ status: "approved", loginId: given });
    const [user] = await app.ctx.db.select().from(users).where(eq(users.username, given));
    expect(user).toMatchObject({ id: row?.userId, role: "partner" });
    expect(await listed()).toMatchObject({ loginId: given, loginIdTaken: false, status: "approved" });
    const signIn = (username: string, password: string) =>
      app.fetch("/api/auth/login", jsonRequest("POST", { username, password, role: "partner" }));
    expect((await signIn(given, "applicant-secret-2")).status).toBe(200);
    expect((await signIn(taken.username, taken.password)).status).toBe(200);
    const [audit] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(application.id)));
    expect(audit?.detail).toMatchObject({ loginId: given, applied: taken.username });
  });

  it("of two applications for one id, approves the first as asked and the second only under another id", async () => {
    const loginId = `sameid${Date.now().toString(36)}`;
    const first = await insertApplication(app, { loginId, password: "first-applicant-1" });
    const second = await insertApplication(app, { loginId, password: "second-applicant-1" });
    expect((await post(`/api/partners/${first.id}/approve`)).status).toBe(200);
    const clash = await post(`/api/partners/${second.id}/approve`);
    expect(clash.status).toBe(409);
    expect(((await clash.json()) as { message: string }).message).toBe(
      "이미 사용 중인 아이디입니다. 다른 아이디를 입력해 승인해주세요.",
    );
    const other = await app.fetch(`/api/partners/${second.id}/approve`, as(admin, "POST", { loginId: `${loginId}b` }));
    expect(other.status).toBe(200);
    const signIn = (username: string, password: string) =>
      app.fetch("/api/auth/login", jsonRequest("POST", { username, password, role: "partner" }));
    expect((await signIn(loginId, "first-applicant-1")).status).toBe(200);
    expect((await signIn(`${loginId}b`, "second-applicant-1")).status).toBe(200);
  });

  it("answers 404 for an unknown application", async () => {
    expect((await post("/api/partners/999999/approve")).status).toBe(404);
    expect((await post("/api/partners/999999/reject")).status).toBe(404);
  });
});

describe("suspend, resume and revoke an approved partner", () => {
  const PASSWORD = "applicant-secret-1";

  /** Approves an application through the API and signs the partner in: a live partner session. */
  async function signedInPartner() {
    const application = await insertApplication(app, { password: PASSWORD });
    expect((await post(`/api/partners/${application.id}/approve`)).status).toBe(200);
    const login = await partnerLogin(application.loginId);
    expect(login.status).toBe(200);
    const cookie = `sid=${/sid=([^;]+)/.exec(login.headers.get("set-cookie") ?? "")?.[1]}`;
    const [row] = await app.ctx.db.select().from(partnerApplications).where(eq(partnerApplications.id, application.id));
    return { application, cookie, userId: row!.userId! };
  }

  const partnerLogin = (username: string, password = PASSWORD) =>
    app.fetch("/api/auth/login", jsonRequest("POST", { username, password, role: "partner" }));
  const me = async (cookie: string) =>
    ((await (await app.fetch("/api/auth/me", { headers: { Cookie: cookie } })).json()) as { user: unknown }).user;
  const messageOf = async (res: Response) => ((await res.json()) as { message: string }).message;

  it("suspending ends the partner's sessions at once and refuses sign-in until resumed", async () => {
    const { application, cookie, userId } = await signedInPartner();
    const listing = await insertVehicle(app, { ownerPartnerId: userId });
    // The session works and this process remembers it.
    expect(await me(cookie)).toMatchObject({ username: application.loginId, role: "partner" });

    const suspend = await post(`/api/partners/${application.id}/suspend`);
    expect(suspend.status).toBe(200);
    expect(await messageOf(suspend)).toBe("파트너 계정을 이용 정지했습니다.");

    // The very next request with the old session is refused, and changes nothing.
    const del = await app.fetch(`/api/partner/vehicles/${listing.id}`, {
      method: "DELETE",
      headers: { Cookie: cookie },
    });
    expect(del.status).toBe(401);
    expect(await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, listing.id))).toHaveLength(1);
    expect(await me(cookie)).toBeNull();

    // Signing in again is refused with the reason, but only for the right password.
    const again = await partnerLogin(application.loginId);
    expect(again.status).toBe(401);
    expect(await messageOf(again)).toBe("이용이 정지된 파트너 계정입니다. 고객센터로 문의해주세요.");
    expect(again.headers.get("set-cookie")).toBeNull();
    const wrong = await partnerLogin(application.loginId, "not-the-password-1");
    expect(await messageOf(wrong)).toBe("아이디 또는 비밀번호가 올바르지 않습니다");

    const [row] = await app.ctx.db.select().from(partnerApplications).where(eq(partnerApplications.id, application.id));
    expect(row?.status).toBe("suspended");
    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, "suspend"));
    expect(audit).toContainEqual(
      expect.objectContaining({
        entity: "partner_application",
        entityId: String(application.id),
        actorUserId: admin.id,
      }),
    );

    // Resumed: the partner signs in again.
    expect((await post(`/api/partners/${application.id}/resume`)).status).toBe(200);
    expect((await partnerLogin(application.loginId)).status).toBe(200);
  });

  it("revoking ends the sessions and refuses sign-in for good", async () => {
    const { application, cookie } = await signedInPartner();
    expect(await me(cookie)).not.toBeNull();
    const revoke = await post(`/api/partners/${application.id}/revoke`);
    expect(revoke.status).toBe(200);
    expect(await me(cookie)).toBeNull();
    const again = await partnerLogin(application.loginId);
    expect(again.status).toBe(401);
    expect(await messageOf(again)).toBe("파트너 승인이 취소된 계정입니다. 고객센터로 문의해주세요.");
    // Revoked is final: it cannot be resumed, approved again or suspended.
    for (const action of ["resume", "approve", "suspend", "reject"]) {
      expect((await post(`/api/partners/${application.id}/${action}`)).status).toBe(409);
    }
    const audit = await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, "revoke"));
    expect(audit.map((a) => a.entityId)).toContain(String(application.id));
  });

  it("only an approved partner can be suspended or revoked, and only by an admin", async () => {
    const pending = await insertApplication(app);
    for (const action of ["suspend", "revoke", "resume"]) {
      expect((await post(`/api/partners/${pending.id}/${action}`)).status).toBe(409);
    }
    expect((await post("/api/partners/999999/suspend")).status).toBe(404);

    const { application, cookie } = await signedInPartner();
    const anonymous = await app.fetch(`/api/partners/${application.id}/suspend`, { method: "POST" });
    expect(anonymous.status).toBe(401);
    const asPartner = await app.fetch(`/api/partners/${application.id}/revoke`, {
      method: "POST",
      headers: { Cookie: cookie },
    });
    expect(asPartner.status).toBe(403);
    expect(await me(cookie)).not.toBeNull();
  });
});
