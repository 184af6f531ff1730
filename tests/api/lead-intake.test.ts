import { and, eq, inArray, like, ne } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { LeadDetail, LeadListItem } from "#domain/lead";
import {
  ADDRESS_LEAD_CAP,
  BOT_HELD_PER_ADDRESS_PER_DAY,
  BOT_HELD_PER_DAY,
  HELD_LEAD_NOT_FOUND,
  HELD_PER_NUMBER_PER_DAY,
  HELD_RETENTION_DAYS,
  type HeldLeadPage,
  leadNotTaken,
  MIN_FILL_MS,
  UNTIMED_ADDRESS_CAP,
} from "#domain/lead-intake";
import { auditLog, heldLeads, inquiries, notificationOutbox as outbox, users } from "#server/db/schema";
import { type LeadAlertOptions, type LeadAlertWorker, startLeadAlerts } from "#server/jobs/lead-alerts";
import { runDailyMaintenance } from "#server/jobs/maintenance";
import { heldPeriod } from "#server/services/leads/lead-intake";
import { enqueueStaffNotice } from "#server/services/outbox/outbox";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertInquiry } from "../support/admin-fixtures";
import { type HookReceiver, type ReceivedHook, startHookReceiver } from "../support/alert-receivers";
import { insertVehicle } from "../support/fixtures";
import { jsonRequest, type TestApp } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

/**
 * How lead posts are taken in (domain/lead-intake.ts): a valid lead is never refused for its address; bots and
 * floods are held as 스팸 의심 with a success answer; held rows and alerts are bounded; a returning customer goes
 * back to their consultant. The app sits behind one proxy (TRUST_PROXY=1), so each test names its own client
 * addresses in X-Forwarded-For, as the proxy would.
 */

type Answer = { success?: boolean; id?: number; notice?: string | null; message?: string };

