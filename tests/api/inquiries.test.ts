import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { callBackNotice } from "#domain/business-hours";
import { inquiries, rateEvents } from "#server/db/schema";
import { jsonRequest, startTestApp } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp();
// Every test starts with a clean rate-limit window (all requests come from 127.0.0.1).
beforeEach(async () => {
  await app.ctx.db.delete(rateEvents);
});

type Answer = {
  success: boolean;
  id?: number;
  notice?: string | null;
  message?: string;
  fieldErrors?: Record<string, string>;
};
const post = async (path: string, body: unknown) => {
  const res = await app.fetch(path, jsonRequest("POST", body));
  return { status: res.status, body: (await res.json()) as Answer };
};
/** As the site's form sends it: with how long the form took (a post without it is not taken for a person's). */
const valid = {
  name: "홍길동",
  contact: "010-1234-5678",
  region: "만 26세 이상",
  vehicle: "쏘렌토 하이브리드",
  fillMs: 12_000,
};
const countInquiries = async () => (await app.ctx.db.select().from(inquiries)).length;

describe("POST /api/inquiries", () => {
  it("stores a valid request with the phone as digits and answers its id", async () => {
    const { status, body } = await post("/api/inquiries", valid);
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, id: expect.any(Number), notice: body.notice });
    const rows = await app.ctx.db.select().from(inquiries);
    const row = rows.find((r) => r.id === body.id);
    expect(row).toMatchObject({
      name: "홍길동",
      contact: "01012345678",
      region: "만 26세 이상",
      vehicle: "쏘렌토 하이브리드",
      source: "home",
    });
  });

  it("accepts spaces in the phone number and a missing age bracket", async () => {
    const { status, body } = await post("/api/inquiries", { name: "김민지", contact: "02 123 4567", vehicle: "레이" });
    expect(status).toBe(201);
    const row = (await app.ctx.db.select().from(inquiries)).find((r) => r.id === body.id);
    expect(row).toMatchObject({ contact: "021234567", region: "" });
  });

  it("records which form sent it: a vehicle page's quote dialog says so", async () => {
    const { body } = await post("/api/inquiries", { ...valid, source: "quote" });
    const row = (await app.ctx.db.select().from(inquiries)).find((r) => r.id === body.id);
    expect(row?.source).toBe("quote");
    expect((await post("/api/inquiries", { ...valid, source: "partner" })).status).toBe(400);
  });

  it("refuses invalid input with Korean messages per field and stores nothing", async () => {
    const before = await countInquiries();
    const { status, body } = await post("/api/inquiries", { name: "  ", contact: "12345", vehicle: "" });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.fieldErrors).toMatchObject({
      name: "이름을 입력해주세요",
      contact: expect.stringContaining("올바른 연락처"),
      vehicle: "희망 차량을 입력해주세요",
    });
    expect(body.message).toMatch(/[가-힣]/);
    expect(await countInquiries()).toBe(before);
  });

  it("refuses phone numbers that are not 9-11 digits starting with 0, and over-long fields", async () => {
    for (const contact of ["1012345678", "010-1234-56789", "010-abcd-5678", "0101234"]) {
      const { status, body } = await post("/api/inquiries", { ...valid, contact });
      expect(status, contact).toBe(400);
      expect(body.fieldErrors?.contact, contact).toMatch(/연락처/);
      await app.ctx.db.delete(rateEvents);
    }
    const long = await post("/api/inquiries", { ...valid, name: "가".repeat(31), vehicle: "차".repeat(101) });
    expect(long.body.fieldErrors).toMatchObject({
      name: "이름은 30자 이내로 입력해주세요",
      vehicle: "희망 차량은 100자 이내로 입력해주세요",
    });
  });

  it("answers a filled honeypot field as a success and keeps it out of the leads (held as 스팸 의심)", async () => {
    const before = await countInquiries();
    const { status, body } = await post("/api/inquiries", { ...valid, website: "http://spam.example" });
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, id: expect.any(Number), notice: body.notice });
    expect(await countInquiries()).toBe(before);
  });

  it("stores one inquiry per idempotency key and answers the same id again", async () => {
    const before = await countInquiries();
    const idempotencyKey = randomUUID();
    const first = await post("/api/inquiries", { ...valid, idempotencyKey });
    const again = await post("/api/inquiries", { ...valid, idempotencyKey });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, id: first.body.id, notice: again.body.notice });
    expect(await countInquiries()).toBe(before + 1);
  });

  it("stores two different people who send the same key (e.g. from a cached page) as two inquiries", async () => {
    const before = await countInquiries();
    const idempotencyKey = randomUUID();
    const first = await post("/api/inquiries", { ...valid, idempotencyKey });
    const other = await post("/api/inquiries", {
      ...valid,
      name: "다른 고객",
      contact: "010-9876-5432",
      idempotencyKey,
    });
    expect(first.status).toBe(201);
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
    expect(await countInquiries()).toBe(before + 2);
  });

  it("stores the sixth and later posts in a minute from one IP (many people share an address)", async () => {
    const before = await countInquiries();
    for (let i = 0; i < 8; i++)
      expect((await post("/api/inquiries", { ...valid, name: `고객${i}`, contact: `010-4321-00${i}0` })).status).toBe(
        201,
      );
    expect(await countInquiries()).toBe(before + 8);
  });

  it("keeps names and phone numbers out of the logs", async () => {
    await post("/api/inquiries", { ...valid, name: "로그금지이름", contact: "010-9876-1234" });
    await post("/api/inquiries", { ...valid, name: "로그금지이름", contact: "999" });
    const logs = app.logs.join("\n");
    expect(logs).toContain("/api/inquiries");
    expect(logs).not.toContain("로그금지이름");
    expect(logs).not.toMatch(/01098761234|010-9876-1234/);
  });

  it("tells out of hours when staff will call back, by the server's Seoul clock, and nothing within hours", async () => {
    const before = new Date();
    const { status, body } = await post("/api/inquiries", { ...valid, name: "시간확인" });
    expect(status).toBe(201);
    // Computed on the server at the time of the post: the clock may pass the hour in between.
    expect([callBackNotice(before), callBackNotice(new Date())]).toContain(body.notice);
    expect(body.notice === null || /오전 10시 이후에 순서대로 연락드리겠습니다/.test(body.notice ?? "")).toBe(true);
  });

  it("answers broken JSON with 400", async () => {
    const res = await app.fetch("/api/inquiries", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{",
    });
    expect(res.status).toBe(400);
  });
});

