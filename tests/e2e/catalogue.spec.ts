import { expect, type Page, test } from "@playwright/test";
import { monthlyManwon } from "#domain/pricing";
import { gotoHydrated } from "./support";

const MID_SEDAN = `/vehicle-detail/${encodeURIComponent("중형세단")}`;
const NO_DEPOSIT = `/vehicle-detail/${encodeURIComponent("무보증리스트")}`;

const cards = (page: Page) => page.getByTestId("vehicle-card");

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("card-price").allTextContents();
  return texts.map((t) => monthlyManwon(t));
}

test("home → category tile → a category listing new then used cards → a card's vehicle page", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.locator('[data-testid="category-tile"][data-category="중형 세단"]').click();
  await expect(page).toHaveURL(new RegExp(`${MID_SEDAN}$`));
  await expect(page.getByRole("heading", { level: 1, name: "중형 세단" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "현재 위치" })).toContainText("홈");
  const sections = page.locator("main section h2");
  await expect(sections.nth(0)).toContainText("신차 장기렌트");
  await expect(sections.nth(1)).toContainText("중고차 장기렌트");
  await expect(
    page.getByRole("list", { name: "신차 장기렌트" }).getByText("신차", { exact: true }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole("list", { name: "중고차 장기렌트" }).getByText("중고차", { exact: true }).first(),
  ).toBeVisible();

  const first = cards(page).first();
  const href = await first.getAttribute("href");
  expect(href).toMatch(/^\/vehicles\/[^/]+$/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("category aliases, double-encoded names and /customer paths reach the same listing", async ({ page }) => {
  for (const path of [
    `/vehicle-detail/${encodeURIComponent(encodeURIComponent("중형 세단"))}`,
    `/customer/vehicle-detail/${encodeURIComponent("중형세단")}`,
    `/customer/vehicles/${encodeURIComponent("중형 세단")}`,
    `/vehicle/${encodeURIComponent("중형세단")}`,
  ]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), path).toHaveText("중형 세단");
  }
  await page.goto(`/vehicle-detail/${encodeURIComponent("외제차")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("수입차");
  // Under /customer the breadcrumb leads back to the customer home.
  await page.goto(`/customer/vehicle-detail/${encodeURIComponent("중형세단")}`);
  await expect(page.getByRole("navigation", { name: "현재 위치" }).getByRole("link", { name: "홈" })).toHaveAttribute(
    "href",
    "/customer",
  );
});

test("an unknown category answers 404 with a not-found message and a back button", async ({ page }) => {
  const res = await gotoHydrated(page, `/vehicle-detail/${encodeURIComponent("없는카테고리")}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByText("차량 정보를 찾을 수 없습니다")).toBeVisible();
  await page.getByTestId("back-button").click();
  await expect(page).toHaveURL(/\/$/);
});

test("the back button returns to the previous page of the site", async ({ page }) => {
  // A vehicle page's breadcrumb leads to its category; 뒤로가기 there returns to the vehicle, not home.
  await gotoHydrated(page, MID_SEDAN);
  const href = await cards(page).first().getAttribute("href");
  await cards(page).first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.getByRole("navigation", { name: "위치" }).getByRole("link", { name: "중형 세단" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("중형 세단");
  await page.getByTestId("back-button").click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("a price chip on /new-cars filters by the lowest monthly fee and stays in the URL", async ({ page }) => {
  await gotoHydrated(page, "/new-cars");
  const all = await cards(page).count();
  expect(all).toBeGreaterThan(10);
  await expect(page.getByRole("link", { name: "전체" })).toHaveAttribute("aria-current", "true");

  await page.getByRole("link", { name: "40~60만원" }).click();
  await expect(page).toHaveURL(/\/new-cars\?price=40-60$/);
  await expect(page.getByRole("link", { name: "40~60만원" })).toHaveAttribute("aria-current", "true");
  await expect.poll(() => cards(page).count()).toBeLessThan(all);
  const prices = await cardPrices(page);
  expect(prices.length).toBeGreaterThan(0);
  for (const p of prices) {
    expect(p).toBeGreaterThan(40);
    expect(p).toBeLessThanOrEqual(60);
  }
  await expect(page.getByTestId("result-count")).toHaveText(`총 ${prices.length}대`);
  await expect(page.getByRole("heading", { name: /^세단/ })).toBeVisible();

  await page.getByRole("link", { name: "100만원 이상" }).click();
  await expect(page).toHaveURL(/price=100%2B$/);
  await expect.poll(async () => (await cardPrices(page)).every((p) => p >= 100)).toBe(true);
  expect(await cards(page).count()).toBeGreaterThan(0);

  await page.getByRole("link", { name: "전체" }).click();
  await expect.poll(() => cards(page).count()).toBe(all);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  /** The 40~60만원 chip leaves fewer cards on /new-cars, every one of them in the band, below the first screen too. */
  async function expectChipFilters4060(page: Page) {
    const all = await cards(page).count();
    await page.getByRole("link", { name: "40~60만원" }).click();
    await expect(page).toHaveURL(/\/new-cars\?price=40-60$/);
    await expect.poll(() => cards(page).count()).toBeLessThan(all);
    await expect.poll(async () => (await cardPrices(page)).every((p) => p > 40 && p <= 60)).toBe(true);
  }

  test("a price chip updates the groups still waiting below the first screen", async ({ page }) => {
    await gotoHydrated(page, "/new-cars");
    await expectChipFilters4060(page);
  });

  test("groups a navigation brought onto the page follow the next price chip too", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "신차" }).click();
    await expect(page).toHaveURL("/new-cars");
    await expect(page.getByRole("heading", { level: 1, name: "신차 장기렌트" })).toBeVisible();
    await expectChipFilters4060(page);
  });
});

test("/used-cars groups used cars and goes back to /customer from /customer/used-cars", async ({ page }) => {
  await gotoHydrated(page, "/used-cars");
  for (const group of ["세단", "SUV", "수입차", "일반번호판 구독카"]) {
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${group}`) })).toBeVisible();
  }
  await expect(page.getByText("신차", { exact: true }).and(page.locator("main span"))).toHaveCount(0);
  await gotoHydrated(page, "/customer/used-cars");
  await page.getByTestId("back-button").click();
  await expect(page).toHaveURL(/\/customer$/);
});

test("the filtered new-car list is in the server-rendered HTML", async ({ request }) => {
  const res = await request.get("/new-cars?price=40-60");
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain("쏘나타 디 엣지 DN8 2.0 가솔린 프리미엄"); // 52만 6천원
  expect(html).toContain("월 52만 6천원");
  expect(html).not.toContain("제네시스 G80 RG3 2.5T AWD"); // 94만 7천원
  expect(html).not.toContain("더 뉴 아반떼 CN7 1.6 LPi 스마트"); // 38만 7천원 (typed as 387000)
  expect(html).not.toContain("올 뉴 아반떼 CN7 1.6 모던"); // a used car
});

test("search finds 그랜저 by its initial consonants and removes filters with chips", async ({ page }) => {
  await gotoHydrated(page, "/search");
  const total = await cards(page).count();
  await page.getByRole("searchbox").fill("ㄱㄹㅈ");
  await page.getByRole("searchbox").press("Enter");
  await expect(page).toHaveURL(/\/search\?q=%E3%84%B1%E3%84%B9%E3%85%88$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("'ㄱㄹㅈ' 검색 결과");
  await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
  const names = await cards(page).getByRole("heading").allTextContents();
  for (const name of names) expect(name).toContain("그랜저");
  await expect(page.getByTestId("result-count")).toHaveText(`검색 결과 ${names.length}대`);

  // The type select narrows at once; its chip and the query chip remove one filter each.
  await page.getByLabel("차종").selectOption("중고차");
  await expect(page).toHaveURL(/type=%EC%A4%91%EA%B3%A0%EC%B0%A8/);
  await expect.poll(() => cards(page).count()).toBeLessThan(names.length);
  await expect(page.getByTestId("filter-chip")).toHaveCount(2);
  await page.getByRole("link", { name: "검색어: ㄱㄹㅈ 필터 삭제" }).click();
  await expect(page).toHaveURL(/\/search\?type=/);
  await expect(page.getByRole("searchbox")).toHaveValue("");
  await page.getByRole("link", { name: "전체 초기화" }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect.poll(() => cards(page).count()).toBe(total);
});

test("search accepts spaces left out, brand spellings and the /search/:searchTerm form", async ({ page }) => {
  await gotoHydrated(page, `/search?q=${encodeURIComponent("그랜저하이브리드")}`);
  await expect(cards(page).first()).toContainText("그랜저 하이브리드");
  await page.goto(`/search?q=${encodeURIComponent("Benz")}`);
  await expect(cards(page).first()).toContainText("벤츠");
  await page.goto(`/search/${encodeURIComponent("비엠더블유")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("'비엠더블유' 검색 결과");
  await expect(cards(page).first()).toContainText("BMW");
  await page.goto(`/customer/search?q=${encodeURIComponent("없는차량이름")}`);
  await expect(page.getByText("검색 결과가 없습니다")).toBeVisible();
  await expect(page.getByRole("link", { name: "초기화", exact: true })).toHaveAttribute("href", "/customer/search");
  await page.goto("/search?q=&deposit=0-50&type=");
  await expect(page).toHaveURL(/\/search\?deposit=0-50$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the search form and price chips still work", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("searchbox").fill("ㅆㄹㅌ");
    await page.getByLabel("보증금").selectOption("0-50");
    await page.getByRole("button", { name: "검색" }).click();
    await expect(page).toHaveURL(/q=%E3%85%86%E3%84%B9%E3%85%8C&deposit=0-50/);
    await expect(cards(page).first()).toContainText("쏘렌토");
    await page.goto("/new-cars");
    await page.getByRole("link", { name: "80~100만원" }).click();
    await expect(page).toHaveURL(/price=80-100/);
    for (const p of await cardPrices(page)) expect(p).toBeGreaterThan(80);
  });
});

test("the no-deposit list shows board posts and a dialog with carousel, date-time and zoom", async ({ page }) => {
  await gotoHydrated(page, NO_DEPOSIT);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("무보증 리스트");
  const post = page.getByTestId("board-post-card").first();
  await expect(post.getByRole("link", { name: "카카오톡 문의" })).toHaveAttribute("target", "_blank");
  await post.getByRole("button").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId("board-post-datetime")).toHaveText(/^\d{4}년 \d{2}월 \d{2}일 \d{2}:\d{2}$/);
  const counter = dialog.getByTestId("carousel-counter");
  await expect(counter).toHaveText(/^1 \/ \d+$/);
  const count = Number((await counter.textContent())!.split("/")[1]);
  await dialog.getByRole("button", { name: "다음 이미지" }).click();
  await expect(counter).toHaveText(`2 / ${count}`);
  await dialog.getByRole("button", { name: "이전 이미지" }).click();
  await dialog.getByRole("button", { name: "이전 이미지" }).click();
  await expect(counter).toHaveText(`${count} / ${count}`);
  await dialog.getByRole("button", { name: "1번째 이미지 보기" }).click();
  await expect(counter).toHaveText(`1 / ${count}`);

  await dialog.getByRole("button", { name: "이미지 크게 보기" }).click();
  const zoom = page.getByRole("dialog");
  await expect(zoom.getByRole("img", { name: /확대$/ })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog").getByTestId("carousel-counter")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("cards prefetch the vehicle on hover and fall back to a placeholder for broken images", async ({ page }) => {
  await page.route("**/media/**", (route) => route.fulfill({ status: 404, body: "" }));
  await gotoHydrated(page, MID_SEDAN);
  await expect(page.getByTestId("image-placeholder").first()).toBeVisible();
  const href = await cards(page).first().getAttribute("href");
  await cards(page).first().hover();
  await expect(page.locator(`link[rel="prefetch"][href^="${href}.data"]`)).toHaveCount(1);
});

test("open lists revalidate when the data version changes (polled every 2 minutes, not on focus)", async ({ page }) => {
  await page.clock.install();
  let version = 1000;
  let polls = 0;
  await page.route("**/api/data-version", (route) => {
    polls++;
    return route.fulfill({ json: { version } });
  });
  const reloads: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/new-cars.data")) reloads.push(req.url());
  });
  await gotoHydrated(page, "/new-cars");
  await expect.poll(() => polls).toBe(1);
  await page.evaluate(() => window.dispatchEvent(new Event("focus")));
  await page.clock.runFor(60_000);
  expect(polls).toBe(1);
  await page.clock.runFor(60_000);
  await expect.poll(() => polls).toBe(2);
  expect(reloads).toHaveLength(0);

  version = 1001;
  await page.clock.runFor(120_000);
  await expect.poll(() => reloads.length).toBe(1);
});
