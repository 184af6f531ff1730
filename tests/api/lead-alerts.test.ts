import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { LeadAlertStatus } from "#domain/lead-alerts";
import { createContext } from "#server/context";
import { auditLog, notificationOutbox as outbox } from "#server/db/schema";
import { createApp } from "#server/http/app";
import { type LeadAlertOptions, type LeadAlertWorker, startLeadAlerts } from "#server/jobs/lead-alerts";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertInquiry } from "../support/admin-fixtures";
import {
  type HookReceiver,
  hookLeadId,
  type MailReceiver,
  mailLeadId,
  startHookReceiver,
  startMailReceiver,
} from "../support/alert-receivers";
import { insertVehicle } from "../support/fixtures";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";
import { FUZZ_RUNS, refusesForeignIds } from "../support/write-fuzz";

let admin: TestAccount;
let partner: TestAccount;
let mail: MailReceiver;
let hook: HookReceiver;
const workers: LeadAlertWorker[] = [];

// The receivers start before the app that is pointed at them and stop after it closes.
beforeAll(async () => {
  [mail, hook] = await Promise.all([startMailReceiver(), startHookReceiver()]);
});
afterAll(async () => {
  await Promise.all([mail?.down(), hook?.down()]);
});
const app = useTestApp(() => ({
  env: {
    SMTP_URL: mail.url,
    NOTIFY_EMAIL_TO: "staff@rentpick.test",
    NOTIFY_WEBHOOK_URL: hook.url,
    RATE_LIMIT_DISABLED: "true",
  },
}));
beforeAll(async () => {
  [admin, partner] = await Promise.all([createAccount(app, "admin"), createAccount(app, "partner")]);
  // The car and price row the quote leads name: a lead keeps a plan only when a listing offers it.
  await insertVehicle(app.ctx, {
    slug: "sorento",
    name: "쏘렌토",
    priceInfo: [{ period: "36개월", deposit: "무보증", monthly: "월 57만 3천원", totalKm: "2만km" }],
  });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  mail.mode = "ok";
  hook.status = 200;
  hook.delayMs = 0;
  await Promise.all([mail.up(), hook.up()]);
});

/** Every name and number a test sends, for the log check at the end. */
const personal: string[] = [];
let serial = 0;
function visitor() {
  serial++;
  const name = `알림고객${String.fromCharCode(0xac00 + serial)}`;
  const digits = `0109${String(serial).padStart(3, "0")}${String(4000 + serial).slice(-4)}`;
  personal.push(name, digits, `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`);
  return { name, contact: digits, digits };
}

const work = (options: LeadAlertOptions = {}, ctx = app.ctx) => {
  const worker = startLeadAlerts(ctx, { siteUrl: app.url, ...options });
  workers.push(worker);
  return worker;
};

async function postLead(body: Record<string, unknown>): Promise<number> {
  const res = await app.fetch("/api/inquiries", jsonRequest("POST", body));
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

const rowsOf = (inquiryId: number) =>
  app.ctx.db.select().from(outbox).where(eq(outbox.inquiryId, inquiryId)).orderBy(outbox.channel);
const rowOf = async (inquiryId: number, channel: "email" | "webhook") =>
  (
    await app.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.inquiryId, inquiryId), eq(outbox.channel, channel)))
  )[0];
const mailsFor = (id: number) => mail.mails.filter((m) => mailLeadId(m) === id);
const hooksFor = (id: number) => hook.delivered().filter((h) => hookLeadId(h) === id);
const status = async (account: TestAccount = admin) =>
  (await app.fetch("/api/lead-alerts", as(account, "GET"))).json() as Promise<LeadAlertStatus>;
const retry = (id: number | string, account: TestAccount | null = admin) =>
  app.fetch(`/api/lead-alerts/${id}/retry`, as(account, "POST"));

