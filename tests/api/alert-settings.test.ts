import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  type AlertSettingsView,
  TEST_SEND_LIMIT,
  TEST_SENDS_PER_MINUTE,
  type TestSendResult,
} from "#domain/alert-settings";
import type { LeadAlertStatus } from "#domain/lead-alerts";
import { alertSettings, auditLog, notificationOutbox as outbox } from "#server/db/schema";
import { type LeadAlertWorker, startLeadAlerts } from "#server/jobs/lead-alerts";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { type HookReceiver, type MailReceiver, startHookReceiver, startMailReceiver } from "../support/alert-receivers";
import { type SolapiServer, startSolapiServer } from "../support/solapi-server";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

/**
 * 알림 설정: channels saved in the admin (the NOTIFY_* variables only until then), secrets sealed in the database
 * and never shown back, test sends that show the receiver's answer, and the outbox delivering through what was
 * saved: a webhook, and 알림톡/SMS through the provider's SDK to a local server speaking its API.
 */

let mail: MailReceiver;
let envHook: HookReceiver;
let leadHook: HookReceiver;
let receiptHook: HookReceiver;
let solapi: SolapiServer;
let admin: TestAccount;
let partner: TestAccount;
const workers: LeadAlertWorker[] = [];
const SECRET_TOKEN = "T0KEN-abc123-very-secret";
const API_SECRET = "solapi-secret-9f8e7d6c5b4a";

beforeAll(async () => {
  [mail, envHook, leadHook, receiptHook, solapi] = await Promise.all([
    startMailReceiver(),
    startHookReceiver(),
    startHookReceiver(),
    startHookReceiver(),
    startSolapiServer(),
  ]);
  process.env.SOLAPI_API_URL = solapi.url;
});
afterAll(async () => {
  delete process.env.SOLAPI_API_URL;
  await Promise.all([mail?.down(), envHook?.down(), leadHook?.down(), receiptHook?.down(), solapi?.close()]);
});

const app = useTestApp(() => ({
  env: {
    SMTP_URL: mail.url,
    NOTIFY_EMAIL_TO: "staff@rentpick.test",
    NOTIFY_WEBHOOK_URL: envHook.url,
    RATE_LIMIT_DISABLED: "true",
  },
}));

beforeAll(async () => {
  [admin, partner] = await Promise.all([createAccount(app, "admin"), createAccount(app, "partner")]);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  solapi.status = 200;
  receiptHook.status = 200;
  leadHook.status = 200;
  await leadHook.up();
});

const work = (retryDelaysMs: number[] = [30, 30]) => {
  const worker = startLeadAlerts(app.ctx, { siteUrl: app.url, pollMs: 30, retryDelaysMs });
  workers.push(worker);
  return worker;
};

/** The whole form, every kind off unless told. */
function form(overrides: Record<string, Record<string, unknown>> = {}) {
  return {
    lead: { on: false, emailTo: "", ...overrides.lead },
    receipt: { on: false, sms: false, templateId: "", ...overrides.receipt },
    partner: { on: false, email: false, sms: false, templateId: "", ...overrides.partner },
    solapi: { from: "", pfId: "", ...overrides.solapi },
  };
}
const save = (body: unknown, account: TestAccount | null = admin) =>
  app.fetch("/api/alert-settings", as(account, "PUT", body));
const view = async () => {
  const res = await app.fetch("/api/alert-settings", as(admin, "GET"));
  expect(res.status).toBe(200);
  return { text: await res.clone().text(), body: (await res.json()) as AlertSettingsView };
};
const testSend = (body: unknown, account: TestAccount = admin) =>
  app.fetch("/api/alert-settings/test", as(account, "POST", body));

let serial = 0;
const newPhone = () => `010${String(Date.now() % 10_000).padStart(4, "0")}${String(2000 + serial++).slice(-4)}`;
async function postLead(): Promise<{ id: number; contact: string }> {
  const contact = newPhone();
  const res = await app.fetch("/api/inquiries", jsonRequest("POST", { name: "설정고객", contact, vehicle: "그랜저" }));
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, contact };
}

