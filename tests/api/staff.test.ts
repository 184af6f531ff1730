import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT } from "#domain/password";
import {
  CANNOT_CHANGE_OWN_ROLE,
  CANNOT_DISABLE_SELF,
  CURRENT_PASSWORD_WRONG,
  LAST_OWNER,
  OWNER_ONLY,
  PASSWORD_CHANGE_REQUIRED,
  STAFF_LOGIN_ID_TAKEN,
  type StaffMember,
} from "#domain/staff";
import { auditLog, inquiries, users } from "#server/db/schema";
import { as, createAccount, createConsultant, type TestAccount } from "../support/accounts";
import { insertInquiry } from "../support/admin-fixtures";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

/**
 * Staff accounts (대표 관리자, 상담원): the 대표 관리자 adds, disables, re-enables and resets; everyone changes their own
 * password; a one-time password is changed before anything else; a disabled account's session ends at once.
 */

const app = useTestApp({ pages: true });
let owner: TestAccount;
let partner: TestAccount;
let consultant: TestAccount;

beforeAll(async () => {
  [owner, partner, consultant] = await Promise.all([
    createAccount(app, "admin"),
    createAccount(app, "partner"),
    createConsultant(app),
  ]);
});

type Json = Record<string, unknown>;
const call = async (account: TestAccount | null, method: string, path: string, body?: unknown) => {
  const res = await app.fetch(path, as(account, method, body));
  return { status: res.status, body: (await res.json()) as Json, res };
};

let serial = 0;
const newStaff = (fields: Json = {}) => {
  serial++;
  return {
    name: `상담원${serial}`,
    loginId: `staff-${serial}-${Date.now() % 100000}`,
    phone: "010-2345-6789",
    email: `staff${serial}@example.com`,
    ...fields,
  };
};

/** Signs in through the API as a person does; the session cookie of the answer. */
async function signIn(username: string, password: string) {
  const res = await app.fetch("/api/auth/login", jsonRequest("POST", { username, password, role: "admin" }));
  const cookie = res.headers.get("set-cookie")?.split(";")[0] ?? "";
  return { status: res.status, body: (await res.json()) as Json, account: { id: 0, username, password, cookie } };
}

async function addConsultant(fields: Json = {}) {
  const created = await call(owner, "POST", "/api/staff", newStaff(fields));
  expect(created.status).toBe(201);
  return created.body as { id: number; loginId: string; oneTimePassword: string };
}

const auditOf = (entity: string, entityId: number) =>
  app.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))));

const userCount = async () => (await app.ctx.db.select({ id: users.id }).from(users)).length;

describe("the staff endpoints' access", () => {
  const ENDPOINTS: [string, string, () => unknown][] = [
    ["GET", "/api/staff", () => undefined],
    ["POST", "/api/staff", () => newStaff()],
    ["PATCH", "/api/staff/{id}", () => ({ disabled: true })],
    ["POST", "/api/staff/{id}/reset-password", () => undefined],
    ["GET", "/api/lead-routing", () => undefined],
    ["PUT", "/api/lead-routing", () => ({ mode: "round_robin" })],
  ];
  it.each(ENDPOINTS)(
    "%s %s is refused to anonymous callers, partners and consultants, changing nothing",
    async (method, path, body) => {
      const target = await createConsultant(app);
      const url = path.replace("{id}", String(target.id));
      const before = await userCount();
      const anonymous = await call(null, method, url, body());
      expect(anonymous).toMatchObject({ status: 401, body: { message: "로그인이 필요합니다." } });
      const byPartner = await call(partner, method, url, body());
      expect(byPartner).toMatchObject({ status: 403, body: { message: "접근 권한이 없습니다." } });
      const byConsultant = await call(consultant, method, url, body());
      expect(byConsultant).toMatchObject({ status: 403, body: { message: OWNER_ONLY } });
      expect(await userCount()).toBe(before);
      const [row] = await app.ctx.db.select().from(users).where(eq(users.id, target.id));
      expect(row).toMatchObject({ disabled: false, mustChangePassword: false });
      expect((await call(null, "GET", "/api/lead-routing")).status).toBe(401);
      expect((await call(owner, "GET", "/api/lead-routing")).body).toEqual({ mode: "manual" });
    },
  );

  it("lets a consultant change their own password and 근무 상태, and refuses a partner", async () => {
    expect((await call(partner, "PUT", "/api/account/duty", { onDuty: true })).status).toBe(403);
    expect((await call(partner, "POST", "/api/account/password", {})).status).toBe(403);
    expect((await call(null, "POST", "/api/account/password", {})).status).toBe(401);
    const duty = await call(consultant, "PUT", "/api/account/duty", { onDuty: true });
    expect(duty).toMatchObject({ status: 200, body: { onDuty: true } });
    expect((await call(consultant, "PUT", "/api/account/duty", { onDuty: "yes" })).status).toBe(400);
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, consultant.id));
    expect(row?.onDuty).toBe(true);
  });
});

