import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { quotes, rateEvents } from "#server/db/schema";
import { runDailyMaintenance } from "#server/jobs/maintenance";
import { EXPIRED_QUOTE_KEPT_DAYS, QUOTE_CAP_MESSAGE, QUOTE_ISSUE_LIMIT } from "#server/services/quotes/issue-quote";
import { as, createAccount } from "../support/accounts";
import { insertVehicle } from "../support/fixtures";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp({ pages: true });
// Every test starts with a clean rate-limit window (all requests come from 127.0.0.1).
beforeEach(async () => {
  await app.ctx.db.delete(rateEvents);
});

const PRICES = [
  { deposit: "무보증", period: "60개월", monthly: "월 52만 6천원", totalKm: "2만km", selected: true },
  { deposit: "300만원", period: "48", monthly: "월 61만 4천원", totalKm: "3만km", selected: false },
];

type Answer = { token?: string; path?: string; expiresAt?: string; message?: string };
const post = async (body: unknown) => {
  const res = await app.fetch("/api/quotes", jsonRequest("POST", body));
  return { status: res.status, body: (await res.json()) as Answer };
};
const countQuotes = async () => (await app.ctx.db.select({ n: sql<number>`count(*)::int` }).from(quotes))[0]?.n ?? 0;
const vehicle = (fields: Parameters<typeof insertVehicle>[1] = {}) =>
  insertVehicle(app.ctx, {
    name: "기아 쏘렌토 하이브리드",
    priceInfo: PRICES,
    depositInstallment: "가능 (50:50 2회 분납)",
    imageCount: 1,
    ...fields,
  });
const html = async (path: string) => {
  const res = await app.fetch(path);
  return { status: res.status, text: await res.text(), cacheControl: res.headers.get("cache-control") };
};

describe("POST /api/quotes", () => {
  it("issues a quote for a row of a published listing, valid 7 days, with its figures frozen", async () => {
    const car = await vehicle();
    const before = Date.now();
    const { status, body } = await post({ slug: car.slug, row: 1 });
    expect(status).toBe(201);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(body.path).toBe(`/quote/${body.token}`);
    const days = (new Date(body.expiresAt ?? 0).getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);

    const [row] = await app.ctx.db
      .select()
      .from(quotes)
      .where(eq(quotes.token, body.token ?? ""));
    expect(row?.vehicleSlug).toBe(car.slug);
    expect(row?.snapshot.plan).toEqual({
      deposit: "300만원",
      period: "48",
      monthly: "월 61만 4천원",
      totalKm: "3만km",
    });
    expect(row?.snapshot.cost).toMatchObject({
      months: 48,
      monthlyWon: 614_000,
      totalWon: 29_472_000,
      deposit: { kind: "amount", won: 3_000_000 },
      instalments: [{ ratio: "50:50", firstWon: 1_500_000, secondWon: 1_500_000 }],
    });
    // Nothing about who asked.
    expect(Object.keys(row ?? {}).sort()).toEqual(["createdAt", "expiresAt", "snapshot", "token", "vehicleSlug"]);
  });

  it("finds the row by its period and deposit, and refuses a row that no longer matches", async () => {
    const car = await vehicle();
    const byTexts = await post({ slug: car.slug, period: "48", deposit: "300만원" });
    expect(byTexts.status).toBe(201);
    const stale = await post({ slug: car.slug, row: 0, period: "48", deposit: "300만원" });
    expect(stale.status).toBe(404);
    expect(stale.body.message).toBe("선택하신 요금제를 찾을 수 없습니다. 페이지를 새로고침한 뒤 다시 선택해주세요.");
  });

  it("refuses junk, an unknown vehicle or row and an unpublished listing in Korean, storing nothing", async () => {
    const car = await vehicle();
    const hidden = await vehicle({ status: "hidden" });
    const sold = await vehicle({ status: "sold" });
    const pending = await vehicle({ status: "pending" });
    const before = await countQuotes();
    const cases: [unknown, number, string][] = [
      [{}, 400, "견적서를 만들 차량을 찾을 수 없습니다."],
      [{ slug: car.slug }, 400, "선택하신 요금제를 찾을 수 없습니다. 페이지를 새로고침한 뒤 다시 선택해주세요."],
      [
        { slug: car.slug, row: "첫째" },
        400,
        "선택하신 요금제를 찾을 수 없습니다. 페이지를 새로고침한 뒤 다시 선택해주세요.",
      ],
      [
        { slug: car.slug, row: -1 },
        400,
        "선택하신 요금제를 찾을 수 없습니다. 페이지를 새로고침한 뒤 다시 선택해주세요.",
      ],
      [
        { slug: car.slug, row: 1.5 },
        400,
        "선택하신 요금제를 찾을 수 없습니다. 페이지를 새로고침한 뒤 다시 선택해주세요.",
      ],
      [{ slug: ["a"], row: 0 }, 400, "견적서를 만들 차량을 찾을 수 없습니다."],
      [[1, 2], 400, "입력값이 올바르지 않습니다"],
      [{ slug: "x".repeat(301), row: 0 }, 400, "견적서를 만들 차량을 찾을 수 없습니다."],
      [{ slug: "no-such-car", row: 0 }, 404, "견적서를 만들 차량을 찾을 수 없습니다."],
      [
        { slug: car.slug, row: 2 },
        404,
        "선택하신 요금제를 찾을 수 없습니다. 페이지를 새로고침한 뒤 다시 선택해주세요.",
      ],
      [{ slug: hidden.slug, row: 0 }, 404, "견적서를 만들 차량을 찾을 수 없습니다."],
      [{ slug: sold.slug, row: 0 }, 404, "견적서를 만들 차량을 찾을 수 없습니다."],
      [{ slug: pending.slug, row: 0 }, 404, "견적서를 만들 차량을 찾을 수 없습니다."],
    ];
    for (const [body, status, message] of cases) {
      const answer = await post(body);
      expect({ body, status: answer.status, message: answer.body.message }).toEqual({ body, status, message });
    }
    const broken = await app.fetch("/api/quotes", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{slug",
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as Answer).message).toMatch(/[가-힣]/);
    expect(await countQuotes()).toBe(before);
  });

  it("limits a flood from one client", async () => {
    const car = await vehicle();
    for (let i = 0; i < QUOTE_ISSUE_LIMIT; i++) expect((await post({ slug: car.slug, row: 0 })).status).toBe(201);
    const before = await countQuotes();
    const over = await post({ slug: car.slug, row: 0 });
    expect(over.status).toBe(429);
    expect(over.body.message).toBe("요청이 너무 많습니다. 잠시 후 다시 시도해주세요.");
    expect(await countQuotes()).toBe(before);
  });

  it("limits a flood of refused requests too", async () => {
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await post({ slug: "no-such-car", row: 0 })).status;
    expect(last).toBe(429);
  });
});