describe("new-lead alerts", () => {
  it("a lead arrives by e-mail and webhook within 5 s, with the plan, the campaign and a link to its admin page", async () => {
    // No poll within the test: only the nudge after the lead's commit can bring it out in time.
    work({ pollMs: 60_000 });
    const who = visitor();
    const plan = { period: "36개월", deposit: "무보증", monthly: "월 57만 3천원", totalKm: "2만km" };
    const attribution = {
      utmSource: "naver",
      utmMedium: "cpc",
      utmCampaign: "봄맞이",
      landingPath: "/vehicles/sorento",
    };
    const postedAt = performance.now();
    const id = await postLead({
      name: who.name,
      contact: who.contact,
      region: "만 26세 이상",
      vehicle: "쏘렌토",
      source: "quote",
      plan,
      vehicleSlug: "sorento",
      attribution,
    });
    await vi.waitFor(
      () => {
        expect(mailsFor(id)).toHaveLength(1);
        expect(hooksFor(id)).toHaveLength(1);
      },
      { timeout: 5_000, interval: 20 },
    );
    const elapsed = performance.now() - postedAt;
    expect(elapsed).toBeLessThan(5_000);

    const adminUrl = `${app.url}/admin/leads/${id}`;
    const [message] = mailsFor(id);
    expect(message?.subject).toBe(`[렌트픽] 새 견적 문의 · ${who.name} · 쏘렌토`);
    expect(message?.messageId).toBe(`<lead-${id}.email@127.0.0.1>`);
    expect(message?.to).toEqual(["staff@rentpick.test"]);
    for (const body of [message?.text ?? "", message?.html ?? ""]) {
      expect(body).toContain(who.name);
      expect(body).toContain(`010-${who.digits.slice(3, 7)}-${who.digits.slice(7)}`);
      expect(body).toContain("36개월 · 무보증 · 월 57만 3천원 · 연 2만km");
      expect(body).toContain("naver / cpc / 봄맞이");
      expect(body).toContain("만 26세 이상");
      expect(body).toMatch(/\d{4}년 \d{2}월 \d{2}일 \d{2}:\d{2}/);
      expect(body).toContain(adminUrl);
    }
    expect(message?.text).toContain("접수 경로: 견적 문의");
    expect(message?.html).toMatch(/>견적 문의<\/td>/);
    expect(message?.html).toContain(`href="${adminUrl}"`);

    const [call] = hooksFor(id);
    expect(call?.headers["idempotency-key"]).toBe(`lead-${id}`);
    expect(call?.headers["content-type"]).toMatch(/^application\/json/);
    const body = call?.body as { text: string; content: string; lead: Record<string, unknown> };
    expect(body.text).toBe(body.content);
    expect(body.text).toContain(who.name);
    expect(body.text).toContain("36개월 · 무보증 · 월 57만 3천원 · 연 2만km");
    expect(body.text).toContain(adminUrl);
    expect(body.text).not.toContain("\n");
    expect(body.lead).toEqual({
      id,
      source: "quote",
      status: "new",
      name: who.name,
      contact: who.digits,
      vehicle: "쏘렌토",
      vehicleSlug: "sorento",
      plan,
      attribution,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      adminUrl,
    });

    // The receivers hold it a moment before the worker records the delivery.
    await vi.waitFor(
      async () =>
        expect(
          (await rowsOf(id)).map((r) => [r.channel, r.status, r.attempts, r.lastError, r.sentAt instanceof Date]),
        ).toEqual([
          ["email", "sent", 1, null, true],
          ["webhook", "sent", 1, null, true],
        ]),
      { timeout: 5_000, interval: 20 },
    );
    const shown = await status();
    expect(shown).toMatchObject({ channels: { email: true, webhook: true }, pending: 0 });
    expect(shown.sentToday).toBeGreaterThanOrEqual(2);
    console.info(
      `[${app.ctx.database.kind}] lead alert delivered by mail and webhook ${Math.round(elapsed)} ms after the 201`,
    );
  });

  it("a quote request (the spec's separate form) is announced the same way", async () => {
    work();
    const who = visitor();
    const res = await app.fetch(
      "/api/quote-requests",
      jsonRequest("POST", { customerName: who.name, customerPhone: who.contact, agreeToPrivacy: true }),
    );
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: number };
    await vi.waitFor(() => expect([mailsFor(id).length, hooksFor(id).length]).toEqual([1, 1]), {
      timeout: 5_000,
      interval: 20,
    });
    expect(mailsFor(id)[0]?.subject).toBe(`[렌트픽] 새 견적 문의 · ${who.name}`);
    expect(mailsFor(id)[0]?.text).toContain("접수 경로: 견적 요청");
    expect(hooksFor(id)[0]?.body).toMatchObject({ lead: { source: "quote-request", vehicle: "" } });
  });

  it("an outage of both receivers (SMTP 451 then closed, webhook 503 then not listening) ends in one delivery each once they return", async () => {
    work({ retryDelaysMs: Array(40).fill(100), pollMs: 50 });
    mail.mode = "reject";
    hook.status = 503;
    const who = visitor();
    const refusedBefore = mail.refused;
    const id = await postLead({ name: who.name, contact: who.contact, vehicle: "K5" });
    const answered503 = () => hook.requests.filter((h) => hookLeadId(h) === id && h.status === 503).length;
    // Counted where the receivers saw them: a claimed attempt is counted in the row before it ends.
    await vi.waitFor(() => expect([mail.refused - refusedBefore >= 2, answered503() >= 2]).toEqual([true, true]), {
      timeout: 10_000,
      interval: 20,
    });
    await vi.waitFor(
      async () =>
        expect((await rowsOf(id)).map((r) => [r.status, r.lastError])).toEqual([
          ["pending", "SMTP 451"],
          ["pending", "HTTP 503"],
        ]),
      { timeout: 5_000, interval: 20 },
    );
    expect((await status()).pending).toBeGreaterThanOrEqual(2);

    await Promise.all([mail.down(), hook.down()]);
    await vi.waitFor(
      async () =>
        expect((await rowsOf(id)).map((r) => [r.status, r.lastError])).toEqual([
          ["pending", "ECONNREFUSED"],
          ["pending", "ECONNREFUSED"],
        ]),
      {
        timeout: 10_000,
        interval: 20,
      },
    );
    expect(mailsFor(id)).toHaveLength(0);
    expect(hooksFor(id)).toHaveLength(0);

    mail.mode = "ok";
    hook.status = 200;
    await Promise.all([mail.up(), hook.up()]);
    await vi.waitFor(async () => expect((await rowsOf(id)).map((r) => r.status)).toEqual(["sent", "sent"]), {
      timeout: 10_000,
      interval: 20,
    });
    expect(mailsFor(id)).toHaveLength(1);
    expect(hooksFor(id)).toHaveLength(1);
    expect(hook.requests.filter((h) => hookLeadId(h) === id && h.status === 503).length).toBeGreaterThanOrEqual(2);
  });

  it("a webhook refused for good ends failed, shows in GET /api/lead-alerts, and the admin's retry delivers it once", async () => {
    work({ retryDelaysMs: [50, 50], pollMs: 50 });
    hook.status = 400;
    const refused = visitor();
    const refusedId = await postLead({ name: refused.name, contact: refused.contact, vehicle: "아반떼" });
    await vi.waitFor(
      async () =>
        expect(await rowOf(refusedId, "webhook")).toMatchObject({
          status: "failed",
          attempts: 1,
          lastError: "HTTP 400",
        }),
      {
        timeout: 5_000,
        interval: 20,
      },
    );
    // The e-mail of the same lead is not held up by it.
    await vi.waitFor(async () => expect((await rowOf(refusedId, "email"))?.status).toBe("sent"), {
      timeout: 5_000,
      interval: 20,
    });

    // 5xx every time: retried on the schedule, then failed after its last attempt.
    hook.status = 503;
    const exhausted = visitor();
    const exhaustedId = await postLead({ name: exhausted.name, contact: exhausted.contact, vehicle: "아반떼" });
    await vi.waitFor(
      async () =>
        expect(await rowOf(exhaustedId, "webhook")).toMatchObject({
          status: "failed",
          attempts: 3,
          lastError: "HTTP 503",
        }),
      {
        timeout: 5_000,
        interval: 20,
      },
    );

    const shown = await status();
    const failedRow = await rowOf(refusedId, "webhook");
    expect(shown.failed).toContainEqual({
      id: failedRow?.id,
      inquiryId: refusedId,
      channel: "webhook",
      attempts: 1,
      lastError: "HTTP 400",
      createdAt: failedRow?.createdAt.toISOString(),
    });
    expect(shown.failed.map((f) => f.inquiryId)).toContain(exhaustedId);
    expect(shown.failedTotal).toBe(shown.failed.length);
    for (const secret of [refused.name, refused.digits, exhausted.name, exhausted.digits])
      expect(JSON.stringify(shown)).not.toContain(secret);

    hook.status = 200;
    const res = await retry(failedRow?.id ?? 0);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: "알림을 다시 보냅니다." });
    await vi.waitFor(async () => expect((await rowOf(refusedId, "webhook"))?.status).toBe("sent"), {
      timeout: 5_000,
      interval: 20,
    });
    expect(hooksFor(refusedId)).toHaveLength(1);
    const [audit] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "lead_alert"), eq(auditLog.entityId, String(failedRow?.id))));
    expect(audit).toMatchObject({
      action: "retry",
      actorUserId: admin.id,
      detail: { inquiryId: refusedId, channel: "webhook", from: "failed", attempts: 1 },
    });

    // A delivered alert is never sent again.
    const again = await retry(failedRow?.id ?? 0);
    expect(again.status).toBe(409);
    expect(((await again.json()) as { message: string }).message).toMatch(/이미 보낸 알림/);

    // Many retries of one failed alert at once still send it once.
    const exhaustedRow = await rowOf(exhaustedId, "webhook");
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => retry(exhaustedRow?.id ?? 0).then((r) => r.status)),
    );
    expect(answers.every((s) => s === 200 || s === 409)).toBe(true);
    await vi.waitFor(async () => expect((await rowOf(exhaustedId, "webhook"))?.status).toBe("sent"), {
      timeout: 5_000,
      interval: 20,
    });
    expect(hooksFor(exhaustedId)).toHaveLength(1);
    expect((await status()).failed.map((f) => f.inquiryId)).not.toContain(exhaustedId);
  });

  it("the retry answers a Korean 404 for an alert that does not exist and for junk ids, and changes nothing", async () => {
    const before = await app.ctx.db.select().from(outbox);
    for (const id of ["999999", "0", "-1", "abc", "1e3", "9".repeat(30), "%00"]) {
      const res = await retry(id);
      expect(res.status, id).toBe(404);
      expect(((await res.json()) as { message: string }).message, id).toMatch(/[가-힣]/);
    }
    expect(await app.ctx.db.select().from(outbox)).toEqual(before);
  });

  it("the retry refuses generated ids that name nothing (text, huge, negative, broken encoding), changing nothing", () =>
    refusesForeignIds(
      () => app,
      { method: "POST", path: (s) => `/api/lead-alerts/${s}/retry`, account: () => admin },
      FUZZ_RUNS.foreignId,
    ));

  it("is for admins only: anonymous and partner calls are refused and change nothing", async () => {
    const who = visitor();
    const id = await postLead({ name: who.name, contact: who.contact, vehicle: "레이" });
    // No worker runs here: both alerts are set failed by hand, so none is left for the next test's workers.
    await app.ctx.db
      .update(outbox)
      .set({ status: "failed", attempts: 8, lastError: "HTTP 503" })
      .where(eq(outbox.inquiryId, id));
    const row = await rowOf(id, "webhook");
    expect((await app.fetch("/api/lead-alerts")).status).toBe(401);
    expect((await app.fetch("/api/lead-alerts", as(partner, "GET"))).status).toBe(403);
    expect((await retry(row?.id ?? 0, null)).status).toBe(401);
    expect((await retry(row?.id ?? 0, partner)).status).toBe(403);
    // A form post from another site is refused before the role check.
    const crossSite = await app.fetch(`/api/lead-alerts/${row?.id}/retry`, {
      method: "POST",
      headers: { Cookie: admin.cookie, Origin: "https://evil.example" },
    });
    expect(crossSite.status).toBe(403);
    expect((await rowOf(id, "webhook"))?.status).toBe("failed");
  });

  it("two workers on the same database deliver every alert exactly once", async () => {
    hook.delayMs = 30;
    // The second worker has its own context (as another instance would), so only polling brings it work.
    const other = createContext({
      config: app.ctx.config,
      database: app.ctx.database,
      storage: app.ctx.storage,
      log: app.ctx.log,
    });
    // Each alert on its own (no digest of the burst): this is about claims, each worker taking its share.
    const first = work({ pollMs: 20, batchSize: 2, digestAfter: 100 });
    const second = work({ pollMs: 20, batchSize: 2, digestAfter: 100 }, other);
    const visitors = Array.from({ length: 12 }, visitor);
    const ids = await Promise.all(
      visitors.map((who) => postLead({ name: who.name, contact: who.contact, vehicle: "EV6" })),
    );
    await vi.waitFor(
      async () => {
        for (const id of ids) expect((await rowsOf(id)).map((r) => r.status)).toEqual(["sent", "sent"]);
      },
      { timeout: 60_000, interval: 50 },
    );
    for (const id of ids) {
      expect(mailsFor(id), `lead ${id}`).toHaveLength(1);
      expect(hooksFor(id), `lead ${id}`).toHaveLength(1);
    }
    expect(first.delivered + second.delivered).toBe(ids.length * 2);
    expect(first.delivered).toBeGreaterThan(0);
    expect(second.delivered).toBeGreaterThan(0);
  });

  it("writes neither a name nor a phone number into the logs", () => {
    const logs = app.logs.join("\n");
    expect(logs).toContain("lead alert sent");
    expect(logs).toContain("lead alert failed");
    for (const secret of personal) expect(logs).not.toContain(secret);
  });
});