describe("adding a consultant", () => {
  it("answers a one-time password once, stores only its hash, and audits it", async () => {
    const fields = newStaff();
    const created = await call(owner, "POST", "/api/staff", fields);
    expect(created.status).toBe(201);
    const { id, oneTimePassword } = created.body as { id: number; oneTimePassword: string };
    expect(oneTimePassword).toMatch(/^[A-Za-z2-9]{12}$/);
    const [row] = await app.ctx.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({
      role: "admin",
      staffRole: "consultant",
      displayName: fields.name,
      phone: "01023456789",
      email: fields.email,
      mustChangePassword: true,
      disabled: false,
    });
    expect(row?.passwordHash).not.toContain(oneTimePassword);
    expect(await auditOf("staff", id)).toEqual([expect.objectContaining({ action: "create", actorUserId: owner.id })]);

    const list = await call(owner, "GET", "/api/staff");
    const member = (list.body.staff as StaffMember[]).find((m) => m.id === id);
    expect(member).toMatchObject({ name: fields.name, staffRole: "consultant", mustChangePassword: true });
    expect(JSON.stringify(list.body)).not.toContain(oneTimePassword);
    expect(JSON.stringify(list.body)).not.toContain("argon2");
  });

  it("refuses junk with Korean 400s and a taken id with 409", async () => {
    const before = await userCount();
    const cases: [unknown, string][] = [
      [{}, "이름을 입력해주세요"],
      [newStaff({ name: "   " }), "이름을 입력해주세요"],
      [newStaff({ loginId: "a b" }), "아이디는 4자 이상 입력해주세요"],
      [newStaff({ loginId: "한글아이디임" }), "아이디는 영문, 숫자와 . _ - 만 사용할 수 있습니다"],
      [newStaff({ phone: "123" }), "올바른"],
      [newStaff({ email: "not-an-email" }), "올바른 이메일 주소를 입력해주세요"],
      [newStaff({ staffRole: "root" }), "역할"],
      [newStaff({ name: 42 }), "이름을 입력해주세요"],
      [[1, 2], ""],
    ];
    for (const [body, message] of cases) {
      const answer = await call(owner, "POST", "/api/staff", body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(/[가-힣]/);
      expect(String(answer.body.message)).toContain(message);
    }
    const taken = await call(owner, "POST", "/api/staff", newStaff({ loginId: owner.username }));
    expect(taken).toMatchObject({ status: 409, body: { message: STAFF_LOGIN_ID_TAKEN } });
    expect(await userCount()).toBe(before);
    for (const [method, path, body] of [
      ["PATCH", "/api/staff/abc", { disabled: true }],
      ["PATCH", "/api/staff/999999", { disabled: true }],
      ["PATCH", `/api/staff/${consultant.id}`, {}],
      ["PATCH", `/api/staff/${consultant.id}`, { disabled: "yes" }],
      ["PATCH", `/api/staff/${partner.id}`, { disabled: true }],
      ["PUT", "/api/lead-routing", { mode: "random" }],
    ] as const) {
      const answer = await call(owner, method, path, body);
      expect([400, 404], `${method} ${path}`).toContain(answer.status);
      expect(answer.body.message).toMatch(/[가-힣]/);
    }
    const [stillPartner] = await app.ctx.db.select().from(users).where(eq(users.id, partner.id));
    expect(stillPartner?.disabled).toBe(false);
  });
});

describe("first sign-in with a one-time password", () => {
  it("allows nothing but the password change, which follows the password rules, then everything a consultant may", async () => {
    const { loginId, oneTimePassword, id } = await addConsultant();
    const first = await signIn(loginId, oneTimePassword);
    expect(first.status).toBe(200);
    expect(first.body.user).toMatchObject({ staffRole: "consultant", mustChangePassword: true });
    const me = first.account;

    expect(await call(me, "GET", "/api/inquiries")).toMatchObject({
      status: 403,
      body: { message: PASSWORD_CHANGE_REQUIRED },
    });
    const page = await app.fetch("/admin?tab=inquiries", { headers: { Cookie: me.cookie }, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe("/admin/account");

    const wrong = await call(me, "POST", "/api/account/password", {
      currentPassword: "not-the-password",
      newPassword: "a-brand-new-secret-42",
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: CURRENT_PASSWORD_WRONG } });
    const short = await call(me, "POST", "/api/account/password", {
      currentPassword: oneTimePassword,
      newPassword: "short",
    });
    expect(short).toMatchObject({ status: 400, body: { message: PASSWORD_TOO_SHORT } });
    const common = await call(me, "POST", "/api/account/password", {
      currentPassword: oneTimePassword,
      newPassword: "1234567890",
    });
    expect(common).toMatchObject({ status: 400, body: { message: PASSWORD_TOO_COMMON } });
    expect((await call(me, "GET", "/api/inquiries")).status).toBe(403);

    const changed = await call(me, "POST", "/api/account/password", {
      currentPassword: oneTimePassword,
      newPassword: "a-brand-new-secret-42",
      newPasswordConfirm: "a-brand-new-secret-42",
    });
    expect(changed).toMatchObject({ status: 200, body: { success: true } });
    // The same session goes on, no longer held to the password change.
    expect((await call(me, "GET", "/api/inquiries")).status).toBe(200);
    expect((await call(me, "GET", "/api/staff")).status).toBe(403);
    expect((await signIn(loginId, oneTimePassword)).status).toBe(401);
    const again = await signIn(loginId, "a-brand-new-secret-42");
    expect(again.body.user).toMatchObject({ mustChangePassword: false });
    expect(await auditOf("account", id)).toEqual([
      expect.objectContaining({
        action: "change_password",
        actorUserId: id,
        detail: expect.objectContaining({ oneTime: true }),
      }),
    ]);
  });
});

describe("disabling, re-enabling and resetting", () => {
  it("ends a disabled consultant's session at their next request, keeps their leads, and lets them back when re-enabled", async () => {
    const { loginId, oneTimePassword, id } = await addConsultant({ name: "퇴사예정" });
    const first = await signIn(loginId, oneTimePassword);
    await call(first.account, "POST", "/api/account/password", {
      currentPassword: oneTimePassword,
      newPassword: "quiet-harbour-lamp-7",
    });
    const session = first.account;
    expect((await call(session, "GET", "/api/inquiries")).status).toBe(200);
    const lead = await insertInquiry(app, { assigneeId: id });
    await app.ctx.db.update(inquiries).set({ assigneeId: id }).where(eq(inquiries.id, lead.id));

    const disabled = await call(owner, "PATCH", `/api/staff/${id}`, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(await call(session, "GET", "/api/inquiries")).toMatchObject({ status: 401 });
    const page = await app.fetch("/admin/account", { headers: { Cookie: session.cookie }, redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/^\/admin\?next=/);
    expect((await signIn(loginId, "quiet-harbour-lamp-7")).status).toBe(401);

    // The lead keeps its owner, shown by name; the owner is no longer offered; it can be given to someone else.
    const detail = await call(owner, "GET", `/api/inquiries/${lead.id}`);
    expect(detail.body).toMatchObject({ assigneeId: id, assigneeName: "퇴사예정" });
    const offered = (await call(owner, "GET", "/api/admin-users")).body as unknown as { id: number }[];
    expect(offered.map((a) => a.id)).not.toContain(id);
    expect(offered.map((a) => a.id)).toContain(consultant.id);
    const moved = await call(owner, "PATCH", `/api/inquiries/${lead.id}`, { assigneeId: consultant.id });
    expect(moved.status).toBe(200);
    expect((await call(owner, "PATCH", `/api/inquiries/${lead.id}`, { assigneeId: id })).status).toBe(400);

    expect((await call(owner, "PATCH", `/api/staff/${id}`, { disabled: false })).status).toBe(200);
    expect((await signIn(loginId, "quiet-harbour-lamp-7")).status).toBe(200);
    expect((await auditOf("staff", id)).map((e) => e.action)).toEqual(["create", "disable", "enable"]);
  });

  it("resets a password to a new one-time password: the old one and the sessions end", async () => {
    const { loginId, oneTimePassword, id } = await addConsultant();
    const first = await signIn(loginId, oneTimePassword);
    await call(first.account, "POST", "/api/account/password", {
      currentPassword: oneTimePassword,
      newPassword: "forgotten-secret-99",
    });
    const reset = await call(owner, "POST", `/api/staff/${id}/reset-password`);
    expect(reset.status).toBe(200);
    const fresh = String(reset.body.oneTimePassword);
    expect(fresh).toMatch(/^[A-Za-z2-9]{12}$/);
    expect((await call(first.account, "GET", "/api/inquiries")).status).toBe(401);
    expect((await signIn(loginId, "forgotten-secret-99")).status).toBe(401);
    const next = await signIn(loginId, fresh);
    expect(next.body.user).toMatchObject({ mustChangePassword: true });
    expect((await auditOf("staff", id)).map((e) => e.action)).toContain("reset_password");
    expect((await call(owner, "POST", `/api/staff/${owner.id}/reset-password`)).status).toBe(409);
  });

  it("refuses to disable or demote oneself, and to leave no 대표 관리자", async () => {
    expect(await call(owner, "PATCH", `/api/staff/${owner.id}`, { disabled: true })).toMatchObject({
      status: 409,
      body: { message: CANNOT_DISABLE_SELF },
    });
    expect(await call(owner, "PATCH", `/api/staff/${owner.id}`, { staffRole: "consultant" })).toMatchObject({
      status: 409,
      body: { message: CANNOT_CHANGE_OWN_ROLE },
    });
    // Two 대표 관리자 left, each demoting the other at once: one of them stays.
    const [b, c] = await Promise.all([createAccount(app, "admin"), createAccount(app, "admin")]);
    const others = await app.ctx.db
      .update(users)
      .set({ staffRole: "consultant" })
      .where(and(eq(users.staffRole, "owner"), eq(users.role, "admin")))
      .returning({ id: users.id });
    await app.ctx.db.update(users).set({ staffRole: "owner" }).where(eq(users.id, b.id));
    await app.ctx.db.update(users).set({ staffRole: "owner" }).where(eq(users.id, c.id));
    const answers = await Promise.all([
      call(b, "PATCH", `/api/staff/${c.id}`, { staffRole: "consultant" }),
      call(c, "PATCH", `/api/staff/${b.id}`, { disabled: true }),
    ]);
    // The one answered second is refused: as the last 대표 관리자's removal when both were under way together, or
    // for no longer being a 대표 관리자 when the first had already finished.
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(1);
    expect([LAST_OWNER, OWNER_ONLY]).toContain(refused[0]?.body.message);
    const owners = await app.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.staffRole, "owner"), eq(users.disabled, false)));
    expect(owners).toHaveLength(1);
    for (const o of others) await app.ctx.db.update(users).set({ staffRole: "owner" }).where(eq(users.id, o.id));
  });

  it("makes a promoted consultant a 대표 관리자 at their next request", async () => {
    const promoted = await createConsultant(app);
    expect((await call(promoted, "GET", "/api/staff")).status).toBe(403);
    expect((await call(owner, "PATCH", `/api/staff/${promoted.id}`, { staffRole: "owner" })).status).toBe(200);
    expect((await call(promoted, "GET", "/api/staff")).status).toBe(200);
  });
});