describe("the same plan asked for again", () => {
  it("answers the quote already issued, one row, and a new one for another plan", async () => {
    const car = await vehicle();
    const before = await countQuotes();
    const first = await post({ slug: car.slug, row: 1 });
    const again = await post({ slug: car.slug, row: 1 });
    // The same plan named by its texts instead of its place in the table.
    const byTexts = await post({ slug: car.slug, period: "48", deposit: "300만원" });
    expect([first.status, again.status, byTexts.status]).toEqual([201, 201, 201]);
    expect(again.body).toEqual(first.body);
    expect(byTexts.body).toEqual(first.body);
    expect(await countQuotes()).toBe(before + 1);

    const other = await post({ slug: car.slug, row: 0 });
    expect(other.status).toBe(201);
    expect(other.body.token).not.toBe(first.body.token);
    const otherCar = await post({ slug: (await vehicle()).slug, row: 1 });
    expect(otherCar.body.token).not.toBe(first.body.token);
    expect(await countQuotes()).toBe(before + 3);
  });

  it("stores one quote when the same plan is asked for many times at once", async () => {
    const car = await vehicle();
    const before = await countQuotes();
    const answers = await Promise.all(Array.from({ length: 8 }, () => post({ slug: car.slug, row: 0 })));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    expect(new Set(answers.map((a) => a.body.token)).size).toBe(1);
    expect(await countQuotes()).toBe(before + 1);
  });

  it("issues a new quote once the listing's figures change, and once the first is a day old or expired", async () => {
    const admin = await createAccount(app, "admin");
    const car = await vehicle();
    const first = (await post({ slug: car.slug, row: 0 })).body;
    const res = await app.fetch(
      `/api/vehicles/${car.id}`,
      as(admin, "PATCH", { priceInfo: [{ ...PRICES[0], monthly: "월 49만원" }, PRICES[1]], updatedAt: car.updatedAt }),
    );
    expect(res.status).toBe(200);
    const repriced = (await post({ slug: car.slug, row: 0 })).body;
    expect(repriced.token).not.toBe(first.token);
    expect((await html(repriced.path ?? "")).text).toContain("월 49만원");
    expect((await html(first.path ?? "")).text).toContain("월 52만 6천원");

    // Issued a day and a minute ago: asking again gives a quote with its whole validity ahead.
    const day = 24 * 60 * 60 * 1000;
    await app.ctx.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() + 6 * day - 60_000) })
      .where(eq(quotes.token, repriced.token ?? ""));
    const fresh = (await post({ slug: car.slug, row: 0 })).body;
    expect(fresh.token).not.toBe(repriced.token);
    expect(new Date(fresh.expiresAt ?? 0).getTime()).toBeGreaterThan(Date.now() + 6.99 * day);

    await app.ctx.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotes.token, fresh.token ?? ""));
    const afterExpiry = (await post({ slug: car.slug, row: 0 })).body;
    expect(afterExpiry.token).not.toBe(fresh.token);
    expect((await html(afterExpiry.path ?? "")).status).toBe(200);
  });
});

