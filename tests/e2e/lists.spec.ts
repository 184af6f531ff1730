import { expect, type Locator, type Page, test } from "@playwright/test";
import { brandOf } from "#domain/brands";
import { monthlyManwon } from "#domain/pricing";
import { animationFrames, gotoHydrated } from "./support";

const cards = (page: Page) => page.getByTestId("vehicle-card");

/** The Enter a Korean IME sends while a syllable is composed (what commits it, not a submit). */
const composingEnter = (box: Locator) =>
  box.dispatchEvent("keydown", {
    key: "Enter",
    code: "Enter",
    isComposing: true,
    keyCode: 229,
    bubbles: true,
    cancelable: true,
  });
const names = (page: Page) => cards(page).getByRole("heading").allTextContents();

/** The cards' fees by section, in page order. */
async function feesBySection(page: Page): Promise<number[][]> {
  return page
    .locator("main section")
    .evaluateAll((sections) =>
      sections.map((s) => [...s.querySelectorAll('[data-testid="card-price"]')].map((p) => p.textContent ?? "")),
    )
    .then((lists) => lists.map((list) => list.map((text) => monthlyManwon(text))));
}

test("sort and filter /new-cars in place, then open the shared address in a fresh browser: the same list", async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, "/new-cars");
  // A full page load would lose this; the list updates in place.
  await page.evaluate(() => Object.assign(window, { __samePage: true }));
  await page.getByLabel("정렬").selectOption("price-asc");
  await expect(page).toHaveURL(/\/new-cars\?sort=price-asc$/);
  await expect(page.getByLabel("정렬")).toHaveValue("price-asc");
  // The address changes as the navigation starts; the sorted cards follow when its render commits.
  const ascending = (fees: number[]) => fees.every((fee, i) => i === 0 || (fees[i - 1] ?? 0) <= fee);
  await expect.poll(async () => (await feesBySection(page)).every(ascending)).toBe(true);
  await page.getByLabel("브랜드").selectOption("kia");
  await expect(page).toHaveURL(/\/new-cars\?sort=price-asc&brand=kia$/);
  await expect.poll(async () => (await names(page)).every((n) => brandOf(n) === "kia")).toBe(true);
  const shown = await names(page);
  expect(shown.length).toBeGreaterThan(2);
  await expect(page.getByTestId("result-count")).toHaveText(`총 ${shown.length}대`);

  // The sticky bar jumps to one group, keeping the order and the brand.
  const bar = page.getByRole("navigation", { name: "차종 바로가기" });
  await bar.getByRole("link", { name: /^SUV/ }).click();
  await expect(page).toHaveURL(/\/new-cars\?sort=price-asc&brand=kia&group=SUV$/);
  await expect(bar.getByRole("link", { name: /^SUV/ })).toHaveAttribute("aria-current", "true");
  await expect(page.locator("main section h2")).toHaveText([/^SUV/]);
  const suvs = await names(page);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);

  const shared = await browser.newContext({ locale: "ko-KR" });
  try {
    const other = await shared.newPage();
    await other.goto(page.url());
    await expect(other.getByLabel("정렬")).toHaveValue("price-asc");
    await expect(other.getByLabel("브랜드")).toHaveValue("kia");
    expect(await names(other)).toEqual(suvs);
  } finally {
    await shared.close();
  }
});