let addresses = 0;
/** An address no other test in the file uses. */
const newAddress = () => {
  addresses++;
  return `198.51.${100 + Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};
/** Every number a test sends, for the log check. */
const phones: string[] = [];
/** A mobile number no other test in the file uses (digits, as stored). */
const newPhone = () => {
  const phone = `0107${String(phones.length + 1).padStart(7, "0")}`;
  phones.push(phone);
  return phone;
};
/** A lead as a person's form sends it: with how long the form took (every page of the site measures it). */
const lead = (name: string, contact = newPhone()) => ({
  name,
  contact,
  vehicle: "쏘렌토",
  region: "만 26세 이상",
  fillMs: 15_000,
});

/** What a staff notice delivered to a webhook is about (`held`, …), or undefined for any other message. */
const aboutOf = (call: { body: unknown }) => (call.body as { notice?: { about?: string } }).notice?.about;

async function post(app: TestApp, path: string, body: unknown, address: string) {
  const res = await app.fetch(path, jsonRequest("POST", body, { "X-Forwarded-For": address }));
  return { status: res.status, body: (await res.json()) as Answer };
}

/** An answer a person reads as "sent": the same whether the lead was stored or held. */
function expectTaken(answer: { status: number; body: Answer }) {
  expect(answer.status).toBe(201);
  expect(answer.body).toEqual({ success: true, id: expect.any(Number), notice: answer.body.notice ?? null });
}

const leadRow = async (app: TestApp, id: number) =>
  (await app.ctx.db.select().from(inquiries).where(eq(inquiries.id, id)))[0];
const heldRow = async (app: TestApp, id: number) =>
  (await app.ctx.db.select().from(heldLeads).where(eq(heldLeads.id, id)))[0];

describe("taking leads in", () => {
  const app = useTestApp({ env: { TRUST_PROXY: "1" } });
  let admin: TestAccount;
  let partner: TestAccount;
  beforeAll(async () => {
    [admin, partner] = await Promise.all([createAccount(app, "admin"), createAccount(app, "partner")]);
  });
  const heldList = async (query = "") =>
    (await (await app.fetch(`/api/held-leads${query}`, as(admin, "GET"))).json()) as HeldLeadPage;

  it(`stores ${ADDRESS_LEAD_CAP} customers from one address as leads, holds those past the safety cap, and never refuses one`, async () => {
    const address = newAddress();
    const ids: number[] = [];
    for (let i = 0; i < ADDRESS_LEAD_CAP; i++) {
      const answer = await post(app, "/api/inquiries", lead(`같은주소${i}`), address);
      expectTaken(answer);
      ids.push(answer.body.id ?? 0);
    }
    const stored = await app.ctx.db.select().from(inquiries).where(inArray(inquiries.id, ids));
    expect(stored).toHaveLength(ADDRESS_LEAD_CAP);
    const listed = (await (await app.fetch("/api/inquiries?pageSize=100", as(admin, "GET"))).json()) as {
      inquiries: LeadListItem[];
    };
    for (const id of ids) expect(listed.inquiries.map((row) => row.id)).toContain(id);

    // Past the cap: answered the same, held as 스팸 의심 with its reason, not a lead.
    const over = [
      await post(app, "/api/inquiries", lead("같은주소초과"), address),
      await post(
        app,
        "/api/quote-requests",
        { customerName: "같은주소견적", customerPhone: newPhone(), agreeToPrivacy: true },
        address,
      ),
    ];
    for (const answer of over) {
      expectTaken(answer);
      expect(await leadRow(app, answer.body.id ?? 0)).toBeUndefined();
      expect(await heldRow(app, answer.body.id ?? 0)).toMatchObject({ reason: "address_cap" });
    }
    const held = await heldList("?pageSize=100");
    expect(held.leads.find((row) => row.id === over[0]?.body.id)).toMatchObject({
      name: "같은주소초과",
      reason: "address_cap",
      source: "home",
    });
    expect(held.leads.find((row) => row.id === over[1]?.body.id)).toMatchObject({
      name: "같은주소견적",
      source: "quote-request",
    });
    // Another address behind the same proxy is a lead as ever.
    const other = await post(app, "/api/inquiries", lead("다른주소"), newAddress());
    expectTaken(other);
    expect(await leadRow(app, other.body.id ?? 0)).toMatchObject({ name: "다른주소" });
  });

  it("holds a filled honeypot and a form sent faster than a person types, answering both as a success", async () => {
    const address = newAddress();
    const now = Date.now();
    const cases = [
      { path: "/api/inquiries", body: { ...lead("허니팟"), website: "http://spam.example" }, reason: "honeypot" },
      { path: "/api/inquiries", body: { ...lead("빠른스크립트"), fillMs: MIN_FILL_MS - 1_500 }, reason: "too_fast" },
      { path: "/api/inquiries", body: { ...lead("빠른폼"), formStartedAt: String(now - 300) }, reason: "too_fast" },
      { path: "/api/inquiries", body: { ...lead("미래시각"), formStartedAt: now + 60_000 }, reason: "too_fast" },
      {
        path: "/api/quote-requests",
        body: { customerName: "견적허니팟", customerPhone: newPhone(), agreeToPrivacy: true, website: "x" },
        reason: "honeypot",
      },
      {
        path: "/api/quote-requests",
        body: { customerName: "견적빠름", customerPhone: newPhone(), agreeToPrivacy: true, fillMs: 200 },
        reason: "too_fast",
      },
    ];
    for (const { path, body, reason } of cases) {
      const answer = await post(app, path, body, address);
      expectTaken(answer);
      expect(await leadRow(app, answer.body.id ?? 0), reason).toBeUndefined();
      expect(await heldRow(app, answer.body.id ?? 0), reason).toMatchObject({ reason });
    }
    // A person: a form shown long enough ago, by either measure, or an API client that sends neither now and then.
    const { fillMs: _measured, ...untimed } = lead("API고객");
    for (const body of [
      { ...lead("천천히폼"), formStartedAt: String(Date.now() - MIN_FILL_MS - 3_000) },
      { ...lead("천천히스크립트"), fillMs: MIN_FILL_MS + 10_000 },
      { ...lead("표시없음"), fillMs: "숫자아님" },
      untimed,
    ]) {
      const answer = await post(app, "/api/inquiries", body, address);
      expectTaken(answer);
      expect(await leadRow(app, answer.body.id ?? 0), body.name).toMatchObject({ name: body.name });
    }
    // Posts that never say how long their form took are not taken for a person's past a few from one address.
    const script = newAddress();
    const answers = [];
    for (let i = 0; i <= UNTIMED_ADDRESS_CAP; i++) {
      const { fillMs: _none, ...body } = lead(`시간없음${i}`);
      answers.push(await post(app, "/api/inquiries", body, script));
    }
    for (const answer of answers) expectTaken(answer);
    const last = answers.at(-1)?.body.id ?? 0;
    expect(await leadRow(app, last)).toBeUndefined();
    expect(await heldRow(app, last)).toMatchObject({ reason: "untimed" });
    for (const answer of answers.slice(0, UNTIMED_ADDRESS_CAP))
      expect(await leadRow(app, answer.body.id ?? 0)).toBeDefined();
    // A mistake a person makes is still told to them.
    const invalid = await post(app, "/api/inquiries", { ...lead(""), website: "x" }, address);
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/[가-힣]/);
  });

  it("stores a held post's retry once and answers its id again", async () => {
    const address = newAddress();
    const body = { ...lead("재전송봇"), website: "bot", idempotencyKey: "held-retry-key-1" };
    const first = await post(app, "/api/inquiries", body, address);
    const again = await post(app, "/api/inquiries", body, address);
    expectTaken(first);
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await app.ctx.db.$count(heldLeads, eq(heldLeads.name, "재전송봇"))).toBe(1);
  });

  it(`keeps at most ${BOT_HELD_PER_ADDRESS_PER_DAY} filled honeypots per address a day; past that a post is refused honestly, with the number to call`, async () => {
    const address = newAddress();
    const bot = (i: number) => ({ ...lead(`차단봇${i}`), website: "spam" });
    for (let i = 0; i < BOT_HELD_PER_ADDRESS_PER_DAY; i++)
      expectTaken(await post(app, "/api/inquiries", bot(i), address));
    const keptBefore = await app.ctx.db.$count(heldLeads);
    for (let i = 0; i < 3; i++) {
      const refused = await post(app, "/api/inquiries", bot(BOT_HELD_PER_ADDRESS_PER_DAY + i), address);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(leadNotTaken(app.ctx.config.site.phone));
    }
    expect(await app.ctx.db.$count(heldLeads)).toBe(keptBefore);
    expect(await app.ctx.db.$count(heldLeads, like(heldLeads.name, "차단봇%"))).toBe(BOT_HELD_PER_ADDRESS_PER_DAY);
    // Another address still has its own room.
    const elsewhere = await post(app, "/api/inquiries", bot(999), newAddress());
    expect(await heldRow(app, elsewhere.body.id ?? 0)).toMatchObject({ reason: "honeypot" });
    expect(await app.ctx.db.$count(inquiries, like(inquiries.name, "차단봇%"))).toBe(0);
  });

  it("keeps a customer behind an address whose lead cap and bots' room are both full: held, listed, never dropped", async () => {
    const address = newAddress();
    for (let i = 0; i < ADDRESS_LEAD_CAP; i++)
      expectTaken(await post(app, "/api/inquiries", lead(`사무실${i}`), address));
    for (let i = 0; i < BOT_HELD_PER_ADDRESS_PER_DAY; i++)
      expectTaken(await post(app, "/api/inquiries", { ...lead(`사무실봇${i}`), website: "x" }, address));
    // The next customer at that office, from any form, and one who sends too fast (an autofilled form).
    const victims = [
      await post(app, "/api/inquiries", lead("사무실고객"), address),
      await post(
        app,
        "/api/quote-requests",
        { customerName: "사무실견적", customerPhone: newPhone(), agreeToPrivacy: true },
        address,
      ),
      await post(app, "/api/inquiries", { ...lead("사무실자동완성"), fillMs: 300 }, address),
    ];
    const listed = await heldList("?pageSize=100");
    for (const answer of victims) {
      expectTaken(answer);
      expect(await heldRow(app, answer.body.id ?? 0)).toBeDefined();
      expect(listed.leads.map((row) => row.id)).toContain(answer.body.id);
    }
  });

  it(`answers a number's held repeats past ${HELD_PER_NUMBER_PER_DAY} a day with the one on file, and a decoy's honeypots do not use that number's room`, async () => {
    const contact = newPhone();
    for (let i = 0; i < 3; i++)
      expectTaken(await post(app, "/api/inquiries", { ...lead("미끼", contact), website: "decoy" }, newAddress()));
    const ids: number[] = [];
    for (let i = 0; i < HELD_PER_NUMBER_PER_DAY; i++) {
      const answer = await post(app, "/api/inquiries", { ...lead(`같은번호${i}`, contact), fillMs: 100 }, newAddress());
      expectTaken(answer);
      ids.push(answer.body.id ?? 0);
    }
    for (const id of ids) expect(await heldRow(app, id)).toMatchObject({ contact, reason: "too_fast" });
    const again = await post(app, "/api/inquiries", { ...lead("같은번호더", contact), fillMs: 100 }, newAddress());
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(ids.at(-1));
    expect(await app.ctx.db.$count(heldLeads, eq(heldLeads.name, "같은번호더"))).toBe(0);
  });

  it("정상 처리 makes a held post a lead with the id its sender was answered, once, audited", async () => {
    const earlier = await post(app, "/api/inquiries", lead("먼저문의"), newAddress());
    const contact = (await leadRow(app, earlier.body.id ?? 0))?.contact ?? "";
    const held = await post(
      app,
      "/api/inquiries",
      { ...lead("보류후정상", contact), website: "autofill" },
      newAddress(),
    );
    const id = held.body.id ?? 0;
    expect((await heldList()).leads.map((row) => row.id)).toContain(id);

    const answers = await Promise.all(
      [1, 2, 3].map(() => app.fetch(`/api/held-leads/${id}/release`, as(admin, "POST"))),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([200, 404, 404]);
    const released = answers.find((res) => res.status === 200);
    expect(await released?.json()).toEqual({ success: true, id, message: "정상 문의로 옮겼습니다." });
    for (const refused of answers.filter((res) => res.status === 404))
      expect(((await refused.json()) as Answer).message).toBe(HELD_LEAD_NOT_FOUND);

    // A lead now, under the same id, linked to the number's earlier lead; out of 스팸 의심.
    const detail = (await (await app.fetch(`/api/inquiries/${id}`, as(admin, "GET"))).json()) as LeadDetail;
    expect(detail).toMatchObject({ id, name: "보류후정상", status: "new", repeatOfId: earlier.body.id });
    expect(await heldRow(app, id)).toBeUndefined();
    expect((await heldList()).leads.map((row) => row.id)).not.toContain(id);
    const [audit] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "held_lead"), eq(auditLog.entityId, String(id))));
    expect(audit).toMatchObject({
      action: "release",
      actorUserId: admin.id,
      detail: { reason: "honeypot", leadId: id },
    });
    expect(JSON.stringify(audit)).not.toContain(contact);
  });

  it("삭제 removes a held post for good, audited; a second delete or release finds nothing", async () => {
    const held = await post(app, "/api/inquiries", { ...lead("삭제될봇"), fillMs: 10 }, newAddress());
    const id = held.body.id ?? 0;
    const res = await app.fetch(`/api/held-leads/${id}`, as(admin, "DELETE"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "스팸 의심 문의를 삭제했습니다." });
    expect(await heldRow(app, id)).toBeUndefined();
    expect(await leadRow(app, id)).toBeUndefined();
    expect((await heldList()).leads.map((row) => row.id)).not.toContain(id);
    for (const [method, path] of [
      ["DELETE", `/api/held-leads/${id}`],
      ["POST", `/api/held-leads/${id}/release`],
    ] as const) {
      const again = await app.fetch(path, as(admin, method));
      expect(again.status).toBe(404);
      expect(((await again.json()) as Answer).message).toBe(HELD_LEAD_NOT_FOUND);
    }
    expect(
      await app.ctx.db.$count(auditLog, and(eq(auditLog.entity, "held_lead"), eq(auditLog.entityId, String(id)))),
    ).toBe(1);
    for (const junk of ["0", "-1", "abc", "9".repeat(30)])
      expect((await app.fetch(`/api/held-leads/${junk}`, as(admin, "DELETE"))).status, junk).toBe(404);
  });

  it("is for admins only: anonymous and partner calls are refused and change nothing", async () => {
    const held = await post(app, "/api/inquiries", { ...lead("권한확인봇"), website: "x" }, newAddress());
    const id = held.body.id ?? 0;
    const calls = [
      ["GET", "/api/held-leads"],
      ["POST", `/api/held-leads/${id}/release`],
      ["DELETE", `/api/held-leads/${id}`],
    ] as const;
    for (const [method, path] of calls) {
      const anonymous = await app.fetch(path, { method });
      expect(anonymous.status, `${method} ${path}`).toBe(401);
      expect(((await anonymous.json()) as Answer).message).toMatch(/[가-힣]/);
      expect((await app.fetch(path, as(partner, method))).status, `${method} ${path}`).toBe(403);
    }
    // A form post from another site is refused before the role check.
    const crossSite = await app.fetch(`/api/held-leads/${id}/release`, {
      method: "POST",
      headers: { Cookie: admin.cookie, Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect(await heldRow(app, id)).toMatchObject({ name: "권한확인봇" });
    expect(await leadRow(app, id)).toBeUndefined();
    const list = await app.fetch("/api/held-leads", as(admin, "GET"));
    expect(list.status).toBe(200);
  });

  it(`deletes held posts nobody released after ${HELD_RETENTION_DAYS} days with the daily maintenance`, async () => {
    const held = (name: string, days: number) =>
      app.ctx.db
        .insert(heldLeads)
        .values({
          name,
          contact: newPhone(),
          vehicle: "레이",
          reason: "honeypot",
          clientKey: "retention",
          createdAt: new Date(Date.now() - days * 24 * 3600_000),
        })
        .returning();
    const [[old], [recent]] = await Promise.all([
      held("오래된보류", HELD_RETENTION_DAYS + 1),
      held("최근보류", HELD_RETENTION_DAYS - 1),
    ]);
    await runDailyMaintenance(app.ctx);
    expect(await heldRow(app, old?.id ?? 0)).toBeUndefined();
    expect(await heldRow(app, recent?.id ?? 0)).toMatchObject({ name: "최근보류" });
  });

  it("keeps of a post only what the site's records back: a quote's plan, a listing's name and price row, public cars", async () => {
    const car = await insertVehicle(app.ctx, {
      name: "기록확인 K8",
      priceInfo: [{ period: "48개월", deposit: "보증금 30%", monthly: "월 52만원", totalKm: "2만km" }],
      depositInstallment: "가능 (50:50)",
    });
    const offered = { period: "48개월", deposit: "보증금 30%", monthly: "월 52만원", totalKm: "2만km" };
    const send = async (name: string, body: Record<string, unknown>) => {
      const answer = await post(app, "/api/inquiries", { ...lead(name), ...body }, newAddress());
      expectTaken(answer);
      return leadRow(app, answer.body.id ?? 0);
    };
    // A 견적서 that was never issued: a plain consultation, without the plan it claimed.
    expect(
      await send("가짜견적서", { source: "quote-sheet", plan: { period: "1개월", deposit: "0", monthly: "월 1원" } }),
    ).toMatchObject({ source: "home", plan: null, quoteToken: null });
    // The listing's own row: kept, the car named as the catalogue names it.
    expect(
      await send("진짜요금", { source: "quote", vehicle: "아무 차", vehicleSlug: car.slug, plan: offered }),
    ).toMatchObject({ vehicle: "기록확인 K8", vehicleSlug: car.slug, plan: offered });
    // A fee the listing never offered, or a car the site never had: left out, the lead kept.
    expect(
      await send("없는요금", { source: "quote", vehicleSlug: car.slug, plan: { ...offered, monthly: "월 1원" } }),
    ).toMatchObject({ vehicleSlug: car.slug, plan: null });
    expect(
      await send("없는차", { source: "quote", vehicle: "유령차", vehicleSlug: "never-was-a-car", plan: offered }),
    ).toMatchObject({ vehicle: "유령차", vehicleSlug: null, plan: null });
    // The cars of /compare: only public listings, named by the catalogue.
    expect(
      await send("비교기록", {
        source: "compare",
        cars: [
          { slug: car.slug, name: "바뀐 이름" },
          { slug: "invented-slug", name: "지어낸 차" },
        ],
      }),
    ).toMatchObject({ cars: [{ slug: car.slug, name: "기록확인 K8" }] });
  });

  it("writes neither a name nor a phone number of a held post into the logs", () => {
    const logs = app.logs.join("\n");
    expect(logs).toContain("lead held as spam suspect");
    for (const secret of ["허니팟", "빠른폼", "보류후정상", "삭제될봇"]) expect(logs).not.toContain(secret);
    for (const phone of phones) expect(logs).not.toContain(phone);
  });
});

// The webhook receiver starts before the app pointed at it and stops after it closes.
let hook: HookReceiver;
beforeAll(async () => {
  hook = await startHookReceiver();
});
afterAll(async () => {
  await hook?.down();
});

describe("lead alerts", () => {
  const app = useTestApp(() => ({ env: { TRUST_PROXY: "1", NOTIFY_WEBHOOK_URL: hook.url } }));
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, "admin");
  });
  const workers: LeadAlertWorker[] = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    hook.status = 200;
  });
  const work = (options: LeadAlertOptions = {}) => {
    // A short digest window unless a test says otherwise: what one test sent does not fold the next one's alerts.
    const worker = startLeadAlerts(app.ctx, { siteUrl: app.url, pollMs: 50, digestWindowMs: 1_000, ...options });
    workers.push(worker);
    return worker;
  };

  type Body = {
    text?: string;
    lead?: { id: number; repeatOfId?: number; assigneeName?: string };
    leads?: { id: number }[];
  };
  /** The leads a delivered webhook call announces: one, or a digest's. */
  const leadIds = (call: ReceivedHook) => {
    const body = call.body as Body;
    return body.lead ? [body.lead.id] : (body.leads ?? []).map((l) => l.id);
  };
  const callsFor = (id: number) => hook.delivered().filter((call) => leadIds(call).includes(id));
  const outboxOf = (id: number) => app.ctx.db.select().from(outbox).where(eq(outbox.inquiryId, id));
  const waitSent = (ids: number[], timeout = 15_000) =>
    vi.waitFor(
      async () => {
        const rows = await app.ctx.db.select().from(outbox).where(inArray(outbox.inquiryId, ids));
        expect(rows.map((row) => row.status)).toEqual(ids.map(() => "sent"));
      },
      { timeout, interval: 25 },
    );

  it(`${ADDRESS_LEAD_CAP} customers with distinct numbers from one address within a minute are all stored, listed and alerted once`, async () => {
    work({ digestWindowMs: 2_000 });
    const address = newAddress();
    const ids: number[] = [];
    for (let i = 0; i < ADDRESS_LEAD_CAP; i++) {
      const answer = await post(app, "/api/inquiries", lead(`알림한주소${i}`), address);
      expectTaken(answer);
      ids.push(answer.body.id ?? 0);
    }
    expect(await app.ctx.db.$count(inquiries, inArray(inquiries.id, ids))).toBe(ADDRESS_LEAD_CAP);
    const listed = (await (await app.fetch("/api/inquiries?pageSize=100", as(admin, "GET"))).json()) as {
      inquiries: LeadListItem[];
    };
    for (const id of ids) expect(listed.inquiries.map((row) => row.id)).toContain(id);
    await waitSent(ids);
    for (const id of ids) expect(callsFor(id), `lead ${id}`).toHaveLength(1);
    const messages = hook.delivered().filter((call) => leadIds(call).some((id) => ids.includes(id)));
    console.info(
      `[${app.ctx.database.kind}] ${ids.length} leads from one address announced in ${messages.length} webhook messages (${messages.filter((call) => (call.body as Body).leads).length} digests)`,
    );
  });

  it("tells staff of held posts that may be customers' (스팸 의심 보류 N건), once per period, never of filled honeypots alone", async () => {
    work();
    const before = hook.requests.length;
    const address = newAddress();
    const held = await post(app, "/api/inquiries", { ...lead("보류알림대상"), fillMs: 100 }, address);
    expectTaken(held);
    const notice = await vi.waitFor(
      () => {
        const call = hook.requests.slice(before).find((c) => aboutOf(c) === "held");
        expect(call).toBeDefined();
        return call!;
      },
      { timeout: 15_000, interval: 25 },
    );
    const waiting = await app.ctx.db.$count(heldLeads, ne(heldLeads.reason, "honeypot"));
    expect(notice.body).toMatchObject({
      type: "staff",
      text: expect.stringContaining(`스팸 의심 보류 ${waiting}건`),
      notice: { about: "held", count: waiting, url: `${app.url}/admin?tab=inquiries&view=held` },
    });
    expect(notice.headers["idempotency-key"]).toMatch(/^held-\d{4}-\d\d-\d\dT/);
    // It names neither the customer nor the number.
    expect(JSON.stringify(notice.body)).not.toContain("보류알림대상");

    // One row per channel and period, however many are held in it.
    const at = Date.UTC(2030, 0, 1, 3, 7);
    for (const now of [at, at + 60_000, at + 2 * 60_000])
      await enqueueStaffNotice(app.ctx, app.ctx.db, { about: "held", period: heldPeriod(now) });
    const rows = await app.ctx.db.select().from(outbox).where(eq(outbox.eventKey, "held-2030-01-01T03:00:00.000Z"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: "staff", channel: "webhook" });
    await app.ctx.db.delete(outbox).where(eq(outbox.eventKey, "held-2030-01-01T03:00:00.000Z"));
  });

  it("announces a customer's lead sent right after a decoy with their number, as 재문의; the same request twice is announced once", async () => {
    work();
    const contact = newPhone();
    const decoy = await post(app, "/api/inquiries", { ...lead("미끼문의", contact), vehicle: "모닝" }, newAddress());
    const real = await post(app, "/api/inquiries", lead("진짜고객", contact), newAddress());
    const again = await post(app, "/api/inquiries", lead("진짜고객", contact), newAddress());
    const [decoyId, realId, againId] = [decoy.body.id ?? 0, real.body.id ?? 0, again.body.id ?? 0];
    expect(await outboxOf(againId)).toEqual([]);
    await waitSent([decoyId, realId]);
    expect(callsFor(realId)).toHaveLength(1);
    expect(callsFor(realId)[0]?.body).toMatchObject({
      text: expect.stringContaining("재문의"),
      lead: { id: realId, name: "진짜고객", repeatOfId: decoyId },
    });
  });

  it("alerts once per number in ten minutes: a repeat is stored and linked (재문의) but not announced again", async () => {
    work();
    const contact = newPhone();
    const first = await post(app, "/api/inquiries", lead("반복고객", contact), newAddress());
    const repeat = await post(app, "/api/inquiries", lead("반복고객", contact), newAddress());
    const other = await post(app, "/api/inquiries", lead("다른번호고객"), newAddress());
    const [firstId, repeatId, otherId] = [first.body.id ?? 0, repeat.body.id ?? 0, other.body.id ?? 0];
    expect(await leadRow(app, repeatId)).toMatchObject({ name: "반복고객", repeatOfId: firstId });
    // The repeat has no alert to send, stored with it in its transaction.
    expect(await outboxOf(repeatId)).toEqual([]);
    // The others are announced: the worker was there to announce the repeat too.
    await waitSent([firstId, otherId]);
    expect(callsFor(firstId)).toHaveLength(1);
    expect(callsFor(otherId)).toHaveLength(1);
    expect(callsFor(repeatId)).toHaveLength(0);
  });

  it("정상 처리 sends the released lead's alert exactly once, even right after an alert to its number", async () => {
    work();
    const contact = newPhone();
    const alerted = await post(app, "/api/inquiries", lead("알림받은번호", contact), newAddress());
    const held = await post(app, "/api/inquiries", { ...lead("보류알림", contact), fillMs: 5 }, newAddress());
    const id = held.body.id ?? 0;
    expect(await outboxOf(id)).toEqual([]);
    await waitSent([alerted.body.id ?? 0]);
    expect(callsFor(id)).toHaveLength(0);

    const statuses = await Promise.all(
      [1, 2, 3, 4].map(async () => (await app.fetch(`/api/held-leads/${id}/release`, as(admin, "POST"))).status),
    );
    expect(statuses.sort()).toEqual([200, 404, 404, 404]);
    await waitSent([id]);
    expect(await outboxOf(id)).toHaveLength(1);
    const [call] = callsFor(id);
    expect(callsFor(id)).toHaveLength(1);
    expect(call?.headers["idempotency-key"]).toBe(`lead-${id}`);
    expect(call?.body).toMatchObject({ lead: { id, name: "보류알림", contact } });
  });

  it("gives a returning customer to the consultant of their lead of the last 90 days: 재문의 alert, first in 내 담당", async () => {
    work();
    const owner = await createAccount(app, "admin");
    await app.ctx.db.update(users).set({ displayName: "김상담" }).where(eq(users.id, owner.id));
    const contact = newPhone();
    // Their earlier lead, three weeks ago, worked by 김상담; and an older one of another owner.
    const older = await createAccount(app, "admin");
    await insertInquiry(app, {
      name: "돌아온고객",
      contact,
      assigneeId: older.id,
      createdAt: new Date(Date.now() - 60 * 24 * 3600_000),
    });
    const earlier = await insertInquiry(app, {
      name: "돌아온고객",
      contact,
      assigneeId: owner.id,
      createdAt: new Date(Date.now() - 21 * 24 * 3600_000),
    });
    const mine = await insertInquiry(app, { name: "다른담당건", assigneeId: owner.id, contact: newPhone() });

    const back = await post(app, "/api/inquiries", lead("돌아온고객", contact), newAddress());
    const id = back.body.id ?? 0;
    const detail = (await (await app.fetch(`/api/inquiries/${id}`, as(admin, "GET"))).json()) as LeadDetail;
    expect(detail).toMatchObject({ assigneeId: owner.id, assigneeName: "김상담", repeatOfId: earlier.id });
    expect(detail.history).toContainEqual(
      expect.objectContaining({ kind: "assignee", fromValue: null, toValue: String(owner.id), actorName: null }),
    );
    const list = (await (await app.fetch("/api/inquiries?assignee=me", as(owner, "GET"))).json()) as {
      inquiries: LeadListItem[];
    };
    expect(list.inquiries.map((row) => row.id).slice(0, 2)).toEqual([id, mine.id]);

    await waitSent([id]);
    const [call] = callsFor(id);
    const body = call?.body as Body;
    expect(body.text).toMatch(/^\[렌트픽\] 재문의 \(담당: 김상담\) · 돌아온고객/);
    expect(body.lead).toMatchObject({ id, repeatOfId: earlier.id, assigneeName: "김상담" });
  });

  it("gives it back past the 30 days a repeat is linked for, and still says 재문의", async () => {
    work();
    const owner = await createAccount(app, "admin");
    await app.ctx.db.update(users).set({ displayName: "박상담" }).where(eq(users.id, owner.id));
    const contact = newPhone();
    await insertInquiry(app, { contact, assigneeId: owner.id, createdAt: new Date(Date.now() - 60 * 24 * 3600_000) });
    const back = await post(app, "/api/inquiries", lead("두달만에", contact), newAddress());
    const id = back.body.id ?? 0;
    expect(await leadRow(app, id)).toMatchObject({ assigneeId: owner.id, repeatOfId: null });
    await waitSent([id]);
    const body = callsFor(id)[0]?.body as Body | undefined;
    expect(body?.text).toMatch(/^\[렌트픽\] 재문의 \(담당: 박상담\) · 두달만에/);
    expect(body?.lead).toMatchObject({ id, assigneeName: "박상담" });
  });

  it("leaves a number's lead unassigned when its owned lead is older than 90 days or its owner can no longer take leads", async () => {
    const stale = newPhone();
    const owner = await createAccount(app, "admin");
    await insertInquiry(app, {
      contact: stale,
      assigneeId: owner.id,
      createdAt: new Date(Date.now() - 91 * 24 * 3600_000),
    });
    const gone = newPhone();
    const disabled = await createAccount(app, "admin");
    await insertInquiry(app, { contact: gone, assigneeId: disabled.id, createdAt: new Date(Date.now() - 3_600_000) });
    await app.ctx.db.update(users).set({ disabled: true }).where(eq(users.id, disabled.id));
    work();
    const ids: number[] = [];
    for (const contact of [stale, gone]) {
      const answer = await post(app, "/api/inquiries", lead("배정없음", contact), newAddress());
      ids.push(answer.body.id ?? 0);
      expect(await leadRow(app, answer.body.id ?? 0)).toMatchObject({ assigneeId: null });
    }
    await waitSent(ids);
  });

  it("folds a burst into one digest message listing every lead, sent again under the same key after a failure", async () => {
    // The burst arrives while no worker runs (as after a restart): all due at once, in a window with no digest sent
    // yet (what earlier tests sent is moved an hour back).
    await app.ctx.db
      .update(outbox)
      .set({ nextAttemptAt: new Date(Date.now() - 3_600_000) })
      .where(eq(outbox.status, "sent"));
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const answer = await post(app, "/api/inquiries", lead(`폭주고객${i}`), newAddress());
      ids.push(answer.body.id ?? 0);
    }
    hook.status = 503;
    const before = hook.requests.length;
    work({ digestWindowMs: 1_000, retryDelaysMs: Array(20).fill(100) });
    await vi.waitFor(
      () => expect(hook.requests.slice(before).filter((r) => r.status === 503).length).toBeGreaterThan(1),
      {
        timeout: 10_000,
        interval: 20,
      },
    );
    hook.status = 200;
    await waitSent(ids);
    const calls = hook.requests.slice(before);
    // Every attempt was the same message: one key, the same leads.
    expect(new Set(calls.map((call) => call.headers["idempotency-key"])).size).toBe(1);
    for (const call of calls) expect(leadIds(call).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(calls.filter((call) => call.status === 200)).toHaveLength(1);
    const [digest] = calls.filter((call) => call.status === 200);
    expect(digest?.headers["idempotency-key"]).toMatch(/^leads-webhook-d\d+$/);
    expect((digest?.body as Body | undefined)?.text).toMatch(/^\[렌트픽\] 새 견적 문의 12건 \(묶음 알림\)\n/);
    expect((digest?.body as Body | undefined)?.text).toContain("외 2건");
    const rows = await app.ctx.db.select().from(outbox).where(inArray(outbox.inquiryId, ids));
    expect(new Set(rows.map((row) => row.digestKey)).size).toBe(1);
  });

  it("once a channel has sent its share of a window, the next alerts wait for its end and go out in a digest", async () => {
    // Two messages the channel sent in the window (a busy minute's first alerts), timed so that they stay in it for
    // the whole test however slow the machine is.
    const busy = await Promise.all([
      insertInquiry(app, { contact: newPhone() }),
      insertInquiry(app, { contact: newPhone() }),
    ]);
    const inTheWindow = new Date(Date.now() + 60_000);
    await app.ctx.db.insert(outbox).values(
      busy.map((row) => ({
        inquiryId: row.id,
        channel: "webhook" as const,
        status: "sent" as const,
        sentAt: inTheWindow,
        nextAttemptAt: inTheWindow,
      })),
    );
    try {
      work({ digestAfter: 2, digestWindowMs: 2_000 });
      const ids: number[] = [];
      for (const name of ["기다림1", "기다림2", "기다림3"]) {
        const answer = await post(app, "/api/inquiries", lead(name), newAddress());
        ids.push(answer.body.id ?? 0);
      }
      await waitSent(ids);
      for (const id of ids) {
        const calls = callsFor(id);
        expect(calls, `lead ${id}`).toHaveLength(1);
        // In a digest that waited for the window's end, not on its own.
        expect((calls[0]?.body as Body | undefined)?.leads, `lead ${id}`).toBeDefined();
        expect(calls[0]?.headers["idempotency-key"], `lead ${id}`).toMatch(/^leads-webhook-w\d+$/);
      }
    } finally {
      await app.ctx.db.delete(outbox).where(
        inArray(
          outbox.inquiryId,
          busy.map((row) => row.id),
        ),
      );
    }
  });

  it("sends at most one digest a window: a second burst waits a whole window after the first digest", async () => {
    const windowMs = 1_500;
    // Each burst arrives while no worker runs, so all of it is due at once and folds into one digest.
    const burst = async (prefix: string) => {
      const ids: number[] = [];
      for (let i = 0; i < 12; i++) {
        const answer = await post(app, "/api/inquiries", lead(`${prefix}${i}`), newAddress());
        ids.push(answer.body.id ?? 0);
      }
      const worker = work({ digestWindowMs: windowMs });
      await waitSent(ids);
      await worker.stop();
      const rows = await app.ctx.db
        .select()
        .from(outbox)
        .where(and(inArray(outbox.inquiryId, ids), eq(outbox.channel, "webhook")));
      expect(new Set(rows.map((row) => row.digestKey)).size, "one digest a burst").toBe(1);
      return Math.min(...rows.map((row) => row.sentAt?.getTime() ?? 0));
    };
    const first = await burst("첫묶음");
    const second = await burst("둘째묶음");
    expect(second - first).toBeGreaterThanOrEqual(windowMs);
  });
});