describe("the site's daily cap on new quotes", () => {
  const capped = useTestApp({ pages: true, env: { QUOTES_PER_DAY: "3" } });
  const issue = async (body: unknown) => {
    const res = await capped.fetch("/api/quotes", jsonRequest("POST", body));
    return { status: res.status, retryAfter: res.headers.get("retry-after"), body: (await res.json()) as Answer };
  };
  const stored = async () => (await capped.ctx.db.select({ n: sql<number>`count(*)::int` }).from(quotes))[0]?.n ?? 0;

  it("refuses a new quote past the cap in Korean, storing nothing, and still answers plans already issued", async () => {
    const [car, other] = [
      await insertVehicle(capped.ctx, { priceInfo: PRICES }),
      await insertVehicle(capped.ctx, { priceInfo: PRICES }),
    ];
    const first = await issue({ slug: car.slug, row: 0 });
    for (const body of [
      { slug: car.slug, row: 1 },
      { slug: other.slug, row: 0 },
    ])
      expect((await issue(body)).status).toBe(201);
    expect(first.status).toBe(201);
    expect(await stored()).toBe(3);

    const refused = await issue({ slug: other.slug, row: 1 });
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(QUOTE_CAP_MESSAGE);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    expect(refused.body.token).toBeUndefined();
    expect(await stored()).toBe(3);

    // Without JavaScript: the refusal beside the button.
    const page = await capped.fetch(`/vehicles/${other.slug}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: capped.url },
      body: new URLSearchParams({ intent: "quote-sheet", row: "1", period: "48", deposit: "300만원" }).toString(),
      redirect: "manual",
    });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain(QUOTE_CAP_MESSAGE);
    expect(await stored()).toBe(3);

    // A plan already issued today is answered with its quote: nothing new is stored.
    const again = await issue({ slug: car.slug, row: 0 });
    expect(again.status).toBe(201);
    expect(again.body.token).toBe(first.body.token);
    expect(await stored()).toBe(3);

    // Once one of the day's quotes was issued more than 24 hours ago, a new one fits again.
    await capped.ctx.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() + 6 * 24 * 60 * 60 * 1000 - 60_000) })
      .where(eq(quotes.token, first.body.token ?? ""));
    const later = await issue({ slug: other.slug, row: 1 });
    expect(later.status).toBe(201);
    expect(await stored()).toBe(4);
  });
});

describe("GET /quote/{token}", () => {
  it("shows the car, the plan, the whole-term cost and the expiry, with preview tags and noindex", async () => {
    const car = await vehicle();
    const { body } = await post({ slug: car.slug, row: 0 });
    const page = await html(body.path ?? "");
    expect(page.status).toBe(200);
    expect(page.cacheControl).toBe("no-cache");
    expect(page.text).toContain("장기렌트 견적서");
    expect(page.text).toContain("기아 쏘렌토 하이브리드");
    expect(page.text).toContain("3,156만원");
    expect(page.text).toContain("예상 금액이며 실제 계약 조건에 따라 달라질 수 있습니다.");
    expect(page.text).toMatch(/<meta name="robots" content="noindex"/);
    expect(page.text).toMatch(/<meta property="og:title" content="기아 쏘렌토 하이브리드 견적서 · 월 52만 6천원/);
    expect(page.text).toMatch(/<meta property="og:description" content="[^"]*60개월 · 무보증 · 월 52만 6천원/);
    expect(page.text).toMatch(/<meta property="og:image" content="http[^"]+\/media\//);
    expect(page.text).toMatch(new RegExp(`<link rel="canonical" href="http[^"]+/quote/${body.token}"`));
  });

  it("keeps the figures of issue when the listing's price changes", async () => {
    const admin = await createAccount(app, "admin");
    const car = await vehicle();
    const { body } = await post({ slug: car.slug, row: 0 });
    const res = await app.fetch(
      `/api/vehicles/${car.id}`,
      as(admin, "PATCH", {
        priceInfo: [{ ...PRICES[0], monthly: "월 99만원" }, PRICES[1]],
        updatedAt: car.updatedAt,
      }),
    );
    expect(res.status).toBe(200);
    expect(await (await app.fetch(`/vehicles/${car.slug}`)).text()).toContain("월 99만원");
    const page = await html(body.path ?? "");
    expect(page.text).toContain("월 52만 6천원");
    expect(page.text).toContain("3,156만원");
    expect(page.text).not.toContain("월 99만원");
  });

  it("says 만료된 견적서 once expired, with the way to the vehicle page", async () => {
    const car = await vehicle();
    const { body } = await post({ slug: car.slug, row: 0 });
    await app.ctx.db
      .update(quotes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(quotes.token, body.token ?? ""));
    const page = await html(body.path ?? "");
    expect(page.status).toBe(410);
    expect(page.text).toContain("만료된 견적서");
    expect(page.text).toContain(`href="/vehicles/${car.slug}"`);
    expect(page.text).not.toContain("3,156만원");
  });

  it("keeps an expired quote's page for 90 days, then the daily maintenance deletes it", async () => {
    const car = await vehicle();
    const day = 24 * 60 * 60 * 1000;
    // Two plans: the same plan asked for twice is one quote.
    const [recent, old] = [
      (await post({ slug: car.slug, row: 0 })).body,
      (await post({ slug: car.slug, row: 1 })).body,
    ];
    const expire = (token: string | undefined, daysAgo: number) =>
      app.ctx.db
        .update(quotes)
        .set({ expiresAt: new Date(Date.now() - daysAgo * day) })
        .where(eq(quotes.token, token ?? ""));
    await expire(recent.token, EXPIRED_QUOTE_KEPT_DAYS - 1);
    await expire(old.token, EXPIRED_QUOTE_KEPT_DAYS + 1);
    await runDailyMaintenance(app.ctx);
    expect((await html(recent.path ?? "")).status).toBe(410);
    expect((await html(old.path ?? "")).status).toBe(404);
    const left = await app.ctx.db
      .select({ token: quotes.token })
      .from(quotes)
      .where(eq(quotes.token, old.token ?? ""));
    expect(left).toEqual([]);
  });

  it("answers the site's 404, named for the 견적서, for a token never issued", async () => {
    for (const token of ["AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", "short", "%E0%A4%A"]) {
      const page = await html(`/quote/${token}`);
      expect(page.status).toBe(404);
      expect(page.text).toContain("견적서를 찾을 수 없습니다");
    }
    // The way to ask names the dead link, so the lead it brings says which 견적서 the customer had.
    const page = await html("/quote/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
    expect(page.text).toContain('href="/?from=%2Fquote%2FAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA#consult"');
  });
});

describe("견적서 보기 without JavaScript", () => {
  it("posts to the vehicle page, which issues the quote and redirects to it", async () => {
    const car = await vehicle();
    const res = await app.fetch(`/vehicles/${car.slug}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
      body: new URLSearchParams({ intent: "quote-sheet", row: "1", period: "48", deposit: "300만원" }).toString(),
      redirect: "manual",
    });
    expect(res.status).toBe(303);
    const location = res.headers.get("location") ?? "";
    expect(location).toMatch(/^\/quote\/[A-Za-z0-9_-]{32}$/);
    expect((await html(location)).text).toContain("월 61만 4천원");
  });

  it("shows a refusal beside the button and stores nothing", async () => {
    const car = await vehicle();
    const before = await countQuotes();
    const res = await app.fetch(`/vehicles/${car.slug}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
      body: new URLSearchParams({ intent: "quote-sheet", row: "7", period: "12", deposit: "0" }).toString(),
      redirect: "manual",
    });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("선택하신 요금제를 찾을 수 없습니다.");
    expect(await countQuotes()).toBe(before);
  });
});