describe("who may use 알림 설정", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/alert-settings"],
    ["PUT", "/api/alert-settings", form()],
    ["POST", "/api/alert-settings/test", { kind: "lead", channel: "webhook" }],
    ["POST", "/api/alert-settings/public-url"],
  ];
  it.each(calls)("%s %s: 401 anonymous, 403 partner", async (method, path, body) => {
    const anonymous = await app.fetch(path, as(null, method, body));
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { message: string }).message).toBe("로그인이 필요합니다.");
    const asPartner = await app.fetch(path, as(partner, method, body));
    expect(asPartner.status).toBe(403);
    expect(((await asPartner.json()) as { message: string }).message).toBe("접근 권한이 없습니다.");
  });
});

describe("saving", () => {
  it("shows the variables' first-run values until saved, the webhook only as saved", async () => {
    const { text, body } = await view();
    expect(body.fromEnv).toBe(true);
    expect(body.lead).toEqual({ on: true, emailTo: ["staff@rentpick.test"], webhookUrl: { saved: true } });
    expect(body.smtp).toBe(true);
    expect(text).not.toContain(envHook.url);
  });

  it.each([["javascript:alert(1)"], ["ftp://files.example/hook"], ["file:///etc/passwd"], ["not a url"]])(
    "refuses the webhook %s with a Korean 400 and saves nothing",
    async (url) => {
      const res = await save(form({ lead: { on: true, webhookUrl: url } }));
      expect(res.status).toBe(400);
      const answer = (await res.json()) as { message: string; fieldErrors: Record<string, string> };
      expect(answer.message).toMatch(/http:\/\/ 또는 https:\/\//);
      expect(Object.keys(answer.fieldErrors)).toContain("lead.webhookUrl");
      expect(await app.ctx.db.select().from(alertSettings)).toHaveLength(0);
    },
  );

  it("refuses bad recipients, a bad sender number and junk in Korean", async () => {
    for (const body of [
      form({ lead: { on: true, emailTo: "staff at example" } }),
      form({ solapi: { from: "12" } }),
      form({ receipt: { on: true, sms: true, templateId: "<script>" } }),
      { lead: "on" },
      "junk",
    ]) {
      const res = await save(body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toMatch(/[가-힣]/);
    }
    expect(await app.ctx.db.select().from(alertSettings)).toHaveLength(0);
  });

  it("stores webhook addresses and the provider secret encrypted, and never shows them back", async () => {
    const url = `${leadHook.url}?token=${SECRET_TOKEN}`;
    const res = await save(
      form({
        lead: { on: true, emailTo: "boss@rentpick.test, desk@rentpick.test", webhookUrl: url },
        solapi: { apiKey: "KEY-public-1", apiSecret: API_SECRET, from: "02-1234-5678", pfId: "KA01PF-test" },
      }),
    );
    expect(res.status).toBe(200);
    const answer = await res.text();
    expect(answer).not.toContain(SECRET_TOKEN);
    expect(answer).not.toContain(API_SECRET);

    const [row] = await app.ctx.db.select().from(alertSettings).where(eq(alertSettings.key, "channels"));
    const raw = JSON.stringify(row?.value);
    expect(raw).not.toContain(SECRET_TOKEN);
    expect(raw).not.toContain("127.0.0.1");
    expect(raw).not.toContain(API_SECRET);
    expect(raw).not.toContain("KEY-public-1");
    expect(raw).toMatch(/"webhookUrl":"v1\./);

    const { text, body } = await view();
    expect(text).not.toContain(SECRET_TOKEN);
    expect(text).not.toContain(API_SECRET);
    expect(body.fromEnv).toBe(false);
    expect(body.lead).toEqual({
      on: true,
      emailTo: ["boss@rentpick.test", "desk@rentpick.test"],
      webhookUrl: { saved: true },
    });
    expect(body.solapi).toEqual({
      apiKey: { saved: true },
      apiSecret: { saved: true },
      from: "0212345678",
      pfId: "KA01PF-test",
    });
    // Audited by the parts that changed, never their values.
    const audits = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entity, "alert_settings"));
    expect(JSON.stringify(audits)).not.toContain(SECRET_TOKEN);
    expect(audits.length).toBeGreaterThan(0);
  });

  it("keeps a secret left out of the form, and removes one sent empty", async () => {
    await save(
      form({
        lead: { on: true, emailTo: "boss@rentpick.test" },
        solapi: { from: "0212345678", pfId: "KA01PF-test" },
      }),
    );
    expect((await view()).body.lead.webhookUrl).toEqual({ saved: true });
    expect((await view()).body.solapi.apiSecret).toEqual({ saved: true });
    await save(form({ lead: { on: true, emailTo: "boss@rentpick.test", webhookUrl: "" } }));
    expect((await view()).body.lead.webhookUrl).toEqual({ saved: false });
  });
});

describe("the outbox follows what was saved", () => {
  it("delivers a lead alert to the saved webhook and address, not the variables'", async () => {
    await save(
      form({ lead: { on: true, emailTo: "boss@rentpick.test", webhookUrl: `${leadHook.url}?token=${SECRET_TOKEN}` } }),
    );
    const lead = await postLead();
    work();
    await vi.waitFor(
      () => {
        expect(leadHook.delivered().some((h) => (h.body as { lead?: { id?: number } }).lead?.id === lead.id)).toBe(
          true,
        );
        expect(
          mail.mails.some((m) => m.to.includes("boss@rentpick.test") && m.messageId.includes(`lead-${lead.id}.`)),
        ).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect(envHook.requests.some((h) => (h.body as { lead?: { id?: number } }).lead?.id === lead.id)).toBe(false);
    expect(
      mail.mails.some((m) => m.to.includes("staff@rentpick.test") && m.messageId.includes(`lead-${lead.id}.`)),
    ).toBe(false);
  });

  it("queues nothing for a kind switched off", async () => {
    await save(form({ lead: { on: false, emailTo: "boss@rentpick.test", webhookUrl: leadHook.url } }));
    const lead = await postLead();
    const rows = await app.ctx.db.select().from(outbox).where(eq(outbox.inquiryId, lead.id));
    expect(rows).toHaveLength(0);
  });

  it("sends the customer's 접수 안내 as 알림톡 with SMS fallback through the provider", async () => {
    await save(
      form({
        receipt: { on: true, sms: true, templateId: "TPL_RECEIPT_1" },
        solapi: { apiKey: "KEY-public-1", apiSecret: API_SECRET, from: "02-1234-5678", pfId: "KA01PF-test" },
      }),
    );
    const lead = await postLead();
    work();
    await vi.waitFor(() => expect(solapi.accepted().some((m) => m.to === lead.contact)).toBe(true), {
      timeout: 10_000,
      interval: 50,
    });
    const sent = solapi.requests.find((r) => r.messages.some((m) => m.to === lead.contact));
    expect(sent?.path).toBe("/messages/v4/send-many/detail");
    expect(sent?.headers.authorization).toMatch(/^HMAC-SHA256 apiKey=KEY-public-1, date=.+, salt=.+, signature=.+/);
    expect(sent?.headers.authorization).not.toContain(API_SECRET);
    const message = sent?.messages[0];
    expect(message).toMatchObject({
      to: lead.contact,
      from: "0212345678",
      kakaoOptions: { pfId: "KA01PF-test", templateId: "TPL_RECEIPT_1", disableSms: false },
    });
    expect(message?.text).toContain("상담 신청이 접수되었습니다");
    const [row] = await app.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.inquiryId, lead.id), eq(outbox.channel, "sms")));
    expect(row?.status).toBe("sent");
  });

  it("retries a provider's error answer, and shows it in the alert status once it fails for good", async () => {
    solapi.status = 500;
    const lead = await postLead();
    work([30, 30]);
    await vi.waitFor(
      async () => {
        const [row] = await app.ctx.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.inquiryId, lead.id), eq(outbox.channel, "sms")));
        expect(row?.status).toBe("failed");
        expect(row?.attempts).toBe(3);
        expect(row?.lastError).toBe("SOLAPI 500");
      },
      { timeout: 15_000, interval: 100 },
    );
    expect(solapi.requests.filter((r) => r.messages.some((m) => m.to === lead.contact)).length).toBeGreaterThanOrEqual(
      3,
    );
    const status = (await (await app.fetch("/api/lead-alerts", as(admin, "GET"))).json()) as LeadAlertStatus;
    expect(status.failed).toContainEqual(
      expect.objectContaining({ kind: "receipt", inquiryId: lead.id, channel: "sms", lastError: "SOLAPI 500" }),
    );
  });
});

