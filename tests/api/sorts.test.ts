import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { categorySlug } from "#domain/categories";
import { monthlyManwon } from "#domain/pricing";
import { refreshPopularity } from "#server/services/catalogue/popularity";
import { insertVehicle, prices } from "../support/catalogue-fixtures";
import { useTestApp } from "../support/use-test-app";

// A sort is one list across the display groups (issue "Find the car and trust the numbers", part 2): the cheapest
// car first whatever its group, a page at a time. Server-rendered lists over fixtures: the built site reads them.
const app = useTestApp({ pages: true });

interface Car {
  name: string;
  category: string;
  /** 만원 a month; null for a listing without a price (상담). */
  fee: number | null;
  deposit: string;
  badges?: ("신차" | "중고차")[];
}

const car = (name: string, category: string, fee: number | null, deposit = "무보증", badges?: Car["badges"]): Car => ({
  name,
  category,
  fee,
  deposit,
  badges,
});

/**
 * New cars in five groups, inserted in this order (the last is the newest). The two cheapest are 일반번호판 구독카,
 * the fourth group, as the demo's 모닝 and 레이 are; a 세단 has a deposit of 30% of the car's price.
 */
const NEW_CARS: Car[] = [
  ...Array.from({ length: 10 }, (_, i) =>
    car(`쏘나타 정렬세단${i}`, "중형 세단", 45 + i * 2, ["무보증", "100만원"][i % 2]!),
  ),
  car("그랜저 정렬퍼센트", "대형 세단", 58.5, "30%"),
  car("K8 정렬삼십만", "대형 세단", 59.5, "30만원"),
  ...Array.from({ length: 8 }, (_, i) =>
    car(`싼타페 정렬SUV${i}`, "중형 SUV", 50 + i * 3, ["300만원", "500만원"][i % 2]!),
  ),
  car("벤츠 E클래스 정렬수입0", "수입차", 80, "1000만원"),
  car("BMW 5시리즈 정렬수입1", "수입차", 95, "1000만원"),
  car("아우디 A6 정렬수입2", "수입차", 120, "1500만원"),
  car("정렬 상담차", "중형 세단", null, ""),
  car("더 뉴 기아 레이 정렬구독", "일반번호판 구독카", 31.2, "30만원"),
  car("더 뉴 모닝 정렬구독", "일반번호판 구독카", 27.8, "0원"),
  car("아이오닉5 정렬전기0", "전기차", 42, "200만원"),
  car("EV6 정렬전기1", "전기차", 38, "200만원"),
];
/** Used cars: the cheapest is an SUV, cheaper than every new SUV (the 중형 SUV category page's new and used). */
const USED_CARS: Car[] = [
  car("쏘나타 정렬중고세단", "중형 세단", 41, "100만원", ["중고차"]),
  car("싼타페 정렬중고SUV", "중형 SUV", 33, "무보증", ["중고차"]),
  car("벤츠 C클래스 정렬중고수입", "수입차", 61, "500만원", ["중고차"]),
  car("EV6 정렬중고전기", "전기차", 36, "무보증", ["중고차"]),
];

const ids = new Map<string, number>();
const slugs = new Map<string, string>();

beforeAll(async () => {
  for (const c of [...NEW_CARS, ...USED_CARS]) {
    const row = await insertVehicle(app.ctx, {
      name: c.name,
      category: c.category,
      badges: c.badges ?? ["신차"],
      priceInfo: c.fee === null ? [] : prices(`월 ${c.fee}만원`, c.deposit),
    });
    ids.set(c.name, row.id);
    slugs.set(c.name, row.slug);
  }
});

const seg = encodeURIComponent;

/** A page's cards (names and fees, in order), the ids of its card sections' headings, and its page links. */
async function page(path: string) {
  const res = await app.fetch(path);
  expect(res.status, path).toBe(200);
  const html = await res.text();
  const body = html.slice(0, html.indexOf("window.__reactRouterContext"));
  const names = [...body.matchAll(/data-testid="vehicle-card"[\s\S]*?<h[23][^>]*>([^<]+)<\/h[23]>/g)].map((m) => m[1]!);
  const sections = [...body.matchAll(/<section [^>]*aria-labelledby="section-([^"]+)"/g)].map((m) =>
    decodeURIComponent(m[1]!),
  );
  const headings = [...body.matchAll(/<h2 id="section-[^"]+"[^>]*>([^<]+)/g)].map((m) => m[1]!);
  const link = (rel: string) => {
    const tag = new RegExp(`<a [^>]*rel="${rel}"[^>]*>`).exec(body)?.[0];
    const href = tag ? /href="([^"]*)"/.exec(tag)?.[1] : undefined;
    return href ? href.replace(/&amp;/g, "&") : null;
  };
  return { names, sections, headings, next: link("next"), prev: link("prev") };
}