describe("a site whose room for bots is full", () => {
  const app = useTestApp(() => ({ env: { TRUST_PROXY: "1", NOTIFY_WEBHOOK_URL: hook.url } }));
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, "admin");
  });

  it(`still holds and announces customers after ${BOT_HELD_PER_DAY} filled honeypots from many addresses`, async () => {
    // As 2,104 posts from 43 addresses would leave it: most of the day's room for bots written at once, the rest
    // sent until the site refuses them.
    const filled = BOT_HELD_PER_DAY - 40;
    await app.ctx.db.insert(heldLeads).values(
      Array.from({ length: filled }, (_, i) => ({
        name: `봇${i}`,
        contact: `0109${String(i).padStart(7, "0")}`,
        vehicle: "",
        reason: "honeypot" as const,
        clientKey: `flood-${i % 43}`,
      })),
    );
    let refused: { status: number; body: Answer } | undefined;
    for (let i = 0; i < 60 && !refused; i++) {
      const answer = await post(app, "/api/inquiries", { ...lead(`봇추가${i}`), website: "x" }, newAddress());
      if (answer.status !== 201) refused = answer;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.body.message).toBe(leadNotTaken(app.ctx.config.site.phone));
    expect(await app.ctx.db.$count(heldLeads, eq(heldLeads.reason, "honeypot"))).toBe(BOT_HELD_PER_DAY);

    // The 31st lead in ten minutes from an office, and a form autofilled and sent within two seconds.
    const office = newAddress();
    for (let i = 0; i < ADDRESS_LEAD_CAP; i++) expectTaken(await post(app, "/api/inquiries", lead(`본사${i}`), office));
    const customers = [
      await post(app, "/api/inquiries", lead("본사31번째"), office),
      await post(app, "/api/inquiries", { ...lead("자동완성고객"), fillMs: 800 }, newAddress()),
    ];
    const listed = (await (await app.fetch("/api/held-leads?pageSize=10", as(admin, "GET"))).json()) as HeldLeadPage;
    for (const answer of customers) {
      expectTaken(answer);
      expect(listed.leads.map((row) => row.id)).toContain(answer.body.id);
    }
    expect(listed.leads.find((row) => row.id === customers[0]?.body.id)).toMatchObject({ reason: "address_cap" });
    expect(listed.leads.find((row) => row.id === customers[1]?.body.id)).toMatchObject({ reason: "too_fast" });

    // And staff hear of them.
    const before = hook.requests.length;
    const worker = startLeadAlerts(app.ctx, { siteUrl: app.url, pollMs: 50 });
    try {
      await vi.waitFor(
        () => {
          const notice = hook.requests.slice(before).find((call) => aboutOf(call) === "held");
          expect(notice?.body).toMatchObject({
            notice: { about: "held", count: 2 },
            text: expect.stringContaining("스팸 의심 보류 2건"),
          });
        },
        { timeout: 15_000, interval: 25 },
      );
    } finally {
      await worker.stop();
    }
  });
});
