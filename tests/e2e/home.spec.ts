import { expect, type Page, test } from "@playwright/test";
import { callBackNotice } from "#domain/business-hours";
import { INQUIRY_SENT } from "#domain/inquiry-text";
import { maskAuthorName, REVIEW_WRITTEN } from "#domain/review";
import { makeImage } from "../support/images";
import { animationFrames, exclusively, gotoHydrated, isHydrated, signIn } from "./support";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function quickForm(page: Page) {
  const form = page.getByTestId("quick-consult-form");
  return {
    form,
    name: form.getByPlaceholder("이름*"),
    contact: form.getByPlaceholder("연락처*"),
    vehicle: form.getByPlaceholder("희망 차량*"),
    age: form.getByRole("combobox", { name: "운전자 연령" }),
    consent: form.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }),
    submit: form.getByRole("button", { name: "상담 신청" }),
  };
}

test.describe("home page", () => {
  test("shows the hero, category tiles and the reviews strip, and the dots switch slides", async ({ page }) => {
    await gotoHydrated(page, "/");
    await expect(page.locator("#home")).toBeVisible();
    await expect(page.locator("#vehicles").getByRole("heading", { name: "차량 LIST" })).toBeVisible();
    await expect(page.getByTestId("category-tile")).toHaveCount(12);
    await expect(page.getByTestId("reviews-strip")).toBeVisible();
    const dots = page.getByTestId("hero-dot");
    await expect(dots).toHaveCount(2);
    await dots.nth(1).click();
    await expect(page.getByTestId("hero-slideshow")).toHaveAttribute("data-index", "1");
    await dots.nth(0).click();
    await expect(page.getByTestId("hero-slideshow")).toHaveAttribute("data-index", "0");
  });

  test("the reviews strip drifts on its own and stops while hovered", async ({ page }) => {
    await gotoHydrated(page, "/");
    const strip = page.getByTestId("reviews-strip-scroller");
    await strip.scrollIntoViewIfNeeded();
    const offset = () => strip.evaluate((el) => el.scrollLeft);
    const start = await offset();
    await expect.poll(offset, { timeout: 5000 }).toBeGreaterThan(start + 5);
    await strip.hover();
    await animationFrames(page, 2);
    const held = await offset();
    // Sixty frames would move a drifting strip 30 px.
    await animationFrames(page, 60);
    expect(await offset()).toBe(held);
    await strip.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/reviews$/);
  });

  test("with reduced motion the strip stays put", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await gotoHydrated(page, "/");
    const strip = page.getByTestId("reviews-strip-scroller");
    await strip.scrollIntoViewIfNeeded();
    // The strip is hydrated (its motion would have started) and has room to scroll, so standing still means
    // something; then sixty frames, which would move a drifting strip 30 px.
    await expect.poll(() => isHydrated(strip)).toBe(true);
    expect(await strip.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await animationFrames(page, 60);
    expect(await strip.evaluate((el) => el.scrollLeft)).toBe(0);
    await context.close();
  });

  test("a category tile leads to its listing", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.locator('[data-testid="category-tile"][data-category="중형 SUV"]').click();
    await expect(page).toHaveURL(/\/vehicle-detail\/%EC%A4%91%ED%98%95SUV$/);
  });

  test("the quick form stores an inquiry, then resets; the same details can be sent again", async ({ page }) => {
    await gotoHydrated(page, "/");
    const f = quickForm(page);
    const name = `이티${unique()}`.slice(0, 20);
    await f.name.fill(name);
    await f.contact.fill("010-3456-7890");
    await f.vehicle.fill("디 올 뉴 싼타페");
    await f.age.selectOption("만 26세 이상");
    await expect(f.submit).toBeDisabled();
    await f.form.getByText("보기", { exact: true }).click();
    await expect(f.form.getByText("상담 신청일로부터 3년")).toBeVisible();
    await f.consent.check();
    await expect(f.submit).toBeEnabled();

    const stored = page.waitForResponse((r) => r.url().endsWith("/api/inquiries") && r.request().method() === "POST");
    const sentAt = new Date();
    await f.submit.click();
    const response = await stored;
    expect(response.status()).toBe(201);
    const first = (await response.json()) as { success: boolean; id: number; notice: string | null };
    expect(first).toEqual({ success: true, id: expect.any(Number), notice: first.notice });
    // When staff call back, by the server's clock: null within call hours.
    expect([callBackNotice(sentAt), callBackNotice(new Date())]).toContain(first.notice);

    await expect(page.getByTestId("inquiry-status")).toContainText(INQUIRY_SENT);
    await expect(f.name).toHaveValue("");
    await expect(f.contact).toHaveValue("");
    await expect(f.vehicle).toHaveValue("");
    await expect(f.age).toHaveValue("");
    await expect(f.consent).not.toBeChecked();
    await expect(f.submit).toBeDisabled();

    // A second, separate request with the same details is a new inquiry (a fresh idempotency key).
    await f.name.fill(name);
    await f.contact.fill("01034567890");
    await f.vehicle.fill("디 올 뉴 싼타페");
    await f.consent.check();
    const again = page.waitForResponse((r) => r.url().endsWith("/api/inquiries") && r.request().method() === "POST");
    await f.submit.click();
    const second = (await (await again).json()) as { id: number };
    expect(second.id).not.toBe(first.id);
  });

  test("the quick form shows Korean errors and keeps what was typed", async ({ page }) => {
    await gotoHydrated(page, "/");
    const f = quickForm(page);
    await f.name.fill("홍길동");
    await f.contact.fill("12-34");
    await f.consent.check();
    await f.submit.click();
    await expect(f.form.getByText("올바른 연락처를 입력해주세요 (예: 010-1234-5678)")).toBeVisible();
    await expect(f.form.getByText("희망 차량을 입력해주세요")).toBeVisible();
    await expect(f.name).toHaveValue("홍길동");
    await expect(f.contact).toHaveValue("12-34");
    await expect(f.consent).toBeChecked();
  });

  test("search ignores Enter during a Korean IME composition, then goes to /search once", async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __navigations: number };
      w.__navigations = 0;
      for (const method of ["pushState", "replaceState"] as const) {
        const original = history[method].bind(history);
        history[method] = (...args: Parameters<History["pushState"]>) => {
          w.__navigations++;
          return original(...args);
        };
      }
    });
    await gotoHydrated(page, "/");
    const box = page.getByRole("searchbox", { name: "차량명 검색" });
    const navigations = () => page.evaluate(() => (window as unknown as { __navigations: number }).__navigations);
    const before = await navigations();
    // A client navigation to /search asks for its loader data first, before the address changes.
    const searches: string[] = [];
    page.on("request", (r) => {
      if (/\/search\.data/.test(r.url())) searches.push(r.url());
    });

    await box.fill("   ");
    await box.press("Enter");
    await page.getByRole("search").getByRole("button", { name: "검색" }).click();
    await animationFrames(page, 10);
    expect(searches).toEqual([]);
    expect(await navigations()).toBe(before);

    await box.fill("그랜");
    await box.dispatchEvent("keydown", {
      key: "Enter",
      code: "Enter",
      isComposing: true,
      keyCode: 229,
      bubbles: true,
      cancelable: true,
    });
    await box.dispatchEvent("keydown", { key: "Process", keyCode: 229, bubbles: true, cancelable: true });
    await animationFrames(page, 10);
    expect(searches).toEqual([]);
    await expect(page).toHaveURL(/\/$/);
    expect(await navigations()).toBe(before);

    await box.fill(" 그랜저 ");
    await box.press("Enter");
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent("그랜저")}`);
    // The recorder sees a real search, so the empty lists above were not a recorder that sees nothing.
    expect(searches).toHaveLength(1);
    await animationFrames(page, 10);
    expect(searches).toHaveLength(1);
    expect(await navigations()).toBe(before + 1);
  });

  test("the /customer variant searches /customer/search", async ({ page }) => {
    await gotoHydrated(page, "/customer");
    const box = page.getByRole("searchbox", { name: "차량명 검색" });
    await box.fill("카니발");
    await page.getByRole("search").getByRole("button", { name: "검색" }).click();
    await expect(page).toHaveURL(`/customer/search?q=${encodeURIComponent("카니발")}`);
  });
});

test.describe("home page on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("blocks below the first screen hydrate as they come near it, not with the page", async ({ page }) => {
    await gotoHydrated(page, "/");
    const strip = page.getByTestId("reviews-strip");
    // The looping copy of the cards is the strip's hydrated state: the server sends each card once.
    const copies = strip.locator("li[aria-hidden]");
    // The page is hydrated around the strip (the header, on screen, is React's), the strip's cards are there
    // as server HTML, and thirty frames later React still has not taken the strip.
    expect(await isHydrated(page.locator("header").first())).toBe(true);
    await expect(strip.locator("li").first()).toBeAttached();
    await animationFrames(page, 30);
    expect(await isHydrated(strip)).toBe(false);
    await expect(copies).toHaveCount(0);
    await strip.scrollIntoViewIfNeeded();
    await expect.poll(() => copies.count()).toBeGreaterThan(0);
  });

  test("the search box below the first screen works on the first try", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const box = page.getByRole("searchbox", { name: "차량명 검색" });
    await box.fill("카니발");
    await box.press("Enter");
    await expect(page).toHaveURL(`/search?q=${encodeURIComponent("카니발")}`);
    // Handled by the app, not by the browser submitting the form as a new page.
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
  });
});

test("blocks a navigation brought onto the page stay shown while the next navigation loads", async ({ page }) => {
  await gotoHydrated(page, "/reviews");
  await page.getByRole("link", { name: "렌트픽 홈으로" }).click();
  await expect(page.getByTestId("reviews-strip")).toBeVisible();
  // React hides a block's content with `display: none` when the block suspends again after it was shown.
  await page.evaluate(() => {
    const hidden: string[] = [];
    Object.assign(window, { hidden });
    new MutationObserver((records) => {
      for (const r of records)
        if (r.target instanceof HTMLElement && r.target.style.display === "none")
          hidden.push(r.target.outerHTML.slice(0, 120));
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ["style"] });
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = () => {};
  const loading = new Promise<void>((resolve) => {
    asked = resolve;
  });
  await page.route("**/new-cars.data*", async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "신차" }).click();
  // The next page's data is being fetched (the navigation is under way), and React has rendered that state.
  await loading;
  await animationFrames(page, 10);
  expect(await page.evaluate(() => (window as unknown as { hidden: string[] }).hidden)).toEqual([]);
  await expect(page.getByTestId("reviews-strip")).toBeVisible();
  release();
  await expect(page).toHaveURL("/new-cars");
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the quick form posts to the page and comes back with the result", async ({ page }) => {
    await page.goto("/");
    const f = quickForm(page);
    await f.name.fill(`무자바${unique()}`.slice(0, 20));
    await f.contact.fill("01055556666");
    await f.vehicle.fill("캐스퍼");
    await f.age.selectOption("만 21세 이상");
    await f.consent.check();
    await f.submit.click();
    await expect(page).toHaveURL(/\/\?inquiry=sent/);
    await expect(page.getByTestId("inquiry-status")).toContainText(INQUIRY_SENT);
    await expect(quickForm(page).name).toHaveValue("");
  });
});

test.describe("reviews page", () => {
  test("pages through the reviews with the page in the URL", async ({ page }) => {
    await gotoHydrated(page, "/reviews");
    await expect(page.getByRole("heading", { name: "고객 후기", level: 1 })).toBeVisible();
    const indicator = page.getByTestId("reviews-page");
    await expect(indicator).toHaveText(/^페이지 1 \/ \d+$/);
    const pageCount = Number((await indicator.textContent())?.split("/")[1]);
    expect(pageCount).toBeGreaterThan(1);
    await expect(page.getByTestId("reviews-count")).toHaveText(/^총 \d+개의 후기 \(1-9 표시\)$/);
    await expect(page.getByTestId("review-card")).toHaveCount(9);

    const pager = page.getByTestId("pagination");
    await expect(pager.getByRole("button", { name: "이전" })).toBeDisabled();
    await pager.getByRole("button", { name: "다음" }).click();
    await expect(page).toHaveURL(/\/reviews\?page=2$/);
    await expect(indicator).toHaveText(`페이지 2 / ${pageCount}`);
    await expect(page.getByTestId("reviews-count")).toHaveText(/\(10-18 표시\)/);
    await expect(pager.getByRole("button", { name: "이전" })).toBeEnabled();

    await pager.getByRole("button", { name: String(pageCount), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`page=${pageCount}$`));
    await expect(pager.getByRole("button", { name: "다음" })).toBeDisabled();
    await pager.getByRole("button", { name: "이전" }).click();
    await expect(indicator).toHaveText(`페이지 ${pageCount - 1} / ${pageCount}`);

    await page.getByRole("main").getByRole("link", { name: "홈으로" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("page 2 is rendered on the server", async ({ request }) => {
    const html = (await (await request.get("/reviews?page=2")).text()).replaceAll("<!-- -->", "");
    expect(html).toMatch(/페이지 2 \/ \d+/);
    expect(html).toContain("(10-18 표시)");
  });

  test("writes a review with a photo on its own page", async ({ page }) => {
    // Adds to the 승인 대기 queue, which the admin moderation test counts: they take turns.
    await exclusively("review-queue", async () => {
      await gotoHydrated(page, "/reviews");
      await page.getByRole("link", { name: "후기 작성" }).first().click();
      await expect(page).toHaveURL(/\/reviews\/new$/);
      await expect(page.getByRole("heading", { name: "후기 작성", level: 1 })).toBeVisible();
      const form = page.getByTestId("review-write-form");
      await expect(form.getByRole("radio", { name: "5점" })).toBeChecked();
      await expect(page.locator("html[data-hydrated]")).toBeAttached();

      await form.getByRole("button", { name: "후기 등록" }).click();
      for (const message of [
        "고객명을 입력해주세요",
        "차량명을 입력해주세요",
        "후기는 10자 이상 입력해주세요",
        "사진을 첨부해주세요",
      ]) {
        await expect(form.getByText(message)).toBeVisible();
      }

      const name = `E2E${unique()}`.slice(0, 20);
      await form.getByLabel("고객명").fill(name);
      await form.getByLabel("차량명").fill("더 뉴 쏘렌토 MQ4");
      await form.getByRole("radio", { name: "4점" }).check({ force: true });
      await form.getByLabel("후기 내용").fill("출고까지 빠르고 친절했어요. 차 상태도 아주 좋습니다.");
      await form.getByTestId("review-photo-input").setInputFiles({
        name: "car.png",
        mimeType: "image/png",
        buffer: await makeImage({ width: 320, height: 240, color: "#2255aa" }),
      });
      await expect(form.getByText("사진 업로드 완료").first()).toBeVisible();
      await expect(form.getByRole("img", { name: "첨부한 사진 미리보기" })).toBeVisible();

      await form.getByRole("button", { name: "후기 등록" }).click();
      // The writer is told it waits for review; until an admin approves it, the list does not show it.
      await expect(page).toHaveURL(/\/reviews\?review=sent$/);
      const notice = page.getByRole("status").filter({ hasText: REVIEW_WRITTEN.title });
      await expect(notice).toContainText("관리자 확인 후 게시됩니다.");
      await expect(page.getByTestId("review-card").first()).toBeVisible();
      await expect(page.getByTestId("review-card").filter({ hasText: "출고까지 빠르고 친절했어요" })).toHaveCount(0);

      // Writing again starts from an empty form with 5 stars; 취소 goes back to the list.
      await page.getByRole("link", { name: "후기 작성" }).first().click();
      await expect(form.getByLabel("고객명")).toHaveValue("");
      await expect(form.getByRole("radio", { name: "5점" })).toBeChecked();
      await form.getByRole("link", { name: "취소" }).click();
      await expect(page).toHaveURL(/\/reviews$/);

      // Approved by the admin, it is listed first, under the name masked.
      await signIn(page);
      const pending = (await (await page.request.get("/api/admin-reviews?status=pending")).json()) as {
        reviews: { id: number; customerName: string }[];
      };
      const review = pending.reviews.find((r) => r.customerName === name);
      expect(review).toBeDefined();
      expect((await page.request.post(`/api/reviews/${review?.id}/approve`)).status()).toBe(200);
      await gotoHydrated(page, "/reviews");
      const card = page.getByTestId("review-card").first();
      await expect(card).toContainText(`${maskAuthorName(name)} 고객님`);
      await expect(card).not.toContainText(name);
      await expect(card.getByRole("img", { name: "5점 만점에 4점" })).toBeVisible();
    });
  });
});
