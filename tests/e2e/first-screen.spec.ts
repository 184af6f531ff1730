import { type APIRequestContext, type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import { monthlyManwon } from "#domain/pricing";
import { REVIEW_WRITTEN } from "#domain/review";
import type { Vehicle } from "#domain/vehicle";
import { makeImage } from "../support/images";
import { exclusively, gotoHydrated, signIn } from "./support";

/**
 * A new visitor on a 390 × 844 phone, with and without JavaScript: the first car of every list is on the first
 * screen (the filters fold into one row that opens and applies without scripts), the vehicle gallery reaches every
 * photo without scripts, and 후기 작성 is a page whose form posts without them.
 */

const PHONE = { width: 390, height: 844 };
const enc = encodeURIComponent;
const LIST_PAGES = [
  "/new-cars",
  "/used-cars",
  `/vehicle-detail/${enc("중형SUV")}`,
  `/vehicle-detail/${enc("수입차")}`,
  `/search?q=${enc("그랜저")}`,
  "/search",
];

async function phone(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled,
    locale: "ko-KR",
    baseURL: process.env.E2E_BASE_URL,
  });
  return { context, page: await context.newPage() };
}

/**
 * Where the first card stands, and whether it is the card a visitor sees there: wholly inside the window and not
 * under anything fixed (the contact bar, the sticky header) at its middle and near its foot.
 */
async function firstCardOnScreen(page: Page) {
  const card = page.getByTestId("vehicle-card").first();
  await expect(card).toBeVisible();
  return card.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const seen = (y: number) => el.contains(document.elementFromPoint(x, y));
    return {
      top: Math.round(box.top),
      bottom: Math.round(box.bottom),
      inWindow: box.top >= 0 && box.bottom <= window.innerHeight,
      uncovered: seen(box.top + box.height / 2) && seen(box.bottom - 4),
    };
  });
}

for (const scripts of [true, false]) {
  test(`the first car card is on the first screen of every list (${scripts ? "JavaScript" : "no JavaScript"})`, async ({
    browser,
  }) => {
    const { context, page } = await phone(browser, scripts);
    for (const path of LIST_PAGES) {
      if (scripts) await gotoHydrated(page, path);
      else await page.goto(path);
      expect(await page.evaluate(() => window.scrollY), path).toBe(0);
      const card = await firstCardOnScreen(page);
      expect(card, `${path}: first card at ${card.top}-${card.bottom} px`).toMatchObject({
        inWindow: true,
        uncovered: true,
      });
      // The folded filters are one row: its fields wait behind 필터·정렬 (상세 조건 on the search).
      await expect(page.getByTestId("filters-toggle")).toBeVisible();
      await expect(page.getByLabel("정렬")).toBeHidden();
    }
    await context.close();
  });
}

/** The fees of the cards, section by section. */
function feesBySection(page: Page): Promise<number[][]> {
  return page
    .locator("main section")
    .evaluateAll((sections) =>
      sections.map((s) => [...s.querySelectorAll('[data-testid="card-price"]')].map((p) => p.textContent ?? "")),
    )
    .then((lists) => lists.map((list) => list.map((text) => monthlyManwon(text))));
}