/** Every page of a list, following its 다음 links. */
async function pages(path: string) {
  const all: Awaited<ReturnType<typeof page>>[] = [];
  let at: string | null = path;
  while (at) {
    const p = await page(at);
    all.push(p);
    at = p.next;
    expect(all.length).toBeLessThan(20);
  }
  return all;
}

const ALL = [...NEW_CARS, ...USED_CARS];
const feeOf = (name: string) => ALL.find((c) => c.name === name)?.fee ?? Number.POSITIVE_INFINITY;
const groupOf = (name: string) => ALL.find((c) => c.name === name)!.category;
/** Deposits in 만원 as the fixtures have them; null for no amount (empty, or a share of the price). */
const depositOf = (name: string): number | null => {
  const text = ALL.find((c) => c.name === name)!.deposit;
  if (text === "" || text.endsWith("%")) return null;
  if (text === "무보증" || text === "0원") return 0;
  return Number(text.replace("만원", ""));
};
const ascending = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! <= v);
/** A new car's expected order by fee: cheapest first, ties by age (oldest first), no price last. */
const byFee = (cars: readonly Car[]) =>
  [...cars]
    .sort((a, b) => (a.fee ?? Infinity) - (b.fee ?? Infinity) || ids.get(a.name)! - ids.get(b.name)!)
    .map((c) => c.name);

