import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { sentQuery } from "#domain/call-back";
import { QUOTE_AGE_OPTIONS, QUOTE_SENT } from "#domain/inquiry-text";
import { MOBILE_LENGTH } from "#domain/phone";
import { inquiries, rateEvents } from "#server/db/schema";
import { insertVehicle } from "../support/fixtures";
import { useTestApp } from "../support/use-test-app";

/** The vehicle page's own quote form: server HTML that works without JavaScript, posting to the page's action. */

const app = useTestApp({ pages: true });
let slug: string;
let noDepositSlug: string;
const NAME = "견적폼 그랜저 GN7 하이브리드";
const PLANS = [
  { deposit: "무보증", period: "60개월", monthly: "58만 2천원", totalKm: "2만km" },
  { deposit: "300만원", period: "48개월", monthly: "51만원", totalKm: "3만km" },
];

beforeAll(async () => {
  slug = (
    await insertVehicle(app.ctx, {
      name: NAME,
      priceInfo: PLANS,
      depositInstallment: "가능 (60:40 또는 70:30 2회 분납)",
    })
  ).slug;
  noDepositSlug = (await insertVehicle(app.ctx, { name: "분납불가 레이", priceInfo: [PLANS[0]!] })).slug;
});
beforeEach(async () => {
  await app.ctx.db.delete(rateEvents);
});

const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  ({
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  }) as RequestInit;
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const valid = (name: string) => ({
  name,
  contact: "010-9876-5432",
  region: QUOTE_AGE_OPTIONS[1],
  plan: "1",
  agreed: "on",
  website: "",
});
const leadsNamed = (name: string) => app.ctx.db.select().from(inquiries).where(eq(inquiries.name, name));

describe("the quote form in the vehicle page's HTML", () => {
  it("is a real form posting to the page, 견적 문의 links to it, and the phone field cuts nothing", async () => {
    const page = await html(await app.fetch(`/vehicles/${slug}`));
    expect(page).toContain('<section id="quote"');
    expect(page).toContain('href="#quote"');
    const formTag = /<form[^>]*data-testid="quote-page-form"[^>]*>/.exec(page)?.[0] ?? "";
    expect(formTag).toContain('method="post"');
    expect(formTag).toContain(`action="/vehicles/${slug}#quote"`);
    const phone = /<input[^>]*name="contact"[^>]*>/.exec(page.slice(page.indexOf('id="quote"')))?.[0] ?? "";
    expect(phone).toContain('type="tel"');
    expect(phone).toContain('inputMode="tel"');
    expect(phone).toContain('autoComplete="tel"');
    expect(phone).toContain('placeholder="010-1234-5678 (- 없이 입력해도 됩니다)"');
    expect(phone).not.toMatch(/maxLength/i);
    // Every plan to choose from, the first chosen; the instalment splits this vehicle allows.
    expect(page).toContain("60개월 · 무보증 · 월 58만 2천원");
    expect(page).toContain("48개월 · 보증금 300만원 · 월 51만원");
    expect(page).toMatch(/<option value="60:40">60:40 2회 분납<\/option>/);
    expect(page).toMatch(/<option value="70:30">70:30 2회 분납<\/option>/);
    for (const option of QUOTE_AGE_OPTIONS) expect(page).toContain(`value="${option}"`);
    // No inline handlers: the page's CSP allows none.
    expect(page).not.toMatch(/<[^>]+\son[a-z]+=/i);
  });

  it("is the same page for every visitor, kept, campaign tags left out of the form's page (its post's Referer has them)", async () => {
    const first = await app.fetch(`/vehicles/${slug}?utm_source=naver`, {
      headers: { "User-Agent": "visitor-a", Cookie: "x=1" },
    });
    const second = await app.fetch(`/vehicles/${slug}?utm_source=naver`, { headers: { "User-Agent": "visitor-b" } });
    const a = await first.text();
    expect(await second.text()).toBe(a);
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(first.headers.get("cache-control")).toMatch(/^public/);
    expect(a).toContain(`name="pageUrl" value="/vehicles/${slug}"`);
  });

  it("shows nothing of the form's own when instalments are not offered", async () => {
    const page = await html(await app.fetch(`/vehicles/${noDepositSlug}`));
    expect(page).toContain('<section id="quote"');
    expect(page).not.toContain('name="instalment"');
  });
});

