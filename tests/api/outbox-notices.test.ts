import { and, eq, like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { RECEIPT_CONSENT } from "#domain/inquiry-text";
import type { LeadAlertStatus } from "#domain/lead-alerts";
import { RECEIPTS_PER_ADDRESS_PER_DAY, RECEIPTS_PER_DAY } from "#domain/lead-intake";
import { REQUIRED_FACTS } from "#domain/listing-facts";
import { createSession } from "#server/auth/sessions";
import { notificationOutbox as outbox, partnerApplications, rateEvents } from "#server/db/schema";
import { type LeadAlertOptions, type LeadAlertWorker, startLeadAlerts } from "#server/jobs/lead-alerts";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { storedImageUrl } from "../support/admin-fixtures";
import {
  type HookReceiver,
  type MailReceiver,
  type ReceivedHook,
  startHookReceiver,
  startMailReceiver,
} from "../support/alert-receivers";
import { rentalApplication } from "../support/partner-fixtures";
import { jsonRequest, startTestApp } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

/** An approval that marks 렌트사 문의 whatever required fact the listing leaves empty. */
const MARK_EMPTY = { inquire: [...REQUIRED_FACTS] };

/**
 * Receipts and partner notices go through the lead alerts' outbox: a customer's 접수 안내 to the receipt webhook
 * (only while the consent texts say so, never for a held post until it is released), and a partner told of each
 * decision on their application or listing by e-mail and webhook. Each is delivered once, across an outage.
 */

let admin: TestAccount;
let partner: TestAccount;
let mail: MailReceiver;
let receipts: HookReceiver;
let partnerHook: HookReceiver;
const workers: LeadAlertWorker[] = [];

beforeAll(async () => {
  [mail, receipts, partnerHook] = await Promise.all([startMailReceiver(), startHookReceiver(), startHookReceiver()]);
});
afterAll(async () => {
  await Promise.all([mail?.down(), receipts?.down(), partnerHook?.down()]);
});
const app = useTestApp(() => ({
  pages: true,
  env: {
    SMTP_URL: mail.url,
    NOTIFY_EMAIL_TO: "staff@rentpick.test",
    RECEIPT_WEBHOOK_URL: receipts.url,
    PARTNER_WEBHOOK_URL: partnerHook.url,
    RATE_LIMIT_DISABLED: "true",
  },
}));
let image: string;
beforeAll(async () => {
  [admin, partner] = await Promise.all([createAccount(app, "admin"), createAccount(app, "partner")]);
  image = await storedImageUrl(app, "#335577");
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  mail.mode = "ok";
  receipts.status = 200;
  partnerHook.status = 200;
  await Promise.all([mail.up(), receipts.up(), partnerHook.up()]);
});

/** Retries come quickly here, so an outage that ends is seen to be retried within the test. */
const QUICK_RETRIES = [50, 100, 200, 400, 800];
const work = (options: LeadAlertOptions = {}) => {
  const worker = startLeadAlerts(app.ctx, { siteUrl: app.url, pollMs: 50, retryDelaysMs: QUICK_RETRIES, ...options });
  workers.push(worker);
  return worker;
};

let serial = 0;
const newPhone = () => `010${String(Date.now() % 10_000).padStart(4, "0")}${String(1000 + serial++).slice(-4)}`;

async function postLead(fields: Record<string, unknown> = {}): Promise<{ id: number; contact: string }> {
  const contact = newPhone();
  const res = await app.fetch(
    "/api/inquiries",
    jsonRequest("POST", {
      name: `접수고객${String.fromCharCode(0xac00 + serial)}`,
      contact,
      vehicle: "그랜저",
      ...fields,
    }),
  );
  expect(res.status).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, contact };
}

const receiptsFor = (id: number) =>
  receipts.delivered().filter((h) => (h.body as { receipt?: { leadId?: number } }).receipt?.leadId === id);
const rowsOf = (kind: "lead" | "receipt" | "partner", where = eq(outbox.kind, kind)) =>
  app.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), where));
