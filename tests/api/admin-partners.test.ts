import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { PartnerApplicationItem } from "#domain/partner-application";
import { auditLog, partnerApplications, users } from "#server/db/schema";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertApplication } from "../support/admin-fixtures";
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
  });

  it("answers 404 for an unknown application", async () => {
    expect((await post("/api/partners/999999/approve")).status).toBe(404);
    expect((await post("/api/partners/999999/reject")).status).toBe(404);
  });
});
