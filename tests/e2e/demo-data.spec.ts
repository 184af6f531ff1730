import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { loadConfig } from "#server/config";
import { type AppContext, createContext } from "#server/context";
import { openDatabase } from "#server/db/client";
import { createLogger } from "#server/log";
import { openMediaStorage } from "#server/media/open-storage";
import { DEMO_VEHICLES } from "#server/seed/demo-data";
import { insertDemoCatalogue } from "../support/demo-catalogue";
import { createPostgresDatabase } from "../support/postgres-database";
import { type SiteProcess, startSiteProcess } from "../support/site-process";
import { gotoHydrated } from "./support";

/**
 * A broker leaves the demo data in one action: 사이트 설정 counts the demo listings, reviews, posts and photos,
 * the confirmation says what goes, and once confirmed the screen and the public site show none of it. Its own
 * built server (the shared one's demo data is every other spec's), on PostgreSQL so the test can store the demo
 * catalogue beside it, as the first start's seed would (TEST_DATABASE_URL).
 */

const ADMIN = { username: "demo-data-admin", password: "demo-data-admin-password-2026" };
const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
} as const;
test.describe.configure({ mode: "serial", timeout: 180_000 });
test.skip(!process.env.TEST_DATABASE_URL, "the test stores the demo catalogue in the site's PostgreSQL database");

let database: { url: string; drop(): Promise<void> };
let site: SiteProcess;
let dataDir: string;
let writer: { ctx: AppContext; close(): Promise<void> };

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createPostgresDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-demo-data-"));
  const env = {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SEED_DEMO: "false",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    PUBLIC_URL: "http://rent.example.kr",
    ALLOWED_HOSTS: "127.0.0.1",
    LOG_LEVEL: "warn",
    RATE_LIMIT_DISABLED: "true",
  };
  site = await startSiteProcess(env);
  // The same database and media folder as the site, as its seed writes them.
  const config = loadConfig({ ...env, NODE_ENV: "test", SESSION_SECRET: "x".repeat(64) });
  const db = await openDatabase({ url: database.url, poolSize: 2 });
  const ctx = createContext({ config, database: db, storage: openMediaStorage(config), log: createLogger(config) });
  writer = { ctx, close: () => db.close() };
});
test.afterAll(async () => {
  await site?.stop();
  await writer?.close();
  await database?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(browser: Browser, device: keyof typeof DEVICES): Promise<Page> {
  const context = await browser.newContext({
    ...DEVICES[device],
    baseURL: site.url,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
  });
  const page = await context.newPage();
  const res = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(res.ok()).toBe(true);
  return page;
}

/** The theme as the site's own toggle sets it (a class on <html>), with the colour transitions finished. */
async function setTheme(page: Page, theme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  }, theme === "dark");
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

async function shoot(page: Page, name: string) {
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    const file = test.info().outputPath(`${name}-${theme}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
    await test.info().attach(`${name}-${theme}`, { path: file, contentType: "image/png" });
  }
}

test("the admin deletes the demo data after a confirmation that counts it, and the site shows none of it", async ({
  browser,
}) => {
  await insertDemoCatalogue(writer.ctx);
  const firstDemo = DEMO_VEHICLES[0]!;
  const visitor = await browser.newPage({ baseURL: site.url });
  await expect.poll(async () => (await visitor.request.get(`/vehicles/${firstDemo.slug}`)).status()).toBe(200);

  const desktop = await signedIn(browser, "desktop");
  await gotoHydrated(desktop, "/admin/settings");
  const panel = desktop.getByTestId("demo-data");
  await expect(panel.getByRole("heading", { name: "데모 데이터" })).toBeVisible();
  await expect(panel.locator('[data-count="vehicles"]')).toHaveText(`${DEMO_VEHICLES.length}대`);
  await panel.scrollIntoViewIfNeeded();
  await shoot(desktop, "demo-data-desktop");

  const phone = await signedIn(browser, "phone");
  await gotoHydrated(phone, "/admin/settings");
  await expect(phone.getByTestId("demo-data").getByRole("button", { name: "데모 데이터 모두 삭제" })).toBeEnabled();
  await shoot(phone, "demo-data-phone");

  // Cancelled first: nothing goes.
  const button = panel.getByRole("button", { name: "데모 데이터 모두 삭제" });
  await button.click();
  const dialog = desktop.getByRole("dialog", { name: "데모 데이터를 모두 삭제할까요?" });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    `데모 차량 ${DEMO_VEHICLES.length}대, 후기 26건, 게시글 4건, 사진 2장을 삭제합니다.`,
  );
  await dialog.getByRole("button", { name: "취소" }).click();
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  expect((await visitor.request.get(`/vehicles/${firstDemo.slug}`)).status()).toBe(200);

  // Confirmed: the answer's count, then the note that nothing is left.
  await button.click();
  await expect(dialog).toBeVisible();
  await shoot(desktop, "demo-data-confirm-desktop");
  await dialog.getByRole("button", { name: "모두 삭제" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByRole("status")).toHaveText(
    `데모 차량 ${DEMO_VEHICLES.length}대, 후기 26건, 게시글 4건, 사진 2장을 삭제했습니다.`,
  );
  await expect(panel.getByTestId("demo-data-none")).toContainText("삭제할 데모 데이터가 없습니다.");
  await expect(panel.getByRole("button", { name: "데모 데이터 모두 삭제" })).toHaveCount(0);
  await shoot(desktop, "demo-data-done-desktop");
  expect((await visitor.request.get(`/vehicles/${firstDemo.slug}`)).status()).toBe(404);
  await visitor.goto("/reviews");
  await expect(visitor.getByText("첫 장기렌트라 걱정이 많았는데", { exact: false })).toHaveCount(0);
});