const mailsTo = (address: string) => mail.mails.filter((m) => m.to.includes(address));
const noticesOf = (hooks: ReceivedHook[], about: "application" | "listing", id: number) =>
  hooks.filter((h) => {
    const notice = (h.body as { notice?: { about?: string; applicationId?: number; vehicleId?: number } }).notice;
    return notice?.about === about && (about === "application" ? notice.applicationId : notice.vehicleId) === id;
  });

describe("the customer's 접수 안내", () => {
  it("the consent texts and 개인정보처리방침 say a 접수 안내 is sent, while receipts are on", async () => {
    for (const path of ["/", "/privacy"]) {
      const html = await (await app.fetch(path)).text();
      expect(html, path).toContain(RECEIPT_CONSENT);
    }
    const off = await startTestApp({ pages: true });
    try {
      for (const path of ["/", "/privacy"]) {
        const html = await (await off.fetch(path)).text();
        // The page is the consent page (the positive signal), without the sentence.
        expect(html, path).toContain("개인정보");
        expect(html, path).not.toContain(RECEIPT_CONSENT);
      }
    } finally {
      await off.close();
    }
  });

  it("is posted once to the receipt webhook with the site's name and number and when they will be called, and only once per number a day", async () => {
    work();
    const { id, contact } = await postLead();
    await vi.waitFor(() => expect(receiptsFor(id)).toHaveLength(1), { timeout: 10_000, interval: 20 });
    const [hook] = receiptsFor(id);
    const body = hook?.body as {
      type: string;
      to: string;
      text: string;
      receipt: { siteName: string; sitePhone: string; callBack: string };
    };
    expect(body.type).toBe("receipt");
    expect(body.to).toBe(contact);
    expect(body.text).toMatch(/^\[렌트픽\] 상담 신청이 접수되었습니다\. /);
    expect(body.text).toContain(body.receipt.callBack);
    expect(body.text).toContain("문의: 1588-0000");
    expect(body.receipt).toMatchObject({ siteName: "렌트픽", sitePhone: "1588-0000" });
    // Nothing the visitor typed but their number: the name is not in it.
    expect(JSON.stringify(body)).not.toContain("접수고객");
    expect(hook?.headers["idempotency-key"]).toBe(`receipt-${id}`);

    // The same number again at once: stored, alerted by its staff alert window, but no second text to the number.
    const again = await app.fetch(
      "/api/inquiries",
      jsonRequest("POST", { name: "다시문의", contact, vehicle: "쏘렌토" }),
    );
    expect(again.status).toBe(201);
    const repeatId = ((await again.json()) as { id: number }).id;
    const second = await postLead();
    await vi.waitFor(() => expect(receiptsFor(second.id)).toHaveLength(1), { timeout: 10_000, interval: 20 });
    expect(await rowsOf("receipt", eq(outbox.inquiryId, repeatId))).toEqual([]);
    expect(receiptsFor(repeatId)).toEqual([]);
  });

  it("is retried through an outage of the gateway and arrives exactly once", async () => {
    await receipts.down();
    work();
    const { id } = await postLead();
    await vi.waitFor(
      async () => {
        const [row] = await rowsOf("receipt", eq(outbox.inquiryId, id));
        expect(row?.attempts).toBeGreaterThanOrEqual(2);
        expect(row?.lastError).toBe("ECONNREFUSED");
      },
      { timeout: 10_000, interval: 20 },
    );
    await receipts.up();
    await vi.waitFor(
      async () => {
        expect(receiptsFor(id)).toHaveLength(1);
        // Recorded as sent once the gateway answered.
        expect((await rowsOf("receipt", eq(outbox.inquiryId, id)))[0]?.status).toBe("sent");
      },
      { timeout: 10_000, interval: 20 },
    );
    // The worker stopped (clean): nothing more can arrive, and nothing more did.
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    expect(receiptsFor(id)).toHaveLength(1);
  });

  it("is not sent for a held 스팸 의심 post until an admin releases it, and then once", async () => {
    work();
    const held = await app.fetch(
      "/api/inquiries",
      jsonRequest("POST", { name: "보류고객", contact: newPhone(), vehicle: "K5", website: "http://spam.example" }),
    );
    const heldId = ((await held.json()) as { id: number }).id;
    // A lead sent after it gets its receipt: the worker ran past the held post.
    const after = await postLead();
    await vi.waitFor(() => expect(receiptsFor(after.id)).toHaveLength(1), { timeout: 10_000, interval: 20 });
    expect(receiptsFor(heldId)).toEqual([]);
    expect(await rowsOf("receipt", eq(outbox.inquiryId, heldId))).toEqual([]);

    expect((await app.fetch(`/api/held-leads/${heldId}/release`, as(partner, "POST"))).status).toBe(403);
    expect((await app.fetch(`/api/held-leads/${heldId}/release`, as(admin, "POST"))).status).toBe(200);
    await vi.waitFor(() => expect(receiptsFor(heldId)).toHaveLength(1), { timeout: 10_000, interval: 20 });
  });

  it("is never queued when RECEIPT_WEBHOOK_URL is unset, while the staff alert still is", async () => {
    const off = await startTestApp({
      env: { SMTP_URL: mail.url, NOTIFY_EMAIL_TO: "staff@rentpick.test", RATE_LIMIT_DISABLED: "true" },
    });
    try {
      const res = await off.fetch(
        "/api/inquiries",
        jsonRequest("POST", { name: "끈설정", contact: newPhone(), vehicle: "K8" }),
      );
      expect(res.status).toBe(201);
      const id = ((await res.json()) as { id: number }).id;
      const rows = await off.ctx.db.select().from(outbox).where(eq(outbox.inquiryId, id));
      expect(rows.map((r) => r.kind)).toEqual(["lead"]);
    } finally {
      await off.close();
    }
  });

  it("mails the addresses saved in 알림 설정 when the server has SMTP_URL alone", async () => {
    const smtpOnly = await startTestApp({ env: { SMTP_URL: mail.url, RATE_LIMIT_DISABLED: "true" } });
    try {
      const owner = await createAccount(smtpOnly, "admin");
      const saved = await smtpOnly.fetch(
        "/api/alert-settings",
        as(owner, "PUT", {
          lead: { on: true, emailTo: "desk@rentpick.test" },
          receipt: { on: false, sms: false, templateId: "" },
          partner: { on: false, email: false, sms: false, templateId: "" },
          solapi: { from: "", pfId: "" },
        }),
      );
      expect(saved.status).toBe(200);
      const res = await smtpOnly.fetch(
        "/api/inquiries",
        jsonRequest("POST", { name: "메일만", contact: newPhone(), vehicle: "K8" }),
      );
      expect(res.status).toBe(201);
      const id = ((await res.json()) as { id: number }).id;
      const rows = await smtpOnly.ctx.db.select().from(outbox).where(eq(outbox.inquiryId, id));
      expect(rows.map((r) => [r.kind, r.channel])).toEqual([["lead", "email"]]);
    } finally {
      await smtpOnly.close();
    }
  });
});

