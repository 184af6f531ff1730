import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { E2E_ADMIN } from "./global-setup";
import { endedListings, gotoHydrated } from "./support";

/** The customer site on a 390 × 844 phone, as a new visitor tries it: targets, the contact bar, tables, names. */

const PHONE = { width: 390, height: 844 };
const PHONE_CONTEXT = { viewport: PHONE, isMobile: true, hasTouch: true, baseURL: process.env.E2E_BASE_URL };
const BOARD = `/vehicle-detail/${encodeURIComponent("무보증리스트")}`;

async function firstVehiclePath(page: Page): Promise<string> {
  await page.goto("/new-cars");
  const href = await page.locator('a[href^="/vehicles/"]').first().getAttribute("href");
  expect(href).toBeTruthy();
  return href ?? "";
}

/**
 * Every visible control with a target smaller than 44 × 44 px. A checkbox or radio counts its label (or the
 * price row it selects), since a tap there works the same.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button]",
    );
    for (const el of controls) {
      if (el.closest("[aria-hidden=true], .sr-only")) continue;
      const input = el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio") ? el : null;
      const target = input ? (input.closest("label") ?? input.labels?.[0] ?? input) : el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(el).visibility === "hidden") continue;
      // The skip link is 1 px until focused.
      if (el.getAttribute("href") === "#content") continue;
      if (box.width < 43.5 || box.height < 43.5) {
        const name = (el.getAttribute("aria-label") || el.textContent || el.getAttribute("placeholder") || "").trim();
        small.push(
          `${Math.round(box.width)}×${Math.round(box.height)} ${el.tagName.toLowerCase()} "${name.slice(0, 30)}"`,
        );
      }
    }
    return small;
  });
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("every control on the customer pages is at least a 44 × 44 px target", async ({ page, browser }) => {
    test.slow();
    const vehicle = await firstVehiclePath(page);
    // The comparison of two cars and a kept list with one that is gone.
    const slug = vehicle.replace("/vehicles/", "");
    const other = (await page.locator('a[href^="/vehicles/"]').nth(1).getAttribute("href"))?.replace("/vehicles/", "");
    const { gone } = await endedListings(browser);
    const kept = [`/compare?cars=${slug},${other}`, `/saved?cars=${slug},${encodeURIComponent(gone)}&recent=${other}`];
    const issued = await page.request.post("/api/quotes", {
      data: { slug: decodeURIComponent(vehicle.split("/").pop() ?? ""), row: 0 },
    });
    expect(issued.status()).toBe(201);
    const quote = ((await issued.json()) as { path: string }).path;
    for (const path of [
      "/",
      "/new-cars",
      "/search?q=그랜저",
      "/search?q=없는차량이름",
      "/reviews",
      BOARD,
      vehicle,
      ...kept,
      quote,
    ]) {
      await gotoHydrated(page, path);
      // The footer renders apart; wait for it so its links are measured too.
      await expect(page.locator("footer").getByRole("link").first()).toBeVisible();
      expect(await smallTargets(page), path).toEqual([]);
    }
  });

  test("the contact bar never hides content: the page ends above it and a focused field is scrolled clear of it", async ({
    page,
  }) => {
    test.slow();
    for (const path of ["/", BOARD, "/reviews"]) {
      await gotoHydrated(page, path);
      const bar = page.getByTestId("floating-contacts");
      await expect(bar).toBeVisible();
      const barTop = (await bar.boundingBox())?.y ?? 0;
      expect(barTop).toBeGreaterThan(PHONE.height - 100);

      // At the very end of the page the footer's last line sits above the bar. (Blocks below the first screen take
      // their true height as they come near it, so scroll until the end stays put.)
      const footer = page.locator("footer");
      await expect
        .poll(() =>
          page.evaluate(() => {
            const end = document.documentElement.scrollHeight;
            window.scrollTo({ top: end, behavior: "instant" });
            return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight;
          }),
        )
        .toBe(true);
      await expect(footer).toBeInViewport();
      const footerBottom = await footer.evaluate((el) => el.getBoundingClientRect().bottom);
      expect(footerBottom, path).toBeLessThanOrEqual(barTop + 1);

      // Any control reached by the keyboard or a link is scrolled into view above the bar, never beneath it.
      const controls = page.locator("main").locator("a[href], button, input:not([type=hidden]), select");
      const count = await controls.count();
      for (let i = 0; i < count; i += Math.max(1, Math.floor(count / 12))) {
        const control = controls.nth(i);
        if (!(await control.isVisible())) continue;
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
        await control.focus();
        // The page scrolls smoothly to a focused control: wait for it to come to rest clear of the bar.
        const covered = () =>
          control.evaluate((el) => {
            const box = el.getBoundingClientRect();
            const x = Math.min(Math.max(box.left + box.width / 2, 1), window.innerWidth - 1);
            const y = box.top + box.height / 2;
            const hit = document.elementFromPoint(x, y);
            // Covered: what is at the control's centre is the contact bar or the sticky site header.
            const cover = hit?.closest("[data-contact-bar], header");
            const fixed = cover && ["fixed", "sticky"].includes(getComputedStyle(cover).position);
            return fixed ? (cover.textContent ?? "").trim().slice(0, 20) : null;
          });
        await expect.poll(covered, { message: `${path} control ${i}` }).toBeNull();
      }
    }
  });

  test("the hero form's 연락처 field and the board's 카카오톡 문의 buttons are not under the contact button", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const phoneField = page.getByTestId("quick-consult-form").getByPlaceholder(/연락처/);
    await phoneField.focus();
    await expect(phoneField).toBeInViewport({ ratio: 1 });
    const fieldBox = await phoneField.boundingBox();
    const barBox = await page.getByTestId("floating-contacts").boundingBox();
    expect((fieldBox?.y ?? 0) + (fieldBox?.height ?? 0)).toBeLessThanOrEqual(barBox?.y ?? 0);

    await gotoHydrated(page, BOARD);
    const kakao = page.getByRole("link", { name: "카카오톡 문의" }).first();
    await kakao.scrollIntoViewIfNeeded();
    await kakao.focus();
    const box = await kakao.boundingBox();
    const hit = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.textContent?.trim() ?? null,
      { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(hit).toContain("카카오톡 문의");
  });

  test("the bar's 빠른 상담 신청 leads to the home page's form from any page", async ({ page }) => {
    await gotoHydrated(page, "/reviews");
    await page.getByTestId("floating-contacts").getByRole("link", { name: "빠른 상담 신청" }).click();
    await expect(page).toHaveURL(/\/#consult$/);
    await expect(page.getByTestId("quick-consult-form")).toBeInViewport();
  });

  test("the insurance table fits the screen, with nothing cut off", async ({ page }) => {
    await gotoHydrated(page, await firstVehiclePath(page));
    const table = page.getByTestId("insurance-table");
    await table.scrollIntoViewIfNeeded();
    await expect(table.getByRole("rowheader")).toHaveText(["대인", "대물", "자손", "자차"]);
    const fits = await table.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const frame = el.parentElement?.getBoundingClientRect();
      return box.right <= window.innerWidth && !!frame && box.width <= frame.width + 0.5;
    });
    expect(fits).toBe(true);
  });

  test("the price table fits its box on a 320-px phone and beside the photos on a laptop, distance included", async ({
    page,
  }) => {
    const path = await firstVehiclePath(page);
    for (const viewport of [
      { width: 320, height: 640 },
      { width: 360, height: 800 },
      PHONE,
      { width: 1024, height: 768 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, path);
      const table = page.getByTestId("price-table");
      await table.scrollIntoViewIfNeeded();
      // The distance is read in its own column, or under the term on a phone.
      await expect(table.getByText(/km$/).filter({ visible: true }).first()).toBeVisible();
      const fits = await table.evaluate((el) => {
        const frame = el.parentElement?.getBoundingClientRect();
        return !!frame && el.getBoundingClientRect().width <= frame.width + 0.5;
      });
      expect(fits, `price table at ${viewport.width} px`).toBe(true);
    }
  });

  test("list cards show the whole name, trim included", async ({ page }) => {
    await gotoHydrated(page, "/new-cars");
    const names = page.getByTestId("vehicle-card").getByRole("heading");
    await expect(names.first()).toBeVisible();
    const clipped = await names.evaluateAll((els) =>
      els
        .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
        .map((el) => el.textContent),
    );
    expect(clipped).toEqual([]);
    // The long demo trims are there in full.
    await expect(names.filter({ hasText: /하이브리드 CN7 1\.6 모던$/ }).first()).toBeVisible();
  });

  test("/search preloads only images it shows, on a high-density screen too", async ({ browser }) => {
    const context = await browser.newContext({ ...PHONE_CONTEXT, deviceScaleFactor: 3 });
    const page = await context.newPage();
    const preloaded: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") preloaded.push(new URL(request.url()).pathname);
    });
    await gotoHydrated(page, "/search?q=아반떼");
    await page.waitForLoadState("networkidle");
    const shown = await page.evaluate(() =>
      [...document.images]
        .filter((img) => img.complete && img.currentSrc)
        .map((img) => new URL(img.currentSrc).pathname),
    );
    expect(preloaded.length).toBeGreaterThan(0);
    expect(preloaded.filter((url) => !shown.includes(url))).toEqual([]);
    await context.close();
  });

  test("a tap on the quick form answers first: its checks are in the page, and sending it empty marks the fields", async ({
    page,
  }) => {
    await gotoHydrated(page, "/");
    const form = page.getByTestId("quick-consult-form");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/.+\.js$/.test(new URL(request.url()).pathname)) scripts.push(request.url());
    });
    // A finger in a field and on the consent box: no script is fetched or run with those taps.
    await form.getByRole("textbox").first().tap();
    await form.getByRole("checkbox").tap();
    await expect(form.getByRole("button", { name: "상담 신청" })).toBeEnabled();
    expect(scripts).toEqual([]);
    // The first checks (domain/lead-form.ts) came with the page: an empty form is marked without a fetch.
    await form.getByRole("button", { name: "상담 신청" }).tap();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    expect(scripts).toEqual([]);
  });

  test("the home page has a tile for 전기차", async ({ page }) => {
    await gotoHydrated(page, "/");
    const tile = page.locator('[data-testid="category-tile"][data-category="전기차"]');
    await expect(tile).toHaveAttribute("href", `/vehicle-detail/${encodeURIComponent("전기차")}`);
    await tile.scrollIntoViewIfNeeded();
    await expect(tile.getByRole("heading", { name: "전기차" })).toBeVisible();
  });
});

test("on a laptop the header keeps the phone number and 상담 신청 in view", async ({ page }) => {
  await gotoHydrated(page, "/reviews");
  const header = page.locator("header").first();
  const phone = header.getByRole("link", { name: /상담 전화/ });
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute("href", /^tel:\d+$/);
  await header.getByRole("link", { name: "상담 신청" }).click();
  await expect(page).toHaveURL(/\/#consult$/);
  await expect(page.getByTestId("quick-consult-form")).toBeInViewport();
  // The side column of shortcuts stands in the margin beside the content (at most 1280 px wide, centred).
  const contacts = await page.getByTestId("floating-contacts").getByRole("link", { name: "전화 상담" }).boundingBox();
  const viewport = page.viewportSize()?.width ?? 0;
  expect(contacts?.x ?? 0).toBeGreaterThanOrEqual((viewport + 1280) / 2);
});

async function signIn(context: BrowserContext) {
  const res = await context.request.post("/api/auth/login", { data: { ...E2E_ADMIN, role: "admin" } });
  expect(res.ok()).toBe(true);
}

test("the editor sends a photo that is already small as it is, and still compresses a big one", async ({ page }) => {
  test.slow();
  await signIn(page.context());
  await gotoHydrated(page, `/admin-vehicle-list/${encodeURIComponent("중형SUV")}`);
  await page.getByRole("button", { name: "신차 추가" }).click();
  await expect(page.getByRole("heading", { name: "새 차량 등록" })).toBeVisible();

  const sent: { type: string; size: number }[] = [];
  page.on("request", async (request) => {
    if (request.method() !== "PUT" || !new URL(request.url()).pathname.startsWith("/api/objects/")) return;
    // A file body is not kept by the browser's request record; its length header is.
    const headers = await request.allHeaders();
    sent.push({ type: headers["content-type"] ?? "", size: Number(headers["content-length"]) });
  });
  const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();
  expect(small.length).toBeLessThan(100 * 1024);
  // Noise does not compress: a 1600 × 1200 PNG of it is several megabytes.
  const noise = Buffer.alloc(1600 * 1200 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const big = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
    .png()
    .toBuffer();
  expect(big.length).toBeGreaterThan(100 * 1024);

  await page.getByTestId("image-input").setInputFiles([{ name: "small.png", mimeType: "image/png", buffer: small }]);
  await expect(page.getByTestId("image-tile")).toHaveCount(1, { timeout: 30_000 });
  expect(sent).toEqual([{ type: "image/png", size: small.length }]);

  await page.getByTestId("image-input").setInputFiles([{ name: "big.png", mimeType: "image/png", buffer: big }]);
  await expect(page.getByTestId("image-tile")).toHaveCount(2, { timeout: 60_000 });
  expect(sent).toHaveLength(2);
  expect(sent[1]?.type).toBe("image/jpeg");
  expect(sent[1]?.size).toBeLessThanOrEqual(100 * 1024 * 1.05);
});