describe("a sort is one list across the groups", () => {
  it("월 납입료 낮은순 on /new-cars: the cheapest car first, a first page in ascending fee, the next page after it", async () => {
    const [first, second, ...rest] = await pages("/new-cars?sort=price-asc");
    expect(rest).toHaveLength(0);
    // 모닝 (27만 8천원) and 레이 (31만 2천원) of the fourth group lead, before 37 other cars would have.
    expect(first!.names.slice(0, 4)).toEqual([
      "더 뉴 모닝 정렬구독",
      "더 뉴 기아 레이 정렬구독",
      "EV6 정렬전기1",
      "아이오닉5 정렬전기0",
    ]);
    expect(first!.names).toHaveLength(20);
    expect(ascending(first!.names.map(feeOf))).toBe(true);
    // One list: the groups interleave, with no section of a group on the page.
    expect(new Set(first!.names.map(groupOf)).size).toBeGreaterThan(2);
    expect(first!.sections).toEqual(["price-asc"]);
    expect(first!.headings).toEqual(["월 납입료 낮은순"]);
    // The next page continues where the first stopped: every car once, in order, the one without a price last.
    expect(second!.names.some((n) => first!.names.includes(n))).toBe(false);
    expect(feeOf(second!.names[0]!)).toBeGreaterThanOrEqual(feeOf(first!.names.at(-1)!));
    expect([...first!.names, ...second!.names]).toEqual(byFee(NEW_CARS));
    expect(second!.names.at(-1)).toBe("정렬 상담차");
    expect(second!.sections).toEqual(["price-asc"]);
    // And back: the second page's previous page is the first, without a cursor.
    expect(second!.prev).toBe("/new-cars?sort=price-asc");
  });

  it("월 납입료 높은순 is the same list reversed, the car without a price still last", async () => {
    const high = (await pages("/new-cars?sort=price-desc")).flatMap((p) => p.names);
    // Equal fees (a 세단 and an SUV at 53만원, and at 59만원) newest first.
    const priced = NEW_CARS.filter((c) => c.fee !== null);
    expect(high.slice(0, -1)).toEqual(
      priced.sort((a, b) => b.fee! - a.fee! || ids.get(b.name)! - ids.get(a.name)!).map((c) => c.name),
    );
    expect(high[0]).toBe("아우디 A6 정렬수입2");
    expect(high.at(-1)).toBe("정렬 상담차");
  });

  it("보증금 낮은순 across groups and pages; a 30% deposit is no amount and sorts after every amount", async () => {
    const all = await pages("/new-cars?sort=deposit-asc");
    expect(all).toHaveLength(2);
    for (const p of all) expect(p.sections).toEqual(["deposit-asc"]);
    const names = all.flatMap((p) => p.names);
    expect(names).toHaveLength(NEW_CARS.length);
    expect(new Set(names).size).toBe(names.length);
    const amounts = names.map(depositOf);
    const known = amounts.filter((d): d is number => d !== null);
    expect(ascending(known)).toBe(true);
    // The amounts come first, across groups (무보증 세단 and the 0원 모닝 before any 30만원 deposit) …
    expect(amounts.slice(0, known.length).every((d) => d !== null)).toBe(true);
    expect(names.slice(0, 6).map(groupOf)).toContain("일반번호판 구독카");
    // … and 30% is not read as 30만원: it comes after the 30만원 deposits and every other amount.
    const percent = names.indexOf("그랜저 정렬퍼센트");
    expect(percent).toBeGreaterThanOrEqual(known.length);
    expect(percent).toBeGreaterThan(names.indexOf("K8 정렬삼십만"));
    expect(percent).toBeGreaterThan(names.indexOf("더 뉴 기아 레이 정렬구독"));
    expect(percent).toBeGreaterThan(names.indexOf("아우디 A6 정렬수입2"));
  });

  it("최신 등록순: the newest listing first, whatever its group", async () => {
    const [first, second] = await pages("/new-cars?sort=newest");
    const newest = [...NEW_CARS].reverse().map((c) => c.name);
    expect(first!.names).toEqual(newest.slice(0, 20));
    expect(second!.names).toEqual(newest.slice(20));
    expect(first!.names[0]).toBe("EV6 정렬전기1");
    expect(first!.sections).toEqual(["newest"]);
    expect(first!.headings).toEqual(["최신 등록순"]);
  });

  it("인기순: the most viewed first, whatever its group", async () => {
    const viewed: [string, number][] = [
      ["아이오닉5 정렬전기0", 40],
      ["벤츠 E클래스 정렬수입0", 25],
      ["더 뉴 모닝 정렬구독", 12],
      ["쏘나타 정렬세단3", 5],
    ];
    const today = new Date().toISOString().slice(0, 10);
    for (const [name, n] of viewed) {
      await app.ctx.db.execute(sql`
        insert into daily_tallies (metric, day, key, shard, n)
        values ('views', ${today}, ${`/vehicles/${seg(slugs.get(name)!)}`}, 0, ${n})`);
    }
    expect(await refreshPopularity(app.ctx)).toBe(viewed.length);
    const [first, second] = await pages("/new-cars?sort=popular");
    expect(first!.names.slice(0, 4)).toEqual(viewed.map(([name]) => name));
    expect(first!.sections).toEqual(["popular"]);
    expect(first!.headings).toEqual(["인기순"]);
    // The rest newest first, across the pages.
    const rest = [...NEW_CARS]
      .reverse()
      .map((c) => c.name)
      .filter((n) => !viewed.some(([name]) => name === n));
    expect([...first!.names.slice(4), ...second!.names]).toEqual(rest);
  });

  it("the default order keeps its groups: 세단, SUV, 수입차, 일반번호판 구독카, then 전기차", async () => {
    const first = await page("/new-cars");
    expect(first.sections).toEqual(["세단", "SUV", "수입차", categorySlug("일반번호판 구독카"), "전기차"]);
    expect(first.headings).toEqual(["세단", "SUV", "수입차", "일반번호판 구독카", "전기차"]);
    // The first page is the sedans, then SUVs, each in the order they were listed: the cheap 모닝 is not on it.
    const inOrder = [
      ...NEW_CARS.filter((c) => c.category.endsWith("세단")),
      ...NEW_CARS.filter((c) => c.category.endsWith("SUV")),
    ];
    expect(first.names).toEqual(inOrder.map((c) => c.name).slice(0, 20));
    expect(first.names).not.toContain("더 뉴 모닝 정렬구독");
  });

  it("a sort within one group (?group=) is that group's list in that order", async () => {
    const suv = await page("/new-cars?group=SUV&sort=price-asc");
    expect(suv.names).toEqual(byFee(NEW_CARS.filter((c) => c.category === "중형 SUV")));
    expect(suv.headings).toEqual(["SUV"]);
  });

  it("/used-cars, a category page and /search sort as one list too", async () => {
    const used = (await pages("/used-cars?sort=price-asc")).flatMap((p) => p.names);
    expect(used).toEqual(byFee(USED_CARS));
    expect((await page("/used-cars?sort=price-asc")).sections).toEqual(["price-asc"]);
    // The 중형 SUV page: its used SUV (33만원) before every new one, in one list of both.
    const category = await page(`/vehicle-detail/${seg("중형 SUV")}?sort=price-asc`);
    expect(category.names[0]).toBe("싼타페 정렬중고SUV");
    expect(category.names).toEqual(byFee([...NEW_CARS, ...USED_CARS].filter((c) => c.category === "중형 SUV")));
    expect(category.sections).toEqual(["price-asc"]);
    // In its default order the page is its new cars, then its used ones.
    const sectioned = await page(`/vehicle-detail/${seg("중형 SUV")}`);
    expect(sectioned.sections).toEqual(["신차", "중고차"]);
    expect(sectioned.names.at(-1)).toBe("싼타페 정렬중고SUV");
    const search = (await pages(`/search?q=${seg("정렬")}&sort=price-asc`)).flatMap((p) => p.names);
    expect(search.slice(0, 3)).toEqual(["더 뉴 모닝 정렬구독", "더 뉴 기아 레이 정렬구독", "싼타페 정렬중고SUV"]);
    expect(ascending(search.map(feeOf))).toBe(true);
    expect(search).toHaveLength(ALL.length);
  });
});

describe("the fee a sort reads", () => {
  it("is the card's: every card of the sorted first page shows its fixture's fee", async () => {
    const res = await app.fetch("/new-cars?sort=price-asc");
    const html = await res.text();
    const fees = [...html.matchAll(/data-testid="card-price">([^<]+)</g)].map((m) => monthlyManwon(m[1]));
    expect(fees.slice(0, 4)).toEqual([27.8, 31.2, 38, 42]);
  });
});
