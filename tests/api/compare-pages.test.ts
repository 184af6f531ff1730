import { beforeAll, describe, expect, it } from "vitest";
import { COMPARE_MAX } from "#domain/car-lists";
import { retiredVehicles } from "#server/db/schema";
import { bumpDataVersion } from "#server/shared/data-version";
import { insertVehicle } from "../support/catalogue-fixtures";
import { scanHtml } from "../support/html-scan";
import { useTestApp } from "../support/use-test-app";

// /compare and /saved as the server renders them from their address alone (the lists live in the browser),
// over fixtures: what is compared and marked best, what is left out and said so, and junk addresses. Needs
// `npm run build` first.
const app = useTestApp({ pages: true });

const enc = encodeURIComponent;
const CHEAP = { slug: "비교-저렴한-차", name: "비교 저렴한 차" };
const NEW = { slug: "compare-newest-car", name: "비교 최신 차" };
const THIRD = { slug: "compare-third-car", name: "비교 세번째 차" };
const FOURTH = { slug: "compare-fourth-car", name: "비교 네번째 차" };
const FIFTH = { slug: "compare-fifth-car", name: "비교 다섯번째 차" };
const SOLD = { slug: "compare-sold-car", name: "비교 판매완료 차" };
const DRAFT = { slug: "compare-draft-car", name: "비교 임시저장 비밀 차" };
const HIDDEN = { slug: "compare-hidden-car", name: "비교 숨김 비밀 차" };
const RETIRED = { slug: "compare-retired-car", name: "비교 삭제된 차" };

const options = (parts: Record<string, string[]>) => ({ 외관내장: [], 안전장치: [], 편의장치: [], 시트: [], ...parts });

beforeAll(async () => {
  await insertVehicle(app.ctx, {
    ...CHEAP,
    category: "중형 SUV",
    priceInfo: [
      { period: "60개월", monthly: "39만 8천원", deposit: "300만원", totalKm: "2만km" },
      { period: "36개월", monthly: "45만원", deposit: "300만원", totalKm: "2만km" },
    ],
    basicInfo: { 제조연식: "2023년 3월", 주행거리: "2만km", 연료: "디젤" },
    options: options({ 외관내장: ["선루프", "HUD"] }),
    insurance: {
      책임한도: { 대인: "무한", 대물: "2억원", 자손: "1억원" },
      면책금: { 대인: "", 대물: "20만원", 자손: "", 자차: "50만원" },
    },
  });
  await insertVehicle(app.ctx, {
    ...NEW,
    category: "중형 SUV",
    priceInfo: [
      { period: "60", monthly: "44만원", deposit: "무보증", totalKm: "3만km" },
      { period: "48개월", monthly: "47만원", deposit: "무보증", totalKm: "3만km" },
    ],
    basicInfo: { 제조연식: "25년07월", 주행거리: "5km", 연료: "하이브리드" },
    options: options({ 외관내장: ["선루프"] }),
    insurance: {
      책임한도: { 대인: "무한", 대물: "1억원", 자손: "1천5백만원" },
      면책금: { 대인: "", 대물: "30만원", 자손: "", 자차: "50만원" },
    },
  });
  for (const car of [THIRD, FOURTH, FIFTH])
    await insertVehicle(app.ctx, {
      ...car,
      category: "중형 세단",
      priceInfo: [{ period: "60개월", monthly: "50만원", deposit: "100만원", totalKm: "3만km" }],
    });
  await insertVehicle(app.ctx, { ...SOLD, category: "중형 세단", status: "sold" });
  await insertVehicle(app.ctx, { ...DRAFT, category: "중형 세단", status: "draft" });
  await insertVehicle(app.ctx, { ...HIDDEN, category: "중형 세단", status: "hidden" });
  await app.ctx.db.insert(retiredVehicles).values({ ...RETIRED, category: "중형 세단", badges: ["신차"] });
  await bumpDataVersion(app.ctx);
});

async function page(path: string) {
  const res = await app.fetch(path);
  const html = await res.text();
  return { status: res.status, html, doc: scanHtml(html) };
}

/** The document's text before the hydration data (which repeats the loader's answer as JSON). */
function visible(html: string): string {
  const cut = html.indexOf("window.__reactRouterContext");
  return (cut > 0 ? html.slice(0, cut) : html).replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, " ");
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