describe("테스트 발송", () => {
  it("posts to the saved webhook and shows the receiver's status and answer", async () => {
    await save(form({ lead: { on: true, emailTo: "boss@rentpick.test", webhookUrl: leadHook.url } }));
    const before = leadHook.requests.length;
    const ok = await testSend({ kind: "lead", channel: "webhook" });
    expect(ok.status).toBe(200);
    expect((await ok.json()) as TestSendResult).toMatchObject({ ok: true, status: 200, excerpt: "ok" });
    expect(leadHook.requests.length).toBe(before + 1);
    expect(leadHook.requests.at(-1)?.body).toMatchObject({ type: "test", kind: "lead" });

    leadHook.status = 500;
    const refused = (await (await testSend({ kind: "lead", channel: "webhook" })).json()) as TestSendResult;
    expect(refused).toMatchObject({ ok: false, status: 500, excerpt: "no" });
    expect(refused.message).toContain("거절");

    await leadHook.down();
    const down = (await (await testSend({ kind: "lead", channel: "webhook" })).json()) as TestSendResult;
    expect(down.ok).toBe(false);
    expect(down.status).toBeUndefined();
    expect(down.message).toContain("연결이 거부되었습니다");
  });

  it("e-mails the saved staff addresses and shows the mail server's reply", async () => {
    const other = await createAccount(app, "admin");
    await save(form({ lead: { on: true, emailTo: "desk@rentpick.test" } }), other);
    const result = (await (await testSend({ kind: "lead", channel: "email" }, other)).json()) as TestSendResult;
    expect(result).toMatchObject({ ok: true, status: 250 });
    expect(mail.mails.some((m) => m.to.includes("desk@rentpick.test") && m.subject.includes("테스트 발송"))).toBe(true);
  });

  it("sends a 알림톡/SMS test to the number given, and shows the provider's refusal", async () => {
    const other = await createAccount(app, "admin");
    await save(
      form({
        partner: { on: true, sms: true, templateId: "TPL_PARTNER_1" },
        solapi: { apiKey: "KEY-public-1", apiSecret: API_SECRET, from: "0212345678", pfId: "KA01PF-test" },
      }),
      other,
    );
    const ok = (await (
      await testSend({ kind: "partner", channel: "sms", to: "010-5555-0001" }, other)
    ).json()) as TestSendResult;
    expect(ok.ok).toBe(true);
    expect(solapi.accepted().at(-1)).toMatchObject({
      to: "01055550001",
      kakaoOptions: { templateId: "TPL_PARTNER_1", disableSms: false },
    });
    solapi.status = 400;
    const refused = (await (
      await testSend({ kind: "partner", channel: "sms", to: "01055550001" }, other)
    ).json()) as TestSendResult;
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(refused.excerpt).toContain("ValidationError");
  });

  it("refuses a channel that is not saved, with a Korean 400", async () => {
    await save(form());
    const res = await testSend({ kind: "receipt", channel: "webhook" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain("설정되어 있지 않습니다");
  });

  it(`allows ${TEST_SENDS_PER_MINUTE} a minute per admin, then answers a Korean 429`, async () => {
    const busy = await createAccount(app, "admin");
    await save(form({ lead: { on: true, emailTo: "", webhookUrl: leadHook.url } }), busy);
    for (let i = 0; i < TEST_SENDS_PER_MINUTE; i++)
      expect((await testSend({ kind: "lead", channel: "webhook" }, busy)).status).toBe(200);
    const before = leadHook.requests.length;
    const limited = await testSend({ kind: "lead", channel: "webhook" }, busy);
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBe(TEST_SEND_LIMIT);
    expect(leadHook.requests.length).toBe(before);
    // Another admin has a minute of their own.
    expect((await testSend({ kind: "lead", channel: "webhook" }, await createAccount(app, "admin"))).status).toBe(200);
  });
});

describe("the site's address (PUBLIC_URL)", () => {
  it("shows it does not match how the admin reached the site, and stores the request's origin in one click", async () => {
    const before = (await view()).body.publicUrl;
    expect(before).toMatchObject({ value: null, source: null, current: app.url, matches: false });
    const res = await app.fetch("/api/alert-settings/public-url", as(admin, "POST", { url: "https://evil.example" }));
    expect(res.status).toBe(200);
    // The origin the request was served on, never one the body names.
    expect((await view()).body.publicUrl).toMatchObject({ value: app.url, source: "saved", matches: true });
  });
});