test("the fuel select narrows a category page, and its bar shows its new or used cars alone", async ({ page }) => {
  await gotoHydrated(page, `/vehicle-detail/${encodeURIComponent("중형 SUV")}`);
  await page.getByLabel("연료").selectOption("하이브리드");
  await expect(page).toHaveURL(/fuel=%ED%95%98%EC%9D%B4%EB%B8%8C%EB%A6%AC%EB%93%9C$/);
  await expect
    .poll(async () => (await page.getByText("하이브리드 ·").count()) === (await cards(page).count()))
    .toBe(true);
  await page
    .getByRole("navigation", { name: "신차·중고차 바로가기" })
    .getByRole("link", { name: /^신차 장기렌트/ })
    .click();
  await expect(page).toHaveURL(/type=%EC%8B%A0%EC%B0%A8/);
  await expect(page.locator("main section h2")).toHaveText([/^신차 장기렌트/]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("다음 and 이전 are links to the pages of a list, and 적용 sends the filters", async ({ page }) => {
    await page.goto("/search");
    const first = await names(page);
    expect(first).toHaveLength(20);
    await page.getByRole("navigation", { name: "검색 결과 페이지" }).getByRole("link", { name: "다음" }).click();
    await expect(page).toHaveURL(/\/search\?cursor=[A-Za-z0-9_-]+$/);
    const second = await names(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.some((n) => first.includes(n))).toBe(false);
    await page.getByRole("navigation", { name: "검색 결과 페이지" }).getByRole("link", { name: "이전" }).click();
    await expect(page).toHaveURL(/\/search$/);
    expect(await names(page)).toEqual(first);

    await page.goto("/used-cars");
    await page.getByLabel("정렬").selectOption("price-desc");
    await page.getByRole("button", { name: "적용" }).click();
    await expect(page).toHaveURL(/\/used-cars\?sort=price-desc$/);
    for (const fees of await feesBySection(page)) {
      expect(fees).toEqual([...fees].sort((a, b) => b - a));
    }
  });
});

test("suggestions wait while a Korean syllable is composed; Enter then neither chooses nor searches", async ({
  page,
}) => {
  await gotoHydrated(page, "/");
  const box = page.locator("#home-vehicle-search");
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/vehicles/suggest")) asked.push(decodeURIComponent(new URL(r.url()).search));
  });
  await box.focus();
  // The suggestions' code arrives with the first focus and marks the box.
  await expect(box).toHaveAttribute("aria-autocomplete", "list");
  const ime = await page.context().newCDPSession(page);
  const compose = (text: string) =>
    ime.send("Input.imeSetComposition", { text, selectionStart: text.length, selectionEnd: text.length });

  await compose("ㅍ");
  await compose("패");
  await compose("팰");
  await composingEnter(box);
  await box.dispatchEvent("keydown", { key: "ArrowDown", isComposing: true, keyCode: 229, bubbles: true });
  await animationFrames(page, 20);
  expect(asked).toEqual([]);
  await expect(page.getByTestId("search-suggestions")).toHaveCount(0);
  await expect(page).toHaveURL(/\/$/);

  // The syllable is committed: now, and only now, the box asks.
  await ime.send("Input.insertText", { text: "팰" });
  await expect.poll(() => asked).toEqual(["?q=팰"]);
  const list = page.getByRole("listbox", { name: "추천 차량" });
  await expect(list).toBeVisible();
  await expect(list.getByRole("option").first()).toContainText("팰리세이드");

  // Another syllable being composed asks nothing more, whatever is pressed meanwhile.
  await compose("리");
  await composingEnter(box);
  await animationFrames(page, 20);
  expect(asked).toEqual(["?q=팰"]);
  await expect(page).toHaveURL(/\/$/);
  await ime.send("Input.insertText", { text: "리" });
  await expect.poll(() => asked).toEqual(["?q=팰", "?q=팰리"]);

  // Out of composition the keys work: ↓ points at the first suggestion, Enter opens it.
  await box.press("ArrowDown");
  const first = list.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await expect(box).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
  await box.press("Enter");
  await expect(page).toHaveURL(/\/vehicles\/palisade/);
});

test("/ loads none of the suggestions' code until the search box is focused", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script") scripts.push(r.url());
  });
  await gotoHydrated(page, "/");
  await animationFrames(page, 10);
  expect(scripts.some((u) => u.includes("SearchSuggestions"))).toBe(false);
  await page.locator("#home-vehicle-search").focus();
  await expect.poll(() => scripts.some((u) => u.includes("SearchSuggestions"))).toBe(true);
});
