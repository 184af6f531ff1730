import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, inquiries, users } from "#server/db/schema";
import { as, createAccount, createConsultant, type TestAccount } from "../support/accounts";
import { insertInquiry } from "../support/admin-fixtures";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

/**
 * 문의 배정 방식: 수동 leaves new leads unassigned; 순서대로 배정 gives them to enabled consultants in turn; 근무 중인
 * 상담원 to those on duty, else none. A returning customer goes to their previous owner while that owner is active.
 */

const app = useTestApp({ env: { RATE_LIMIT_DISABLED: "true" } });
let owner: TestAccount;
let consultants: TestAccount[];

beforeAll(async () => {
  owner = await createAccount(app, "admin");
  consultants = [await createConsultant(app), await createConsultant(app), await createConsultant(app)];
});

let phones = 0;
const newPhone = () => `0108${String(++phones).padStart(7, "0")}`;
const sendLead = async (contact = newPhone()) => {
  const res = await app.fetch(
    "/api/inquiries",
    jsonRequest("POST", { name: "배정고객", contact, vehicle: "쏘렌토", region: "만 26세 이상", fillMs: 15_000 }),
  );
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
};
const ownerOf = async (id: number) =>
  (await app.ctx.db.select({ a: inquiries.assigneeId }).from(inquiries).where(eq(inquiries.id, id)))[0]?.a;
const setMode = async (mode: string) => {
  const res = await app.fetch("/api/lead-routing", as(owner, "PUT", { mode }));
  expect(res.status).toBe(200);
};

describe("lead routing", () => {
  it("leaves new leads unassigned under 수동", async () => {
    expect(await ownerOf(await sendLead())).toBeNull();
  });

  it("gives leads sent at once to the consultants in turn, each the same number", async () => {
    await setMode("round_robin");
    const ids = await Promise.all(Array.from({ length: 12 }, () => sendLead()));
    const rows = await app.ctx.db.select({ a: inquiries.assigneeId }).from(inquiries).where(inArray(inquiries.id, ids));
    const counts = new Map<number | null, number>();
    for (const r of rows) counts.set(r.a, (counts.get(r.a) ?? 0) + 1);
    expect([...counts.entries()].sort()).toEqual(consultants.map((c) => [c.id, 4]).sort());
    // Two in a row go to two different consultants, in id order.
    const a = await ownerOf(await sendLead());
    const b = await ownerOf(await sendLead());
    expect(a).not.toBe(b);
    const [audit] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entity, "lead_routing"));
    expect(audit).toMatchObject({ actorUserId: owner.id, detail: { from: "manual", to: "round_robin" } });
  });

  it("skips a disabled consultant, and gives a returning customer to their previous owner while active", async () => {
    const [first, second] = consultants as [TestAccount, TestAccount];
    const contact = newPhone();
    await insertInquiry(app, { contact, assigneeId: second.id, createdAt: new Date(Date.now() - 3 * 24 * 3600_000) });
    expect(await ownerOf(await sendLead(contact))).toBe(second.id);

    expect((await app.fetch(`/api/staff/${second.id}`, as(owner, "PATCH", { disabled: true }))).status).toBe(200);
    const ids = [];
    for (let i = 0; i < 4; i++) ids.push(await ownerOf(await sendLead()));
    expect(ids).not.toContain(second.id);
    expect(ids).toContain(first.id);
    // Their returning customer now goes round the rotation instead.
    expect(await ownerOf(await sendLead(contact))).not.toBe(second.id);
    expect((await app.fetch(`/api/staff/${second.id}`, as(owner, "PATCH", { disabled: false }))).status).toBe(200);
  });

  it("gives leads only to consultants on duty under 근무 중인 상담원, and none when nobody is", async () => {
    await setMode("on_duty");
    await app.ctx.db.update(users).set({ onDuty: false });
    expect(await ownerOf(await sendLead())).toBeNull();
    const [first, , third] = consultants as [TestAccount, TestAccount, TestAccount];
    for (const c of [first, third])
      expect((await app.fetch("/api/account/duty", as(c, "PUT", { onDuty: true }))).status).toBe(200);
    const got = [];
    for (let i = 0; i < 4; i++) got.push(await ownerOf(await sendLead()));
    expect(new Set(got)).toEqual(new Set([first.id, third.id]));
    expect(got.filter((id) => id === first.id)).toHaveLength(2);
    await setMode("manual");
    expect(await ownerOf(await sendLead())).toBeNull();
  });
});
