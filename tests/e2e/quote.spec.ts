import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import { planCost } from "#domain/plan-cost";
import { formatWon } from "#domain/pricing";
import { openDatabase } from "#server/db/client";
import { quotes } from "#server/db/schema";
import { type SiteProcess, startSiteProcess } from "../support/site-process";
import { E2E_ADMIN } from "./global-setup";
import { gotoHydrated, photoDataUrl } from "./support";

/**
 * The whole-term cost under the price table follows the chosen plan, and 견적서 보기 issues a quote whose link
 * shows the figures of issue to anyone, whatever the listing's price does afterwards.
 */

test.describe.configure({ timeout: 120_000 });

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const enc = encodeURIComponent;

const PRICES = [
  { period: "60개월", deposit: "무보증", monthly: "월 52만 6천원", totalKm: "2만km" },
  { period: "36개월", deposit: "300만원", monthly: "월 61만 4천원", totalKm: "3만km" },
];

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post("/api/auth/login", { data: E2E_ADMIN })).ok()).toBe(true);
  return page;
}

async function listing(request: APIRequestContext) {
  const res = await request.post("/api/vehicles", {
    data: {
      name: unique("E2E 견적 쏘렌토 "),
      category: "중형 SUV",
      badges: ["신차"],
      images: [await photoDataUrl("#2a6f97")],
      basicInfo: { 연료: "하이브리드", 제조연식: "25년07월", 주행거리: "5km" },
      priceInfo: PRICES,
      depositInstallment: "가능 (50:50 2회 분납)",
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { vehicle: { id: number; slug: string; name: string; updatedAt: string } }).vehicle;
}

const totalOf = (i: number) => formatWon(planCost(PRICES[i]!, "가능 (50:50 2회 분납)").totalWon ?? 0);

test("the cost of the selected plan follows the price table", async ({ browser, page }) => {
  const admin = await adminPage(browser);
  const car = await listing(admin.request);
  await gotoHydrated(page, `/vehicles/${enc(car.slug)}`);
  const panel = page.getByTestId("plan-cost");
  await expect(panel.getByTestId("plan-cost-total")).toHaveText(totalOf(0));
  await expect(panel.getByTestId("plan-cost-deposit")).toHaveText("무보증");
  await expect(panel.getByTestId("plan-cost-instalments")).toHaveCount(0);

  await page.getByRole("radio", { name: "36개월 · 보증금 300만원 · 월 61만 4천원" }).check();
  await expect(panel.getByTestId("plan-cost-total")).toHaveText(totalOf(1));
  await expect(panel.getByTestId("plan-cost-deposit")).toHaveText("300만원");
  await expect(panel.getByTestId("plan-cost-instalments")).toContainText("1회 150만원 + 2회 150만원");
  await expect(panel).toContainText("예상 금액이며 실제 계약 조건에 따라 달라질 수 있습니다.");
  await admin.context().close();
});

test("an issued quote keeps its figures for anyone with the link after the price changes", async ({
  browser,
  page,
}) => {
  const admin = await adminPage(browser);
  const car = await listing(admin.request);
  await gotoHydrated(page, `/vehicles/${enc(car.slug)}`);
  await page.getByRole("radio", { name: "36개월 · 보증금 300만원 · 월 61만 4천원" }).check();
  await page.getByRole("button", { name: "견적서 보기" }).click();
  await expect(page).toHaveURL(/\/quote\/[A-Za-z0-9_-]{32}$/);
  const link = page.url();
  await expect(page.getByTestId("quote-cost").getByTestId("plan-cost-total")).toHaveText(totalOf(1));

  // The price changes after the quote was issued.
  const changed = await admin.request.patch(`/api/vehicles/${car.id}`, {
    data: { priceInfo: [PRICES[0], { ...PRICES[1], monthly: "월 79만원" }], updatedAt: car.updatedAt },
  });
  expect(changed.ok()).toBe(true);
  const vehiclePage = await admin.request.get(`/vehicles/${enc(car.slug)}`);
  expect(await vehiclePage.text()).toContain("월 79만원");

  // Someone else opens the link.
  const other = await browser.newContext();
  const reader = await other.newPage();
  await gotoHydrated(reader, link);
  await expect(reader.getByRole("heading", { name: "장기렌트 견적서" })).toBeVisible();
  await expect(reader.getByTestId("quote-vehicle")).toHaveText(car.name);
  await expect(reader.getByTestId("quote-plan")).toContainText("월 61만 4천원");
  await expect(reader.getByTestId("quote-plan")).not.toContainText("월 79만원");
  await expect(reader.getByTestId("plan-cost-total")).toHaveText(totalOf(1));
  await expect(reader.getByTestId("quote-expires")).toContainText("까지");
  await other.close();
  await admin.context().close();
});

test("견적서 보기 works without JavaScript", async ({ browser }) => {
  const admin = await adminPage(browser);
  const car = await listing(admin.request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/vehicles/${enc(car.slug)}`);
  await page.getByRole("button", { name: "견적서 보기" }).click();
  await expect(page).toHaveURL(/\/quote\/[A-Za-z0-9_-]{32}$/);
  await expect(page.getByTestId("plan-cost-total")).toHaveText(totalOf(0));
  await context.close();
  await admin.context().close();
});

test("an expired quote says 만료된 견적서 and leads to the vehicle page", async ({ browser }) => {
  test.setTimeout(240_000);
  // A server of its own, stopped while its database is changed: the shared one's embedded database is its alone.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-e2e-quote-"));
  const env = {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SEED_DEMO: "false",
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    LOG_LEVEL: "warn",
  };
  let site: SiteProcess | null = await startSiteProcess(env);
  try {
    const context = await browser.newContext({ baseURL: site.url });
    const request = context.request;
    expect((await request.post("/api/auth/login", { data: E2E_ADMIN })).ok()).toBe(true);
    const car = await listing(request);
    const issued = await request.post("/api/quotes", { data: { slug: car.slug, row: 0 } });
    expect(issued.status()).toBe(201);
    const { token } = (await issued.json()) as { token: string };
    await context.close();
    await site.stop();
    site = null;

    const database = await openDatabase({ pgliteDir: path.join(dataDir, "pgdata") });
    try {
      await database.db
        .update(quotes)
        .set({ expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(quotes.token, token));
    } finally {
      await database.close();
    }

    site = await startSiteProcess(env);
    const reader = await browser.newContext({ baseURL: site.url });
    const page = await reader.newPage();
    const res = await gotoHydrated(page, `/quote/${token}`);
    expect(res?.status()).toBe(410);
    await expect(page.getByRole("heading", { name: "만료된 견적서" })).toBeVisible();
    await expect(page.getByTestId("plan-cost-total")).toHaveCount(0);
    await page.getByRole("link", { name: "차량 페이지에서 최신 요금 보기" }).click();
    await expect(page).toHaveURL(new RegExp(`/vehicles/${enc(car.slug)}$`));
    await expect(page.getByTestId("vehicle-name")).toHaveText(car.name);
    await reader.close();
  } finally {
    await site?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