describe("/compare", () => {
  it("puts the cars side by side and marks the best of each row, not by colour alone", async () => {
    const { status, html } = await page(`/compare?cars=${enc(CHEAP.slug)},${NEW.slug},${THIRD.slug}`);
    expect(status).toBe(200);
    const text = visible(html);
    for (const car of [CHEAP, NEW, THIRD]) expect(text).toContain(car.name);
    // Cheapest whole-term cost (최저) on the new car: 44만원 with no deposit beats 39만 8천원 with 300만원 down (44만
    // 8천원 a month over 60 months); newest year (최신) on the new one, highest 대물 limit (최고).
    const row = (key: string) => {
      const match = new RegExp(`<tr[^>]*data-row="${key}"[^>]*>([\\s\\S]*?)</tr>`).exec(html);
      if (!match) throw new Error(`no row ${key}`);
      return [...match[1]!.matchAll(/<td([^>]*)>([\s\S]*?)<\/td>/g)].map((m) => ({
        best: m[1]!.includes("data-best"),
        text: m[2]!.replace(/<[^>]+>/g, ""),
      }));
    };
    const cost = row("cost");
    expect(cost.map((c) => c.best)).toEqual([false, true, false]);
    expect(cost[1]!.text).toContain("최저");
    expect(cost[0]!.text).toContain("월 환산 약 44만 8천원");
    // The lowest fee alone is shown, and marked no more.
    const monthly = row("monthly");
    expect(monthly.map((c) => c.best)).toEqual([false, false, false]);
    expect(monthly[0]!.text).toContain("월 39만 8천원");
    expect(monthly[0]!.text).not.toContain("최저");
    expect(row("year").map((c) => c.best)).toEqual([false, true, true]);
    expect(row("year")[1]!.text).toContain("최신");
    expect(row("mileage").map((c) => c.best)).toEqual([false, true, true]);
    expect(row("limit-대물")[0]).toMatchObject({ best: true });
    expect(row("limit-대물")[0]!.text).toContain("최고");
    // The deposit of each car's cheapest plan: 무보증 is the lowest.
    expect(row("deposit").map((c) => c.best)).toEqual([false, true, false]);
    // Price rows lined up by term: 60 months for all three, 48 only for the new car, 36 only for the cheap one.
    // 60 months, whole term with the deposit: 44만원 × 60 (2,640만원) beats 39만 8천원 × 60 + 300만원 (2,688만원).
    expect(row("term-m:60").map((c) => c.best)).toEqual([false, true, false]);
    expect(row("term-m:48")[0]!.text).toContain("해당 기간 없음");
    expect(row("term-m:48")[1]!.text).toContain("월 47만원");
    // Options: HUD only on the cheap car.
    expect(html).toMatch(/data-row="option-HUD" data-differs="true"/);
    expect(canonicalOf(html)).toBe(
      `${new URL(app.url).origin}/compare?cars=${enc(CHEAP.slug)},${NEW.slug},${THIRD.slug}`,
    );
    expect(html).toContain('property="og:title"');
    expect(html).not.toContain('name="robots" content="noindex"');
  });

  it("leaves out sold and deleted cars with a notice, and drops unknown and unpublished ones unnamed", async () => {
    const cars = [CHEAP.slug, SOLD.slug, RETIRED.slug, "no-such-car", DRAFT.slug].map(enc).join(",");
    const { status, html } = await page(`/compare?cars=${cars}`);
    expect(status).toBe(200);
    const text = visible(html);
    expect(text).toContain("일부 차량은 비교할 수 없습니다");
    expect(text).toContain(`${SOLD.name}: 판매완료된 차량이라 비교에서 뺐습니다.`);
    expect(text).toContain(`${RETIRED.name}: 판매가 종료된 차량이라 비교에서 뺐습니다.`);
    // A car the site never knew is no view of its own: the address without it is the page (render-budget.test.ts).
    expect(text).not.toContain("no-such-car");
    expect(html).not.toContain(DRAFT.name);
    // Three known, one listed: nothing to compare yet, and a way to find cars.
    expect(text).toContain("비교할 차량을 2대 이상 골라주세요");
    expect(html).toContain('href="/new-cars"');
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("compares at most four cars, the first four asked", async () => {
    const cars = [CHEAP, NEW, THIRD, FOURTH, FIFTH, CHEAP].map((c) => enc(c.slug)).join(",");
    const { status, html } = await page(`/compare?cars=${cars}`);
    expect(status).toBe(200);
    expect(html.match(/data-testid="compare-car-name"/g)).toHaveLength(COMPARE_MAX);
    expect(visible(html)).not.toContain(FIFTH.name);
  });

  it.each([
    ["no cars", "/compare"],
    ["an empty list", "/compare?cars="],
    ["commas only", "/compare?cars=,,,,"],
    ["markup", `/compare?cars=${enc('<script>alert(1)</script>,"><img src=x>')}`],
    ["control characters", "/compare?cars=%00%01,%0d%0a"],
    ["broken escapes", "/compare?cars=%E0%A4%A,%"],
    ["a long list of junk", `/compare?cars=${"x,".repeat(2_000)}`],
    ["a very long slug", `/compare?cars=${"가".repeat(1_000)}`],
    ["the parameter twice", `/compare?cars=${THIRD.slug}&cars=${FOURTH.slug}`],
  ])("answers %s with the page, not an error", async (_label, path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain('data-testid="compare-page"');
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x>");
  });
});

it("refuses an address longer than the server reads (16 KB) with 431, not an error page", async () => {
  const { status } = await page(`/compare?cars=${"가".repeat(3_000)}`);
  expect(status).toBe(431);
});

describe("/saved", () => {
  it("shows listed cars as cards, keeps a sold or deleted one in its place as 더 이상 볼 수 없는 차량, and drops one the site does not show", async () => {
    const saved = [CHEAP.slug, SOLD.slug, RETIRED.slug, "no-such-car", HIDDEN.slug].map(enc).join(",");
    const { status, html } = await page(`/saved?cars=${saved}&recent=${NEW.slug},${DRAFT.slug}`);
    expect(status).toBe(200);
    const text = visible(html);
    expect(text).toContain(CHEAP.name);
    expect(text).toContain(NEW.name);
    expect(html.match(/data-testid="unavailable-car"/g)).toHaveLength(2);
    expect(text).toContain("더 이상 볼 수 없는 차량");
    expect(text).toContain(SOLD.name);
    expect(text).toContain(RETIRED.name);
    // A car never known, or not public (hidden, a draft), is not there, not even by its address.
    expect(html).not.toContain("no-such-car");
    expect(html).not.toContain(HIDDEN.name);
    expect(html).not.toContain(HIDDEN.slug);
    expect(html).not.toContain(DRAFT.name);
    expect(html).not.toContain(DRAFT.slug);
    // Each unavailable car can be removed: a link to the same lists without it.
    expect(html).toContain(
      `href="/saved?cars=${[CHEAP.slug, RETIRED.slug].map(enc).join(",")}&amp;recent=${NEW.slug}"`,
    );
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("has an empty state with a way to browse", async () => {
    const { status, html } = await page("/saved");
    expect(status).toBe(200);
    expect(visible(html)).toContain("아직 찜한 차량이 없습니다");
    expect(html).toContain('href="/new-cars"');
  });

  it("shows none of a hundred cars the site does not know", async () => {
    const many = Array.from({ length: 100 }, (_, i) => `junk-${i}`).join(",");
    const { status, html } = await page(`/saved?cars=${many}&recent=${many}`);
    expect(status).toBe(200);
    expect(html).not.toContain('data-testid="unavailable-car"');
    expect(visible(html)).toContain("아직 찜한 차량이 없습니다");
  });

  it.each([
    ["markup", `/saved?cars=${enc("<script>alert(1)</script>")}&recent=${enc('"><img src=x>')}`],
    ["control characters", "/saved?cars=%00&recent=%0d%0a"],
    ["broken escapes", "/saved?cars=%&recent=%E0%A4%A"],
    ["a long list of junk", `/saved?cars=${",".repeat(5_000)}&recent=${"가".repeat(500)}`],
  ])("answers %s with the page, not an error", async (_label, path) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    expect(html).toContain('data-testid="saved-page"');
    expect(html).not.toContain("<script>alert(1)</script>");
    expect(html).not.toContain("<img src=x>");
  });
});
