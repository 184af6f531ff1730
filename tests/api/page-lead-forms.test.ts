import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "#domain/lead-intake";
import { heldLeads, inquiries, quotes } from "#server/db/schema";
import { issueQuote } from "#server/services/quotes/issue-quote";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertVehicle } from "../support/fixtures";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

/**
 * No page is a dead end: a sold car's page, a deleted car's 410, a 견적서, /compare, /saved and a search that found
 * nothing each carry the one lead form, posted without JavaScript to the page's own action. The lead says what the
 * page was about (the car, the quote and its frozen plan, the cars) as the server reads it, never as the post says;
 * a post about nothing the site knows is refused in Korean and stores nothing; a bot's post is held, answered as sent.
 */
const app = useTestApp({ pages: true, env: { TRUST_PROXY: "1" } });
let admin: TestAccount;
const cars: Record<"sold" | "first" | "second" | "deleted", { id: number; slug: string; name: string }> = {} as never;
const PLAN = { deposit: "무보증", period: "48개월", monthly: "61만 2천원", totalKm: "2만km" };
beforeAll(async () => {
  admin = await createAccount(app, "admin");
  cars.sold = await insertVehicle(app.ctx, { name: "판매끝 그랜저", status: "sold", priceInfo: [PLAN] });
  cars.first = await insertVehicle(app.ctx, { name: "비교용 쏘나타", priceInfo: [PLAN] });
  cars.second = await insertVehicle(app.ctx, { name: "비교용 K5", priceInfo: [PLAN] });
  cars.deleted = await insertVehicle(app.ctx, { name: "삭제된 카니발", priceInfo: [PLAN] });
  expect((await app.fetch(`/api/vehicles/${cars.deleted.id}`, as(admin, "DELETE"))).status).toBe(200);
});

let addresses = 0;
const post = (path: string, fields: Record<string, string>) =>
  app.fetch(path, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": `192.0.2.${++addresses}`,
      Origin: app.url,
    },
    body: new URLSearchParams(fields).toString(),
  });
/** A person's post: the form rendered long enough ago, the honeypot empty. */
const person = (name: string, extra: Record<string, string> = {}) => ({
  name,
  contact: "010-3141-5926",
  agreed: "on",
  website: "",
  formStartedAt: String(Date.now() - MIN_FILL_MS - 5_000),
  ...extra,
});
const byName = (name: string) =>
  Promise.all([
    app.ctx.db.select().from(inquiries).where(eq(inquiries.name, name)),
    app.ctx.db.select().from(heldLeads).where(eq(heldLeads.name, name)),
  ]);
/** The form tag with `data-testid` on its section, up to the form's end. */
const formIn = (html: string, testId: string) => {
  const start = html.search(new RegExp(`<section[^>]*data-testid="${testId}"`));
  return start < 0 ? "" : html.slice(start, html.indexOf("</form>", start));
};
const HONEYPOT = /<input(?=[^>]*\sname="website")(?=[^>]*\stabindex="-1")[^>]*>/i;
const sentTo = (path: string) =>
  new RegExp(`^${path.replace(/[?]/g, "\\?")}[?&]inquiry=sent(&callback=[\\dT:-]+)?#lead-form$`);

