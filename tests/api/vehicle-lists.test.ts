import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { brandOf } from "#domain/brands";
import { encodeCursor } from "#domain/list-cursor";
import { monthlyManwon } from "#domain/pricing";
import type { Vehicle } from "#domain/vehicle";
import type { VehicleSuggestion } from "#domain/vehicle-list";
import type { VehicleEssential } from "#domain/vehicle-parts";
import { refreshPopularity } from "#server/services/catalogue/popularity";
import { getDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertVehicle, prices } from "../support/catalogue-fixtures";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

// Server-rendered lists over fixtures: the built site reads them (npm test builds first).
const app = useTestApp({ pages: true });
let admin: TestAccount;
let partner: TestAccount;

/** SUVs of several makes, fuels, fees and deposits: more than one page of them (a page holds 20). */
const SUVS = Array.from({ length: 26 }, (_, i) => ({
  name: `${["쏘렌토", "투싼", "싼타페", "스포티지", "팰리세이드", "GV70"][i % 6]} 목록${String(i).padStart(2, "0")}`,
  monthly: `월 ${40 + ((i * 7) % 50)}만 ${i % 10}천원`,
  deposit: ["무보증", "100만원", "300만원", "500만원"][i % 4]!,
  fuel: i % 5 === 0 ? "하이브리드" : i % 7 === 0 ? "디젤" : "가솔린",
}));
const ids = new Map<string, number>();

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
  for (const suv of SUVS) {
    const row = await insertVehicle(app.ctx, {
      name: suv.name,
      category: "중형 SUV",
      badges: ["신차"],
      priceInfo: prices(suv.monthly, suv.deposit),
      basicInfo: { 연료: suv.fuel },
    });
    ids.set(suv.name, row.id);
  }
  await insertVehicle(app.ctx, { name: "목록 전용 상담차", category: "중형 SUV", priceInfo: [] });
  await insertVehicle(app.ctx, {
    name: "쏘렌토 목록중고",
    category: "중형 SUV",
    badges: ["중고차"],
    priceInfo: prices("월 39만원", "무보증"),
  });
  await insertVehicle(app.ctx, {
    name: "아이오닉5 목록전기",
    category: "전기차",
    priceInfo: prices("월 55만원", "무보증"),
    basicInfo: { 연료: "전기" },
    recommendationTags: ["즉시출고", "렌트할인", "추천"],
  });
});

const seg = encodeURIComponent;

/** The names of the cards on a page, in order, and its links to the pages around it. */
async function cards(path: string) {
  const res = await app.fetch(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const body = html.slice(0, html.indexOf("window.__reactRouterContext"));
  const names = [...body.matchAll(/data-testid="vehicle-card"[\s\S]*?<h[23][^>]*>([^<]+)<\/h[23]>/g)].map((m) => m[1]!);
  const fees = [...body.matchAll(/data-testid="card-price">([^<]+)</g)].map((m) => monthlyManwon(m[1]));
  const link = (rel: string) => {
    const tag = new RegExp(`<a [^>]*rel="${rel}"[^>]*>`).exec(body)?.[0];
    const href = tag ? /href="([^"]*)"/.exec(tag)?.[1] : undefined;
    return href ? href.replace(/&amp;/g, "&") : null;
  };
  return { names, fees, html: body, next: link("next"), prev: link("prev") };
}

/** Every card of a list, following its 다음 links. */
async function allCards(path: string) {
  const names: string[] = [];
  const fees: number[] = [];
  let at: string | null = path;
  let pages = 0;
  while (at) {
    const page = await cards(at);
    names.push(...page.names);
    fees.push(...page.fees);
    at = page.next;
    pages++;
  }
  return { names, fees, pages };
}

const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);