describe("the bounds on 접수 안내", () => {
  let staffHook: HookReceiver;
  beforeAll(async () => {
    staffHook = await startHookReceiver();
  });
  afterAll(async () => {
    await staffHook?.down();
  });
  const bounded = useTestApp(() => ({
    env: { TRUST_PROXY: "1", RECEIPT_WEBHOOK_URL: receipts.url, NOTIFY_WEBHOOK_URL: staffHook.url },
  }));
  let addresses = 0;
  const newAddress = () => `198.18.${Math.floor(++addresses / 250)}.${(addresses % 250) + 1}`;
  /** A lead from `address` (a new one unless named), as a person sends it; its id and whether a receipt is queued. */
  async function send(contact = newPhone(), address = newAddress()) {
    const res = await bounded.fetch(
      "/api/inquiries",
      jsonRequest(
        "POST",
        { name: "한도고객", contact, vehicle: "아반떼", fillMs: 20_000 },
        { "X-Forwarded-For": address },
      ),
    );
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { id: number }).id;
    const kinds = (await bounded.ctx.db.select().from(outbox).where(eq(outbox.inquiryId, id))).map((r) => r.kind);
    return { id, receipt: kinds.includes("receipt"), alert: kinds.includes("lead") };
  }

  it("sends a number one receipt a day, however often it asks", async () => {
    const contact = newPhone();
    const first = await send(contact);
    expect(first.receipt).toBe(true);
    const ago = (hours: number) =>
      bounded.ctx.db
        .update(outbox)
        .set({ createdAt: new Date(Date.now() - hours * 3600_000) })
        .where(and(eq(outbox.inquiryId, first.id), eq(outbox.kind, "receipt")));
    await ago(2);
    expect((await send(contact)).receipt).toBe(false);
    await ago(25);
    expect((await send(contact)).receipt).toBe(true);
  });

  it(`sends at most ${RECEIPTS_PER_ADDRESS_PER_DAY} receipts a day to numbers typed at one address`, async () => {
    const address = newAddress();
    const sent = [];
    for (let i = 0; i <= RECEIPTS_PER_ADDRESS_PER_DAY; i++) sent.push(await send(newPhone(), address));
    expect(sent.map((lead) => lead.receipt)).toEqual([...Array(RECEIPTS_PER_ADDRESS_PER_DAY).fill(true), false]);
    // Every lead is stored and alerted, with or without its receipt.
    expect(sent.map((lead) => lead.alert)).toEqual(sent.map(() => true));
    expect((await send()).receipt).toBe(true);
  });

  it(`stops at ${RECEIPTS_PER_DAY} receipts a day from everyone and tells staff once`, async () => {
    // The day's receipts but one, as a busy day would have left them.
    const counted = await bounded.ctx.db.$count(rateEvents, eq(rateEvents.bucket, "receipt:site"));
    await bounded.ctx.db
      .insert(rateEvents)
      .values(Array.from({ length: RECEIPTS_PER_DAY - 1 - counted }, () => ({ bucket: "receipt:site" })));
    await bounded.ctx.db.delete(outbox).where(eq(outbox.kind, "staff"));
    const last = await send();
    expect(last.receipt).toBe(true);
    const past = [await send(), await send()];
    expect(past.map((lead) => [lead.receipt, lead.alert])).toEqual([
      [false, true],
      [false, true],
    ]);
    const notices = await bounded.ctx.db.select().from(outbox).where(eq(outbox.kind, "staff"));
    expect(notices).toHaveLength(1);
    expect(notices[0]?.eventKey).toMatch(/^receipts-capped-\d{4}-\d\d-\d\d$/);

    const worker = startLeadAlerts(bounded.ctx, { siteUrl: bounded.url, pollMs: 50 });
    try {
      await vi.waitFor(
        () => {
          const notice = staffHook
            .delivered()
            .find((h) => (h.body as { notice?: { about?: string } }).notice?.about === "receipts-capped");
          expect(notice?.body).toMatchObject({
            type: "staff",
            notice: { about: "receipts-capped", limit: RECEIPTS_PER_DAY },
            text: expect.stringContaining("접수 안내 일일 한도"),
          });
        },
        { timeout: 15_000, interval: 25 },
      );
      // The leads past the bound were announced to staff as any other.
      await vi.waitFor(
        async () => {
          const rows = await bounded.ctx.db
            .select()
            .from(outbox)
            .where(and(eq(outbox.kind, "lead"), eq(outbox.inquiryId, past[1]!.id)));
          expect(rows.map((row) => row.status)).toEqual(["sent"]);
        },
        { timeout: 15_000, interval: 25 },
      );
    } finally {
      await worker.stop();
    }
  });
});