describe("a sold car's page", () => {
  const path = () => `/vehicles/${cars.sold.slug}`;

  it("has the contact bar and a form about cars like it, with the honeypot", async () => {
    const html = await (await app.fetch(path())).text();
    const form = formIn(html, "sold-lead-form");
    expect(form).toContain("이 차와 비슷한 차 상담받기");
    expect(form).toMatch(HONEYPOT);
    expect(form).toMatch(/<form[^>]*method="post"/);
    expect(html).toMatch(/<a[^>]*href="tel:[^"]+"[^>]*>.*?전화 상담/s);
    expect(html).toMatch(/<a[^>]*href="#lead-form"[^>]*>.*?견적 문의/s);
    // The page stays out of search results with its canonical address.
    expect(html).toContain('<meta name="robots" content="noindex');
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/vehicles/${cars.sold.slug}"`));
  });

  it("stores a post as a lead about the sold car, source sold, and comes back to the form saying so", async () => {
    const res = await post(path(), person("판매완료문의", { callTime: "evening", customerType: "individual" }));
    expect(res.status).toBe(303);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(sentTo(path()));
    const [[lead], held] = await byName("판매완료문의");
    expect(held).toEqual([]);
    expect(lead).toMatchObject({
      source: "sold",
      vehicle: cars.sold.name,
      vehicleSlug: cars.sold.slug,
      callTime: "evening",
      customerType: "individual",
      plan: null,
    });
    const back = await (await app.fetch(location)).text();
    expect(formIn(back, "sold-lead-form")).toContain("상담 신청이 완료되었습니다");
  });

  it("refuses a post without consent or with a bad number in Korean, keeps what was typed, and stores nothing", async () => {
    const res = await post(path(), person("동의안함고객", { agreed: "", contact: "12" }));
    expect(res.status).toBe(400);
    const form = formIn(await res.text(), "sold-lead-form");
    expect(form).toContain("입력하신 내용을 확인해주세요.");
    expect(form).toContain("개인정보 수집 및 이용에 동의해주세요");
    expect(form).toContain("올바른 연락처를 입력해주세요");
    expect(form).toContain('value="동의안함고객"');
    expect(await byName("동의안함고객")).toEqual([[], []]);
  });

  it("holds a post with the honeypot filled, answering it as sent", async () => {
    const res = await post(path(), person("판매완료봇", { website: "http://spam.example" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(sentTo(path()));
    const [leads, held] = await byName("판매완료봇");
    expect(leads).toEqual([]);
    expect(held).toMatchObject([{ reason: "honeypot", source: "sold", vehicleSlug: cars.sold.slug }]);
  });

  it("takes a lead about a deleted car at its 410 address, and refuses one about an address that never was a car", async () => {
    const gone = `/vehicles/${cars.deleted.slug}`;
    const page = await app.fetch(gone);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(formIn(html, "sold-lead-form")).toContain("이 차와 비슷한 차 상담받기");
    expect(html).toMatch(/<a[^>]*href="#lead-form"[^>]*>.*?견적 문의/s);

    const res = await post(gone, person("삭제차문의"));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(sentTo(gone));
    expect((await byName("삭제차문의"))[0]).toMatchObject([
      { source: "sold", vehicle: cars.deleted.name, vehicleSlug: cars.deleted.slug },
    ]);

    const never = await post("/vehicles/never-a-car-anywhere", person("없는차문의"));
    expect(never.status).toBe(404);
    expect(await never.text()).toContain("차량");
    expect(await byName("없는차문의")).toEqual([[], []]);
  });
});

describe("a 견적서", () => {
  let token: string;
  beforeAll(async () => {
    ({ token } = await issueQuote(app.ctx, { slug: cars.first.slug, row: 0 }, { bucket: "page-lead-forms" }));
  });

  it("has 이 견적으로 상담 신청 on the page, and keeps its canonical and sharing tags", async () => {
    const html = await (await app.fetch(`/quote/${token}`)).text();
    const form = formIn(html, "quote-lead-form");
    expect(form).toContain("이 견적으로 상담 신청");
    expect(form).toMatch(HONEYPOT);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/quote/${token}"`));
    expect(html).toMatch(/<meta property="og:title" content="[^"]*견적서/);
  });

  it("stores the quote's token and frozen plan, read from the stored quote, whatever the post says", async () => {
    const res = await post(
      `/quote/${token}`,
      person("견적서문의", {
        vehicle: "가짜 차",
        vehicleSlug: "fake-car",
        quoteToken: "SomebodyElsesToken12345",
        "plan.monthly": "1만원",
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(sentTo(`/quote/${token}`));
    const [[lead]] = await byName("견적서문의");
    expect(lead).toMatchObject({
      source: "quote-sheet",
      quoteToken: token,
      vehicle: cars.first.name,
      vehicleSlug: cars.first.slug,
      plan: { period: PLAN.period, deposit: PLAN.deposit, monthly: PLAN.monthly, totalKm: PLAN.totalKm },
    });
  });

  it("takes the plan from the quote for a lead sent with JavaScript too", async () => {
    const res = await app.fetch(
      "/api/inquiries",
      jsonRequest(
        "POST",
        {
          name: "견적서스크립트",
          contact: "010-3141-5927",
          vehicle: "다른 차",
          source: "quote-sheet",
          quoteToken: token,
          plan: { period: "1개월", deposit: "0원", monthly: "1원", totalKm: "" },
        },
        { "X-Forwarded-For": `192.0.2.${++addresses}` },
      ),
    );
    expect(res.status).toBe(201);
    expect((await byName("견적서스크립트"))[0]).toMatchObject([
      { quoteToken: token, vehicle: cars.first.name, plan: { monthly: PLAN.monthly, period: PLAN.period } },
    ]);
  });

  it("still ends in a lead once expired: the 410 page has the form, and the lead keeps the quote's token", async () => {
    const expired = await issueQuote(app.ctx, { slug: cars.second.slug, row: 0 }, { bucket: "page-lead-forms" });
    await app.ctx.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotes.token, expired.token));
    const page = await app.fetch(`/quote/${expired.token}`);
    expect(page.status).toBe(410);
    const form = formIn(await page.text(), "quote-lead-form");
    expect(form).toContain("이 차 최신 견적 상담받기");
    expect(form).toMatch(HONEYPOT);

    const res = await post(`/quote/${expired.token}`, person("만료견적서문의"));
    expect(res.status).toBe(303);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(sentTo(`/quote/${expired.token}`));
    const [[lead]] = await byName("만료견적서문의");
    expect(lead).toMatchObject({ source: "quote-sheet", quoteToken: expired.token, vehicle: cars.second.name });
    const back = await app.fetch(location);
    expect(back.status).toBe(410);
    expect(formIn(await back.text(), "quote-lead-form")).toContain("상담 신청이 완료되었습니다");
  });

  it("refuses a post to a quote never issued in Korean and stores nothing", async () => {
    const res = await post("/quote/NeverIssuedToken12345678", person("없는견적서문의"));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("상담할 차량 정보를 찾을 수 없습니다");
    expect(await byName("없는견적서문의")).toEqual([[], []]);
  });
});

describe("/compare and /saved", () => {
  it("send the cars being compared with the lead", async () => {
    const path = `/compare?cars=${cars.first.slug},${cars.second.slug}`;
    expect(formIn(await (await app.fetch(path)).text(), "compare-lead-form")).toMatch(HONEYPOT);
    const res = await post(path, person("비교문의", { cars: "[]", vehicle: "엉뚱한 차" }));
    expect(res.status).toBe(303);
    // The pages adapter hands the action its address with the list's commas encoded: the same list.
    expect(decodeURIComponent(res.headers.get("location") ?? "")).toMatch(sentTo(path));
    expect((await byName("비교문의"))[0]).toMatchObject([
      {
        source: "compare",
        vehicle: `${cars.first.name}, ${cars.second.name}`,
        cars: [
          { slug: cars.first.slug, name: cars.first.name },
          { slug: cars.second.slug, name: cars.second.name },
        ],
      },
    ]);
  });

  it("send the saved cars with the lead", async () => {
    const path = `/saved?cars=${cars.second.slug},${cars.sold.slug}`;
    expect(formIn(await (await app.fetch(path)).text(), "saved-lead-form")).toMatch(HONEYPOT);
    const res = await post(path, person("찜문의"));
    expect(res.status).toBe(303);
    expect(decodeURIComponent(res.headers.get("location") ?? "")).toMatch(sentTo(path));
    expect((await byName("찜문의"))[0]).toMatchObject([
      {
        source: "saved",
        vehicle: `${cars.second.name}, ${cars.sold.name}`,
        cars: [
          { slug: cars.second.slug, name: cars.second.name },
          { slug: cars.sold.slug, name: cars.sold.name },
        ],
      },
    ]);
  });

  it("refuse a post naming no car the site knows in Korean, storing nothing", async () => {
    for (const [path, name] of [
      ["/compare?cars=no-such-car,nor-this-one", "빈비교문의"],
      ["/compare", "주소없는비교"],
      ["/saved?cars=no-such-car", "빈찜문의"],
    ] as const) {
      const res = await post(path, person(name));
      expect(res.status, path).toBe(404);
      expect(await res.text(), path).toContain("상담할 차량 정보를 찾을 수 없습니다");
      expect(await byName(name), path).toEqual([[], []]);
    }
  });
});

describe("a search that found nothing", () => {
  const path = `/search?q=${encodeURIComponent("없는모델명XQ")}`;

  it("shows the nearest cars and a form that carries the query as the wanted car", async () => {
    const html = await (await app.fetch(path)).text();
    expect(html).toContain("검색 결과가 없습니다");
    expect(html).toMatch(/data-testid="nearest-cars"/);
    const form = formIn(html, "search-lead-form");
    expect(form).toMatch(/<input(?=[^>]*name="vehicle")(?=[^>]*value="없는모델명XQ")[^>]*>/);
    expect(form).toMatch(HONEYPOT);
  });

  it("stores the car the visitor names, source search", async () => {
    const res = await post(path, person("검색문의", { vehicle: "없는모델명XQ 하이브리드" }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(sentTo(path));
    expect((await byName("검색문의"))[0]).toMatchObject([{ source: "search", vehicle: "없는모델명XQ 하이브리드" }]);
  });

  it("refuses a post without the wanted car, or with one past 100 characters, in Korean, storing nothing", async () => {
    const empty = await post(path, person("차없는검색문의", { vehicle: " " }));
    expect(empty.status).toBe(400);
    expect(formIn(await empty.text(), "search-lead-form")).toContain("희망 차량을 입력해주세요");
    const long = await post(path, person("긴검색문의", { vehicle: "가".repeat(101) }));
    expect(long.status).toBe(400);
    expect(formIn(await long.text(), "search-lead-form")).toContain("희망 차량은 100자 이내로 입력해주세요");
    expect(await byName("차없는검색문의")).toEqual([[], []]);
    expect(await byName("긴검색문의")).toEqual([[], []]);
  });
});

describe("the 404 page", () => {
  it("offers 전화 상담 and the consultation form, told which address failed", async () => {
    for (const path of ["/no-such-page-here", "/vehicles/no-such-car-here"]) {
      const res = await app.fetch(path);
      expect(res.status, path).toBe(404);
      const html = await res.text();
      const contact = html.slice(html.indexOf('data-testid="not-found-contact"'));
      expect(contact, path).toMatch(/<a[^>]*href="tel:[^"]+"[^>]*>.*?전화 상담/s);
      // The form is told which address failed, so the lead it brings names it.
      const from = encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      expect(contact, path).toMatch(new RegExp(`<a[^>]*href="/\\?from=${from}#consult"[^>]*>.*?상담 신청`, "s"));
    }
  });
});