describe("with no channel configured", () => {
  it("queues and sends nothing, and GET /api/lead-alerts says the alerts are off", async () => {
    // The same app and database with the alert settings left out.
    const config = { ...app.ctx.config, notify: { email: undefined, webhookUrl: undefined } };
    const ctx = createContext({ config, database: app.ctx.database, storage: app.ctx.storage, log: app.ctx.log });
    const server = createApp(ctx).listen(0, "127.0.0.1");
    await once(server, "listening");
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const worker = startLeadAlerts(ctx, { siteUrl: url, pollMs: 20 });
    try {
      const mailsBefore = mail.mails.length;
      const hooksBefore = hook.requests.length;
      const who = visitor();
      const res = await fetch(
        `${url}/api/inquiries`,
        jsonRequest("POST", { name: who.name, contact: who.contact, vehicle: "캐스퍼" }),
      );
      expect(res.status).toBe(201);
      const { id } = (await res.json()) as { id: number };
      expect(await rowsOf(id)).toEqual([]);
      const shown = (await (await fetch(`${url}/api/lead-alerts`, as(admin, "GET"))).json()) as LeadAlertStatus;
      expect(shown.channels).toEqual({ email: false, webhook: false });
      // A failed alert from when a channel was on cannot be retried into a channel that is off.
      const earlier = await insertInquiry(app, { name: who.name, contact: who.digits });
      const [failed] = await app.ctx.db
        .insert(outbox)
        .values({ inquiryId: earlier.id, channel: "webhook", status: "failed", attempts: 8, lastError: "HTTP 503" })
        .returning();
      const refused = await fetch(`${url}/api/lead-alerts/${failed?.id}/retry`, as(admin, "POST"));
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toMatch(/꺼져 있어/);
      expect(worker.delivered).toBe(0);
      expect([mail.mails.length, hook.requests.length]).toEqual([mailsBefore, hooksBefore]);
    } finally {
      await worker.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