/** A partner application as the sign-up form sends it; its id from the admin's list. */
async function apply(): Promise<{ id: number; email: string; loginId: string; companyName: string }> {
  const form = rentalApplication();
  const res = await app.fetch("/api/partners", jsonRequest("POST", form));
  expect(res.status).toBe(201);
  const list = (await (await app.fetch("/api/partners", as(admin, "GET"))).json()) as {
    partners: { id: number; loginId: string }[];
  };
  const id = list.partners.find((p) => p.loginId === form.loginId)?.id ?? 0;
  expect(id).toBeGreaterThan(0);
  return { id, email: form.email, loginId: form.loginId, companyName: form.companyName };
}

describe("partner notices", () => {
  it("only an admin approves or rejects an application, and the applicant is told once by e-mail and webhook, across an outage", async () => {
    const application = await apply();
    for (const account of [null, partner]) {
      for (const action of ["approve", "reject"]) {
        const res = await app.fetch(`/api/partners/${application.id}/${action}`, as(account, "POST"));
        expect(res.status, `${account ? "partner" : "anonymous"} ${action}`).toBe(account ? 403 : 401);
      }
    }
    expect(await rowsOf("partner", like(outbox.eventKey, `application-${application.id}-%`))).toEqual([]);

    // Both receivers away when the decision is made.
    await Promise.all([mail.down(), partnerHook.down()]);
    work();
    expect((await app.fetch(`/api/partners/${application.id}/reject`, as(admin, "POST"))).status).toBe(200);
    const key = `application-${application.id}-rejected`;
    await vi.waitFor(
      async () => {
        const rows = await rowsOf("partner", eq(outbox.eventKey, key));
        expect(rows.map((r) => r.channel).sort()).toEqual(["email", "webhook"]);
        for (const row of rows) expect(row.attempts).toBeGreaterThanOrEqual(2);
      },
      { timeout: 10_000, interval: 20 },
    );
    await Promise.all([mail.up(), partnerHook.up()]);
    await vi.waitFor(
      () => {
        expect(mailsTo(application.email)).toHaveLength(1);
        expect(noticesOf(partnerHook.delivered(), "application", application.id)).toHaveLength(1);
      },
      { timeout: 10_000, interval: 20 },
    );
    const [rejected] = mailsTo(application.email);
    expect(rejected?.subject).toBe("[렌트픽] 파트너 가입 신청 결과 안내");
    expect(rejected?.text).toContain(
      `${application.companyName} 담당자님, 렌트픽 파트너 가입 신청이 승인되지 않았습니다.`,
    );
    expect(rejected?.messageId).toBe(`<${key}.email@127.0.0.1>`);
    // The staff never get a partner's notice, nor the partner the staff's.
    expect(rejected?.to).toEqual([application.email]);

    // Rejecting again tells nothing new; approving later does, once.
    expect((await app.fetch(`/api/partners/${application.id}/reject`, as(admin, "POST"))).status).toBe(200);
    expect((await app.fetch(`/api/partners/${application.id}/approve`, as(admin, "POST"))).status).toBe(200);
    await vi.waitFor(() => expect(mailsTo(application.email)).toHaveLength(2), { timeout: 10_000, interval: 20 });
    const approved = mailsTo(application.email)[1];
    expect(approved?.subject).toBe("[렌트픽] 파트너 가입 신청이 승인되었습니다");
    expect(approved?.text).toContain(`로그인 아이디는 ${application.loginId}입니다. 신청하신 비밀번호로 로그인해`);
    expect(approved?.text).toContain(`${app.url}/partners-login`);
    await vi.waitFor(() => expect(noticesOf(partnerHook.delivered(), "application", application.id)).toHaveLength(2), {
      timeout: 10_000,
      interval: 20,
    });
    const bodies = noticesOf(partnerHook.delivered(), "application", application.id).map(
      (h) => h.body as { type: string; text: string; notice: { decision: string; email: string } },
    );
    expect(bodies.map((b) => b.notice.decision)).toEqual(["rejected", "approved"]);
    expect(bodies[1]).toMatchObject({ type: "partner", notice: { email: application.email } });
    await Promise.all(workers.splice(0).map((w) => w.stop()));
    expect(mailsTo(application.email)).toHaveLength(2);
  });

  it("an applicant approved under another id than theirs (it was taken) is told the id to sign in with", async () => {
    const application = await apply();
    const given = `${application.loginId}-new`;
    const res = await app.fetch(`/api/partners/${application.id}/approve`, as(admin, "POST", { loginId: given }));
    expect(res.status).toBe(200);
    work();
    await vi.waitFor(() => expect(mailsTo(application.email)).toHaveLength(1), { timeout: 10_000, interval: 20 });
    expect(mailsTo(application.email)[0]?.text).toContain(`로그인 아이디는 ${given}입니다.`);
    await Promise.all(workers.splice(0).map((w) => w.stop()));
  });

  it("staff hear of each partner application and each listing sent for 검수; a partner's notice carries their phone", async () => {
    work();
    const application = await apply();
    const staffMail = (subject: string) => mailsTo("staff@rentpick.test").filter((m) => m.subject.includes(subject));
    await vi.waitFor(() => expect(staffMail(`새 파트너 가입 신청 · ${application.companyName}`)).toHaveLength(1), {
      timeout: 10_000,
      interval: 20,
    });
    expect(staffMail(`새 파트너 가입 신청 · ${application.companyName}`)[0]?.text).toContain("/admin?tab=partners");

    expect((await app.fetch(`/api/partners/${application.id}/approve`, as(admin, "POST"))).status).toBe(200);
    await vi.waitFor(() => expect(noticesOf(partnerHook.delivered(), "application", application.id)).toHaveLength(1), {
      timeout: 10_000,
      interval: 20,
    });
    // An 알림톡/SMS gateway behind the partner webhook can text the manager.
    expect(noticesOf(partnerHook.delivered(), "application", application.id)[0]?.body).toMatchObject({
      notice: { phone: "01022223333" },
    });

    const [account] = await app.ctx.db
      .select({ userId: partnerApplications.userId })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, application.id));
    const session = await createSession(app.ctx, account?.userId ?? 0, false, "partner");
    const name = `검수알림 매물 ${Date.now().toString(36)}`;
    const res = await app.fetch("/api/partner/vehicles", {
      method: "POST",
      headers: { Cookie: `sid=${session.token}`, "Content-Type": "application/json" },
      body: JSON.stringify({
        name,
        category: "중형 SUV",
        badges: ["중고차"],
        images: [image],
        priceInfo: [{ period: "36개월", deposit: "300만원", monthly: "55만원", totalKm: "3만km" }],
        description: "검수 알림 테스트",
      }),
    });
    expect(res.status).toBe(201);
    await vi.waitFor(() => expect(staffMail(`검수 대기 · ${name}`)).toHaveLength(1), { timeout: 10_000, interval: 20 });
    expect(staffMail(`검수 대기 · ${name}`)[0]?.text).toContain(`${application.companyName}의 '${name}' 새 매물`);
  });

  it("the owner of a listing is told of its 승인 and 반려 (with the reason), and only an admin decides", async () => {
    const application = await apply();
    expect((await app.fetch(`/api/partners/${application.id}/approve`, as(admin, "POST"))).status).toBe(200);
    const [account] = await app.ctx.db
      .select({ userId: partnerApplications.userId })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, application.id));
    const userId = account?.userId ?? 0;
    // Signed in as the new partner (a session, as the sign-in form would open).
    const session = await createSession(app.ctx, userId, false, "partner");
    const owner: TestAccount = {
      id: userId,
      username: application.loginId,
      password: "",
      cookie: `sid=${session.token}`,
    };
    work();

    const submit = async (name: string) => {
      const res = await app.fetch(
        "/api/partner/vehicles",
        as(owner, "POST", {
          name,
          category: "중형 SUV",
          badges: ["중고차"],
          images: [image],
          priceInfo: ["60개월", "48개월", "36개월", "24개월", "12개월"].map((period, i) => ({
            period,
            deposit: i === 2 ? "300만원" : "",
            monthly: i === 2 ? "55만원" : "",
            totalKm: "3만km",
          })),
          description: "알림 테스트",
        }),
      );
      expect(res.status).toBe(201);
      return ((await res.json()) as { vehicle: { id: number } }).vehicle.id;
    };
    const first = await submit(`알림 매물 ${Date.now().toString(36)}`);
    const second = await submit(`반려 매물 ${Date.now().toString(36)}`);

    for (const account of [null, partner, owner]) {
      const approve = await app.fetch(`/api/listing-reviews/${first}/approve`, as(account, "POST"));
      const back = await app.fetch(
        `/api/listing-reviews/${second}/return`,
        as(account, "POST", { reason: "사진 부족" }),
      );
      expect([approve.status, back.status]).toEqual(account ? [403, 403] : [401, 401]);
    }
    expect((await app.fetch(`/api/listing-reviews/${first}/approve`, as(admin, "POST", MARK_EMPTY))).status).toBe(200);
    const reason = "사진이 흐립니다. 외관 사진을 다시 올려주세요.";
    expect((await app.fetch(`/api/listing-reviews/${second}/return`, as(admin, "POST", { reason }))).status).toBe(200);

    await vi.waitFor(
      () => {
        expect(noticesOf(partnerHook.delivered(), "listing", first)).toHaveLength(1);
        expect(noticesOf(partnerHook.delivered(), "listing", second)).toHaveLength(1);
        expect(mailsTo(application.email).filter((m) => m.subject.includes("매물"))).toHaveLength(2);
      },
      { timeout: 10_000, interval: 20 },
    );
    const mails = mailsTo(application.email);
    const approvedMail = mails.find((m) => m.subject.startsWith("[렌트픽] 매물 승인 · "));
    expect(approvedMail?.text).toContain("검수를 통과해 사이트에 게시되었습니다.");
    const returnedMail = mails.find((m) => m.subject.startsWith("[렌트픽] 매물 반려 · "));
    expect(returnedMail?.text).toContain(`반려 사유: ${reason}`);
    const [back] = noticesOf(partnerHook.delivered(), "listing", second);
    expect(back?.body).toMatchObject({
      type: "partner",
      notice: { about: "listing", decision: "returned", change: false, reason, vehicleId: second },
    });
  });

  it("a notice that failed for good is shown to the admin, and 다시 보내기 (admin only) delivers it once", async () => {
    partnerHook.status = 400;
    work({ retryDelaysMs: [] });
    const application = await apply();
    expect((await app.fetch(`/api/partners/${application.id}/reject`, as(admin, "POST"))).status).toBe(200);
    const key = `application-${application.id}-rejected`;
    let failedId = 0;
    await vi.waitFor(
      async () => {
        const status = (await (await app.fetch("/api/lead-alerts", as(admin, "GET"))).json()) as LeadAlertStatus;
        const failed = status.failed.find((f) => f.notice === `파트너 신청 #${application.id} 거절`);
        expect(failed).toMatchObject({ kind: "partner", inquiryId: null, channel: "webhook", lastError: "HTTP 400" });
        expect(status.notices).toEqual({ receipt: true, partnerEmail: true, partnerWebhook: true });
        failedId = failed?.id ?? 0;
      },
      { timeout: 10_000, interval: 20 },
    );
    partnerHook.status = 200;
    expect((await app.fetch(`/api/lead-alerts/${failedId}/retry`, as(null, "POST"))).status).toBe(401);
    expect((await app.fetch(`/api/lead-alerts/${failedId}/retry`, as(partner, "POST"))).status).toBe(403);
    expect((await app.fetch(`/api/lead-alerts/${failedId}/retry`, as(admin, "POST"))).status).toBe(200);
    // The receiver has the notice before the worker records its answer, so wait for both.
    await vi.waitFor(
      async () => {
        expect(noticesOf(partnerHook.delivered(), "application", application.id)).toHaveLength(1);
        const [row] = await rowsOf("partner", and(eq(outbox.eventKey, key), eq(outbox.channel, "webhook")));
        expect(row?.status).toBe("sent");
      },
      { timeout: 10_000, interval: 20 },
    );
    expect((await app.fetch(`/api/lead-alerts/${failedId}/retry`, as(admin, "POST"))).status).toBe(409);
  });
});