describe("sorted, filtered and paged lists", () => {
  it("orders a group by 월 납입료 낮은순 and 높은순 across its pages, listings without a price last", async () => {
    const low = await allCards("/new-cars?group=SUV&sort=price-asc");
    expect(low.pages).toBe(2);
    expect(low.names).toHaveLength(SUVS.length + 1);
    expect(new Set(low.names).size).toBe(low.names.length);
    expect(ascending(low.fees.filter(Number.isFinite))).toBe(true);
    expect(low.names.at(-1)).toBe("목록 전용 상담차");
    const high = await allCards("/new-cars?group=SUV&sort=price-desc");
    expect(high.names.slice(0, -1)).toEqual(low.names.slice(0, -1).reverse());
    expect(high.names.at(-1)).toBe("목록 전용 상담차");
  });

  it("orders by 보증금 낮은순 and 최신 등록순", async () => {
    const deposits = await allCards("/new-cars?group=SUV&sort=deposit-asc");
    const depositOf = (name: string) =>
      ({ 무보증: 0, "100만원": 100, "300만원": 300, "500만원": 500 })[
        SUVS.find((s) => s.name === name)?.deposit ?? "무보증"
      ] ?? 0;
    expect(ascending(deposits.names.filter((n) => n !== "목록 전용 상담차").map(depositOf))).toBe(true);
    const newest = await cards("/new-cars?group=SUV&sort=newest");
    expect(newest.names[0]).toBe("목록 전용 상담차");
    expect(newest.names[1]).toBe(SUVS.at(-1)!.name);
  });

  it("orders by 인기순: the vehicle page's views of the last 30 days, once the hourly refresh has run", async () => {
    const viewed = [SUVS[3]!.name, SUVS[17]!.name, SUVS[9]!.name];
    const today = new Date().toISOString().slice(0, 10);
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const views: [string, string, number][] = [
      [viewed[0]!, today, 30],
      [viewed[1]!, day(3), 20],
      [viewed[1]!, today, 5],
      [viewed[2]!, day(10), 12],
      // Older than 30 days: not counted.
      [viewed[2]!, day(40), 500],
    ];
    for (const [name, at, n] of views) {
      const slug = (await app.ctx.db.execute(
        sql`select slug from vehicles where id = ${ids.get(name)!}`,
      )) as unknown as {
        rows: { slug: string }[];
      };
      await app.ctx.db.execute(sql`
        insert into daily_tallies (metric, day, key, shard, n)
        values ('views', ${at}, ${`/vehicles/${seg(slug.rows[0]!.slug)}`}, 0, ${n})`);
    }
    const version = await getDataVersion(app.ctx);
    expect(await refreshPopularity(app.ctx)).toBe(3);
    expect(await getDataVersion(app.ctx)).toBeGreaterThan(version);
    const popular = await cards("/new-cars?group=SUV&sort=popular");
    expect(popular.names.slice(0, 3)).toEqual([viewed[0], viewed[1], viewed[2]]);
    // Nothing changed since: no new version, so kept pages stay.
    expect(await refreshPopularity(app.ctx)).toBe(0);
  });

  it("filters by brand, fuel and price chip, each in the address, and counts what is left", async () => {
    const kia = await allCards("/new-cars?brand=kia");
    expect(kia.names.length).toBeGreaterThan(0);
    for (const name of kia.names) expect(brandOf(name), name).toBe("kia");
    const hybrid = await allCards(`/new-cars?group=SUV&fuel=${seg("하이브리드")}`);
    expect(hybrid.names.sort()).toEqual(
      SUVS.filter((s) => s.fuel === "하이브리드")
        .map((s) => s.name)
        .sort(),
    );
    const band = await allCards("/new-cars?group=SUV&price=40-60&sort=price-asc");
    for (const fee of band.fees) expect(fee > 40 && fee <= 60, String(fee)).toBe(true);
    const { html } = await cards("/new-cars?group=SUV&price=40-60");
    expect(html).toContain(`총 <!-- -->${band.names.length}<!-- -->대`);
    // The jump bar counts each group under the same filters.
    expect(html).toMatch(new RegExp(`SUV(?:<!-- -->)? <span[^>]*>${band.names.length}</span>`));
  });

  it("shows each card's term and yearly distance and its 즉시출고 / 렌트할인 flags", async () => {
    const { html } = await cards(`/new-cars?group=${seg("전기차")}`);
    const at = html.lastIndexOf('data-testid="vehicle-card"', html.indexOf(">아이오닉5 목록전기<"));
    expect(at).toBeGreaterThan(0);
    const end = html.indexOf('data-testid="vehicle-card"', at + 1);
    const card = html.slice(at, end > 0 ? end : undefined);
    expect(card).toContain('data-testid="card-plan">60개월 · 연 3만km<');
    expect([...card.matchAll(/data-testid="card-flag"[^>]*>([^<]+)</g)].map((m) => m[1])).toEqual([
      "즉시출고",
      "렌트할인",
    ]);
  });

  it("links the second page back to the first without a cursor, and shows the first page for a cursor not its own", async () => {
    const first = await cards("/new-cars?group=SUV");
    const second = await cards(first.next!);
    expect(second.prev).toBe("/new-cars?group=SUV");
    expect(second.names.some((n) => first.names.includes(n))).toBe(false);
    const junk = await cards("/new-cars?group=SUV&cursor=bm9wZQ");
    expect(junk.names).toEqual(first.names);
  });

  it("drops empty fields a form sent with a redirect", async () => {
    const res = await app.fetch("/new-cars?sort=&brand=kia&fuel=&price=", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/new-cars?brand=kia");
  });

  it("writes a listing's keys again when an admin changes its price, so it moves in the order", async () => {
    const name = SUVS[1]!.name;
    const before = await allCards("/new-cars?group=SUV&sort=price-asc");
    expect(before.names[0]).not.toBe(name);
    const [vehicle] = (
      (await app.ctx.db.execute(sql`select id, updated_at from vehicles where id = ${ids.get(name)!}`)) as unknown as {
        rows: { id: number; updated_at: Date | string }[];
      }
    ).rows;
    const res = await app.fetch(
      `/api/vehicles/${vehicle!.id}`,
      as(admin, "PATCH", {
        priceInfo: prices("월 9만 9천원", "무보증"),
        updatedAt: new Date(vehicle!.updated_at).toISOString(),
      }),
    );
    expect(res.status).toBe(200);
    const after = await cards("/new-cars?group=SUV&sort=price-asc");
    expect(after.names[0]).toBe(name);
  });
});

describe("the search and the partners' search, by the same rules", () => {
  it("pages the site search and sorts it, exact names first by default", async () => {
    const exact = await allCards(`/search?q=${seg("쏘렌토")}`);
    expect(exact.names.slice(0, 2)).toEqual(exact.names.filter((n) => n.startsWith("쏘렌토")).slice(0, 2));
    const typo = await allCards(`/search?q=${seg("소렌토")}&type=${seg("신차")}&sort=price-asc`);
    expect(typo.names.length).toBeGreaterThan(0);
    for (const n of typo.names) expect(n).toContain("쏘렌토");
    expect(ascending(typo.fees)).toBe(true);
  });

  it("finds a partner's listing a typo off, as the site search does", async () => {
    const res = await app.fetch(`/partners/new-cars?q=${seg("펠리세이드")}`, { headers: { Cookie: partner.cookie } });
    const html = await res.text();
    expect(html).toContain("팰리세이드 목록04");
    expect(html).not.toContain("투싼 목록01");
  });
});

describe("GET /api/vehicles and /api/vehicles/essential with limit and cursor", () => {
  it("walks the whole list a page at a time in listing order, with no vehicle twice", async () => {
    const whole = (await (await app.fetch("/api/vehicles?limit=500")).json()) as { vehicles: Vehicle[] };
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const res = await app.fetch(`/api/vehicles?limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { success: boolean; vehicles: Vehicle[]; count: number; nextCursor?: string };
      expect(body.success).toBe(true);
      expect(body.count).toBe(body.vehicles.length);
      seen.push(...body.vehicles.map((v) => v.id));
      cursor = body.nextCursor;
      pages++;
    } while (cursor);
    expect(seen).toEqual(whole.vehicles.map((v) => v.id));
    expect(pages).toBe(Math.ceil(seen.length / 7));
  });

  it("pages the essential list with its filters kept", async () => {
    const query = `badges=${seg("신차")}&category=${seg("중형SUV")}&minPrice=40&maxPrice=70&limit=5`;
    const names: string[] = [];
    let cursor: string | undefined;
    do {
      const body = (await (
        await app.fetch(`/api/vehicles/essential?${query}${cursor ? `&cursor=${cursor}` : ""}`)
      ).json()) as { vehicles: VehicleEssential[]; nextCursor?: string };
      for (const v of body.vehicles) {
        expect(v.badges).toContain("신차");
        const fee = monthlyManwon(v.priceInfo[0]?.monthly);
        expect(fee >= 40 && fee <= 70).toBe(true);
      }
      names.push(...body.vehicles.map((v) => v.name));
      cursor = body.nextCursor;
    } while (cursor);
    const expected = SUVS.filter((s) => {
      const fee = monthlyManwon(s.monthly);
      return fee >= 40 && fee <= 70;
    }).map((s) => s.name);
    // SUVS[1] costs 9만 9천원 since an admin changed it above.
    expect(names.sort()).toEqual(expected.filter((n) => n !== SUVS[1]!.name).sort());
  });

  it("refuses a junk limit or cursor with a Korean 400 and changes nothing", async () => {
    const version = await getDataVersion(app.ctx);
    const wrongShape = encodeCursor({ direction: "next", keys: [1, 2, 3] });
    for (const path of ["/api/vehicles", "/api/vehicles/essential"]) {
      for (const query of [
        "limit=0",
        "limit=501",
        "limit=2.5",
        "limit=-1",
        "limit=abc",
        "limit=1&limit=2",
        "cursor=!!!",
        `cursor=${"a".repeat(300)}`,
        `cursor=${wrongShape}`,
        "cursor=bm9wZQ",
        "cursor=a&cursor=b",
      ]) {
        const res = await app.fetch(`${path}?${query}`);
        expect(res.status, `${path}?${query}`).toBe(400);
        const body = (await res.json()) as { success: boolean; message: string };
        expect(body.success).toBe(false);
        expect(body.message, query).toMatch(/[가-힣]/);
      }
    }
    expect(await getDataVersion(app.ctx)).toBe(version);
  });
});

describe("GET /api/vehicles/suggest", () => {
  const suggest = async (q: string) => {
    const res = await app.fetch(`/api/vehicles/suggest?q=${seg(q)}`);
    return { status: res.status, body: (await res.json()) as { suggestions: VehicleSuggestion[]; message?: string } };
  };

  it("suggests listings one per name, by initial consonants and a typo off too", async () => {
    const { status, body } = await suggest("ㅍㄹㅅㅇㄷ");
    expect(status).toBe(200);
    expect(body.suggestions.map((s) => s.name)).toEqual([
      "팰리세이드 목록04",
      "팰리세이드 목록10",
      "팰리세이드 목록16",
      "팰리세이드 목록22",
    ]);
    expect(body.suggestions[0]).toMatchObject({ slug: expect.any(String), price: expect.stringMatching(/^월 /) });
    const typo = await suggest("펠리세이드");
    expect(typo.body.suggestions.map((s) => s.name)).toContain("팰리세이드 목록04");
    expect((await suggest("목록")).body.suggestions).toHaveLength(8);
  });

  it("answers a blank query with nothing and refuses a long one in Korean", async () => {
    expect((await suggest("  ")).body.suggestions).toEqual([]);
    const long = await suggest("가".repeat(51));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/[가-힣]/);
    const repeated = await app.fetch("/api/vehicles/suggest?q=a&q=b");
    expect(repeated.status).toBe(400);
  });

  it("is a read: a POST is not a way in", async () => {
    const res = await app.fetch("/api/vehicles/suggest", jsonRequest("POST", { q: "쏘렌토" }));
    expect(res.status).toBe(404);
  });
});