test("without JavaScript the folded filters open, and 적용 sends them", async ({ browser }) => {
  const { context, page } = await phone(browser, false);
  await page.goto("/used-cars");
  const toggle = page.getByTestId("filters-toggle");
  await expect(toggle).toHaveText(/필터·정렬/);
  await expect(page.getByLabel("정렬")).toBeHidden();
  await toggle.click();
  await expect(page.getByLabel("정렬")).toBeVisible();
  await expect(page.getByLabel("브랜드")).toBeVisible();
  await expect(page.getByLabel("연료")).toBeVisible();
  await page.getByLabel("정렬").selectOption("price-desc");
  await page.getByRole("button", { name: "적용" }).click();
  await expect(page).toHaveURL(/\/used-cars\?sort=price-desc$/);
  for (const fees of await feesBySection(page)) expect(fees).toEqual([...fees].sort((a, b) => b - a));
  // The page comes back folded, saying one choice is set, with the first car still on the first screen.
  await expect(toggle).toContainText("1개 선택됨");
  await expect(page.getByLabel("정렬")).toBeHidden();
  expect(await firstCardOnScreen(page)).toMatchObject({ inWindow: true, uncovered: true });

  // The search folds 보증금, 차종 and the list's choices the same way.
  await page.goto(`/search?q=${enc("그랜저")}`);
  await page.getByTestId("filters-toggle").click();
  await page.getByLabel("차종").selectOption("중고차");
  await page.getByRole("button", { name: "적용" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${enc("그랜저")}&type=${enc("중고차")}`));
  await expect(page.getByTestId("vehicle-card").first()).toContainText("중고차");
  await expect(page.getByTestId("filter-chip")).toHaveCount(2);
  await context.close();
});

test("with JavaScript the folded filters open from the keyboard, apply at once, and 적용 folds them", async ({
  browser,
}) => {
  const { context, page } = await phone(browser, true);
  await gotoHydrated(page, `/vehicle-detail/${enc("중형SUV")}`);
  const toggle = page.getByTestId("filters-toggle");
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("연료")).toBeVisible();
  await page.getByLabel("연료").selectOption("하이브리드");
  await expect(page).toHaveURL(/fuel=%ED%95%98%EC%9D%B4%EB%B8%8C%EB%A6%AC%EB%93%9C$/);
  await expect
    .poll(
      async () => (await page.getByText("하이브리드 ·").count()) === (await page.getByTestId("vehicle-card").count()),
    )
    .toBe(true);
  await page.getByRole("button", { name: "적용" }).click();
  await expect(page.getByLabel("연료")).toBeHidden();
  await expect(toggle).toContainText("1개 선택됨");
  await context.close();
});

/** A demo vehicle with at least three photos, picked from the seeded catalogue. */
async function vehicleWithPhotos(request: APIRequestContext): Promise<Vehicle> {
  const { vehicles } = (await (await request.get("/api/vehicles/essential")).json()) as {
    vehicles: { slug: string }[];
  };
  for (const { slug } of vehicles) {
    const vehicle = (await (await request.get(`/api/vehicles/slug/${enc(slug)}`)).json()) as Vehicle;
    if (vehicle.thumbnails.length >= 3) return vehicle;
  }
  throw new Error("no demo vehicle with three photos");
}

/** The photo is the one in the frame, its picture loaded. */
async function expectShown(photo: Locator) {
  await expect(photo).toBeInViewport({ ratio: 0.95 });
  await expect
    .poll(() => photo.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
}

test("without JavaScript the gallery reaches every photo, the last one included", async ({ browser }) => {
  const { context, page } = await phone(browser, false);
  const vehicle = await vehicleWithPhotos(page.request);
  const count = vehicle.thumbnails.length;
  await page.goto(`/vehicles/${enc(vehicle.slug)}`);
  const photos = page.getByTestId("gallery-photo");
  await expect(photos).toHaveCount(count);
  await expectShown(photos.first());
  await expect(photos.first().getByTestId("gallery-photo-counter")).toHaveText(`1 / ${count}`);

  // 이전 on the first photo wraps around to the last.
  await photos.first().getByRole("link", { name: "이전 이미지" }).click();
  await expect(page).toHaveURL(new RegExp(`#photo-${count}$`));
  await expectShown(photos.last());
  await expect(photos.last().getByTestId("gallery-photo-counter")).toHaveText(`${count} / ${count}`);

  // 다음, photo after photo, from the first to the last.
  await page.getByRole("link", { name: "이미지 1 보기" }).click();
  await expectShown(photos.first());
  for (let i = 0; i < count - 1; i++) {
    await photos.nth(i).getByRole("link", { name: "다음 이미지" }).click();
    await expectShown(photos.nth(i + 1));
  }
  await expect(page).toHaveURL(new RegExp(`#photo-${count}$`));

  // Every thumbnail is a link to its photo (the keyboard's way through, out of the arrows' Tab order).
  await expect(page.getByTestId("gallery-thumbnails").getByRole("link")).toHaveCount(count);
  await page.getByRole("link", { name: "이미지 2 보기" }).click();
  await expectShown(photos.nth(1));
  await context.close();
});

test("without JavaScript 후기 작성 is a page whose form shows Korean errors and posts a review for moderation", async ({
  browser,
}) => {
  const { context, page } = await phone(browser, false);
  await page.goto("/reviews");
  await page.getByRole("link", { name: "후기 작성" }).first().click();
  await expect(page).toHaveURL(/\/reviews\/new$/);
  await expect(page.getByRole("heading", { name: "후기 작성", level: 1 })).toBeVisible();

  // An empty form comes back from the server with a message under each field.
  const refused = page.waitForResponse((r) => r.url().endsWith("/reviews/new") && r.request().method() === "POST");
  await page.getByRole("button", { name: "후기 등록" }).click();
  expect((await refused).status()).toBe(400);
  await expect(page).toHaveURL(/\/reviews\/new$/);
  await expect(page.getByTestId("review-write-form").getByRole("alert")).toHaveText("입력한 내용을 확인해주세요.");
  for (const message of [
    "고객명을 입력해주세요",
    "차량명을 입력해주세요",
    "후기는 10자 이상 입력해주세요",
    "사진을 첨부해주세요",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("고객명")).toHaveAttribute("aria-invalid", "true");

  // What was typed stays; a photo sent with words the server refuses is not kept, and the form says so.
  const name = `무스크립트${Date.now().toString(36)}`.slice(0, 20);
  const photo = { name: "car.png", mimeType: "image/png", buffer: await makeImage({ width: 320, height: 240 }) };
  await page.getByLabel("고객명").fill(name);
  await page.getByLabel("후기 내용").fill("짧아요");
  await page.getByLabel("사진").setInputFiles(photo);
  await page.getByRole("button", { name: "후기 등록" }).click();
  await expect(page.getByText("차량명을 입력해주세요", { exact: true })).toBeVisible();
  await expect(page.getByText("사진을 다시 첨부해주세요", { exact: true })).toBeVisible();
  await expect(page.getByLabel("고객명")).toHaveValue(name);
  await expect(page.getByLabel("후기 내용")).toHaveValue("짧아요");

  // Complete, it is taken and waits for an admin: the list says so and does not show it.
  await exclusively("review-queue", async () => {
    await page.getByLabel("차량명").fill("더 뉴 카니발 KA4");
    await page.getByRole("radio", { name: "4점" }).check({ force: true });
    await page.getByLabel("후기 내용").fill("스크립트 없이도 후기를 남길 수 있어서 좋았어요.");
    await page.getByLabel("사진").setInputFiles(photo);
    await page.getByRole("button", { name: "후기 등록" }).click();
    await expect(page).toHaveURL(/\/reviews\?review=sent$/);
    await expect(page.getByRole("status").filter({ hasText: REVIEW_WRITTEN.title })).toContainText(
      REVIEW_WRITTEN.description,
    );
    await expect(page.getByTestId("review-card").filter({ hasText: "스크립트 없이도" })).toHaveCount(0);
    const published = (await (await page.request.get("/api/reviews")).json()) as { reviews: { content: string }[] };
    expect(published.reviews.some((r) => r.content.includes("스크립트 없이도"))).toBe(false);

    await signIn(page);
    const pending = (await (await page.request.get("/api/admin-reviews?status=pending")).json()) as {
      reviews: { customerName: string; vehicleName: string; rating: number; photoUrl: string | null }[];
    };
    const mine = pending.reviews.find((r) => r.customerName === name);
    expect(mine).toMatchObject({ vehicleName: "더 뉴 카니발 KA4", rating: 4 });
    expect(mine?.photoUrl).toMatch(/^\/media\//);
    const stored = await page.request.get(mine?.photoUrl ?? "");
    expect(stored.ok()).toBe(true);
    expect(stored.headers()["content-type"]).toMatch(/^image\//);
    await page.request.post("/api/auth/logout");
  });
  await context.close();
});