describe("POST /api/quote-requests", () => {
  const quote = {
    customerName: "이서연",
    customerPhone: "01098765432",
    specialOptions: "만 23세 이상 (월 렌트료 +3~7만원)",
    agreeToPrivacy: true,
  };

  it("stores a quote request and tells out of hours when staff will call back", async () => {
    const before = new Date();
    const { status, body } = await post("/api/quote-requests", quote);
    expect(status).toBe(201);
    expect(body).toEqual({ success: true, id: expect.any(Number), notice: body.notice });
    expect([callBackNotice(before), callBackNotice(new Date())]).toContain(body.notice);
    // A quote request is a lead in the one list.
    const row = (await app.ctx.db.select().from(inquiries)).find((r) => r.id === body.id);
    expect(row).toMatchObject({ name: "이서연", contact: "01098765432", source: "quote-request" });
  });

  it("needs consent and a valid phone, in Korean, and stores nothing otherwise", async () => {
    const before = (await app.ctx.db.select().from(inquiries)).length;
    const { status, body } = await post("/api/quote-requests", {
      ...quote,
      customerPhone: "999",
      agreeToPrivacy: false,
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toMatchObject({
      customerPhone: expect.stringContaining("연락처"),
      agreeToPrivacy: "개인정보 수집 및 이용에 동의해주세요",
    });
    // A filled honeypot is answered as a success and held as 스팸 의심, not stored as a lead.
    const honeypot = await post("/api/quote-requests", { ...quote, website: "x" });
    expect(honeypot.status).toBe(201);
    expect((await app.ctx.db.select().from(inquiries)).length).toBe(before);
  });

  it("is idempotent per key and never refused for its address", async () => {
    const idempotencyKey = randomUUID();
    const first = await post("/api/quote-requests", { ...quote, idempotencyKey });
    const again = await post("/api/quote-requests", { ...quote, idempotencyKey });
    expect(again.body.id).toBe(first.body.id);
    for (let i = 0; i < 3; i++) await post("/api/quote-requests", quote);
    expect((await post("/api/quote-requests", quote)).status).toBe(201);
  });
});

describe("rate limits switched off", () => {
  it("never answers 429 when RATE_LIMIT_DISABLED is set", async () => {
    const open = await startTestApp({ env: { RATE_LIMIT_DISABLED: "true" } });
    try {
      for (let i = 0; i < 7; i++) {
        const res = await open.fetch("/api/inquiries", jsonRequest("POST", valid));
        expect(res.status).toBe(201);
      }
    } finally {
      await open.close();
    }
  });
});