describe("POST /vehicles/{slug} (the form without JavaScript)", () => {
  it("stores the lead with the chosen plan and split, the page and its campaign, then goes back to the form", async () => {
    const before = new Date();
    const res = await app.fetch(
      `/vehicles/${slug}`,
      form({
        ...valid("폼견적고객"),
        instalment: "70:30",
        idempotencyKey: "",
        pageUrl: `/vehicles/${slug}?utm_source=naver&utm_medium=cpc&utm_campaign=spring`,
      }),
    );
    expect(res.status).toBe(303);
    expect(
      [sentQuery("quote", before), sentQuery("quote", new Date())].map((q) => `/vehicles/${slug}${q}#quote`),
    ).toContain(res.headers.get("location"));
    const [lead, ...more] = await leadsNamed("폼견적고객");
    expect(more).toHaveLength(0);
    expect(lead).toMatchObject({
      contact: "01098765432",
      region: QUOTE_AGE_OPTIONS[1],
      vehicle: NAME,
      source: "quote",
      vehicleSlug: slug,
      plan: { ...PLANS[1], instalment: "70:30" },
      pageUrl: `/vehicles/${slug}?utm_source=naver&utm_medium=cpc&utm_campaign=spring`,
      attribution: { utmSource: "naver", utmMedium: "cpc", utmCampaign: "spring" },
    });
  });

  it("keeps the first touch a script filled in over the page's own campaign", async () => {
    await app.fetch(
      `/vehicles/${slug}`,
      form({
        ...valid("첫터치고객"),
        pageUrl: `/vehicles/${slug}?utm_source=kakao`,
        "attribution.landingPath": "/?utm_source=naver",
        "attribution.utmSource": "naver",
        "attribution.referrerHost": "search.naver.com",
      }),
    );
    const [lead] = await leadsNamed("첫터치고객");
    expect(lead?.attribution).toEqual({
      landingPath: "/?utm_source=naver",
      utmSource: "naver",
      referrerHost: "search.naver.com",
    });
  });

  it("takes the plan from the listing: a split on a plan without deposit, or a plan that is not there, is left out", async () => {
    await app.fetch(`/vehicles/${slug}`, form({ ...valid("무보증분납"), plan: "0", instalment: "70:30" }));
    await app.fetch(`/vehicles/${slug}`, form({ ...valid("없는요금제"), plan: "7" }));
    await app.fetch(`/vehicles/${slug}`, form({ ...valid("이상한분납"), instalment: "99:1" }));
    expect((await leadsNamed("무보증분납"))[0]?.plan).toEqual(PLANS[0]);
    expect((await leadsNamed("없는요금제"))[0]?.plan).toBeNull();
    expect((await leadsNamed("이상한분납"))[0]?.plan).toEqual(PLANS[1]);
  });

  it("stores a double post once, and a script's key once per key", async () => {
    await app.fetch(`/vehicles/${slug}`, form(valid("두번누름")));
    await app.fetch(`/vehicles/${slug}`, form(valid("두번누름")));
    expect(await leadsNamed("두번누름")).toHaveLength(1);
    const idempotencyKey = randomUUID();
    await app.fetch(`/vehicles/${slug}`, form({ ...valid("키한번"), idempotencyKey }));
    await app.fetch(`/vehicles/${slug}`, form({ ...valid("키한번"), idempotencyKey }));
    expect(await leadsNamed("키한번")).toHaveLength(1);
  });

  it("re-renders with every Korean message and what was typed when it fails, storing nothing", async () => {
    const res = await app.fetch(
      `/vehicles/${slug}`,
      form({ name: "남길이름", contact: "010-987-654", plan: "1", region: "", agreed: "" }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get("cache-control")).not.toMatch(/public/);
    const page = await html(res);
    for (const message of [
      "입력하신 내용을 확인해주세요.",
      MOBILE_LENGTH,
      "운전자 연령을 선택해주세요",
      "개인정보 수집 및 이용에 동의해주세요",
    ])
      expect(page).toContain(message);
    expect(page).toContain('value="남길이름"');
    expect(page).toContain('value="010-987-654"');
    expect(page).toMatch(/<option value="1" selected="">/);
    const refused = await app.fetch(`/vehicles/${slug}`, form({ ...valid(""), name: "" }));
    expect(refused.status).toBe(400);
    const refusedPage = await html(refused);
    expect(refusedPage).toContain("이름을 입력해주세요");
    expect(refusedPage).toContain("입력하신 내용을 확인해주세요.");
    expect(await leadsNamed("남길이름")).toHaveLength(0);
  });

  it("holds a filled honeypot (answered as sent), refuses an unknown vehicle, and a post never changes the kept page", async () => {
    const kept = await (await app.fetch(`/vehicles/${slug}`)).text();
    const spam = await app.fetch(`/vehicles/${slug}`, form({ ...valid("스팸봇"), website: "http://spam.example" }));
    // Held as 스팸 의심, not a lead: the sender sees what a person would, so a bot learns nothing.
    expect(spam.status).toBe(303);
    expect(spam.headers.get("location")).toMatch(new RegExp(`^/vehicles/${slug}\\?quote=sent`));
    expect((await app.fetch("/vehicles/no-such-vehicle", form(valid("없는차량")))).status).toBe(404);
    expect(await leadsNamed("스팸봇")).toHaveLength(0);
    expect(await leadsNamed("없는차량")).toHaveLength(0);
    expect(await (await app.fetch(`/vehicles/${slug}`)).text()).toBe(kept);
  });

  it("answers a body that is not a form with 400 and the form's Korean messages", async () => {
    for (const [type, body] of [
      ["application/json", '{"name":"제이슨"'],
      ["text/plain", "name=텍스트"],
      ["multipart/form-data; boundary=broken", "--broken\r\nnot a part"],
    ]) {
      const res = await app.fetch(`/vehicles/${slug}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": type as string },
        body,
      });
      expect(res.status, type).toBe(400);
      expect(await html(res), type).toContain("운전자 연령을 선택해주세요");
    }
  });

  it("stores the sixth post in a minute from one address as a lead (many people share an address)", async () => {
    for (let i = 0; i < 6; i++)
      expect((await app.fetch(`/vehicles/${slug}`, form(valid(`연속견적${i}`)))).status).toBe(303);
    expect(await leadsNamed("연속견적5")).toHaveLength(1);
  });

  it("comes back to /vehicle-info/{slug} when sent from there", async () => {
    const res = await app.fetch(`/vehicle-info/${slug}`, form(valid("별칭경로")));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(
      new RegExp(`^/vehicle-info/${slug}\\?quote=sent(&callback=\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2})?#quote$`),
    );
  });

  it("keeps names and phone numbers out of the logs", async () => {
    await app.fetch(`/vehicles/${slug}`, form({ ...valid("로그금지견적"), contact: "010-5555-1212" }));
    await app.fetch(`/vehicles/${slug}`, form({ ...valid("로그금지견적"), contact: "010-555" }));
    const logs = app.logs.join("\n");
    expect(logs).not.toContain("로그금지견적");
    expect(logs).not.toMatch(/01055551212|010-5555-1212/);
  });
});

describe("the page a post comes back to", () => {
  it("says the quote was received, with the call-back day from the URL and none for junk", async () => {
    const sent = await html(await app.fetch(`/vehicles/${slug}?quote=sent`));
    expect(sent).toContain(QUOTE_SENT);
    expect(sent).not.toContain("순서대로 연락드리겠습니다");
    const night = await html(await app.fetch(`/vehicles/${slug}?quote=sent&callback=2026-12-03T10:00`));
    expect(night).toContain("12월 3일(목) 오전 10시 이후에 순서대로 연락드리겠습니다.");
    const junk = await html(await app.fetch(`/vehicles/${slug}?quote=sent&callback=%3Cb%3E`));
    expect(junk).not.toContain("순서대로 연락드리겠습니다");
    expect(junk).not.toContain("<b>");
  });
});
