import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { SITE_SETTINGS_SAVED } from "#domain/site-settings";
import { createPostgresDatabase } from "../support/postgres-database";
import { type SiteProcess, startSiteProcess } from "../support/site-process";

/**
 * A broker sets up the site without a developer: on a fresh install the dashboard's 설정 점검 lists the stand-in
 * business details, the admin fills in 사이트 설정 on a phone, and every instance shows the new footer and dials the
 * new number, while the checklist goes away. Two built server processes over one PostgreSQL database stand for two
 * machines behind a load balancer, so this needs TEST_DATABASE_URL (as `.ci/run` sets it when PostgreSQL answers).
 */

const ADMIN = { username: "settings-admin", password: "settings-admin-password-2026" };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;
test.describe.configure({ mode: "serial", timeout: 240_000 });
test.skip(!process.env.TEST_DATABASE_URL, "two instances share one PostgreSQL database: set TEST_DATABASE_URL");

let database: { url: string; drop(): Promise<void> };
const sites: SiteProcess[] = [];
const dataDirs: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  database = await createPostgresDatabase();
  const start = async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-settings-"));
    dataDirs.push(dataDir);
    return startSiteProcess({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      SEED_DEMO: "false",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // Everything but the business details is set, as a deployment does through its environment.
      PUBLIC_URL: "http://rent.example.kr",
      ALLOWED_HOSTS: "127.0.0.1",
      NOTIFY_WEBHOOK_URL: "http://127.0.0.1:9/hooks/leads",
      LOG_LEVEL: "warn",
      RATE_LIMIT_DISABLED: "true",
    });
  };
  // One after the other: the first applies the migrations, the second finds them applied.
  sites.push(await start());
  sites.push(await start());
});
test.afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()));
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function signedIn(browser: Browser, site: SiteProcess, device: typeof PHONE | typeof DESKTOP): Promise<Page> {
  const context = await browser.newContext({ ...device, baseURL: site.url, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  const page = await context.newPage();
  const res = await page.request.post("/api/auth/login", { data: ADMIN });
  expect(res.ok()).toBe(true);
  return page;
}

const REAL = {
  "사이트 이름": "바른렌트",
  "한 줄 소개": "법인·개인 장기렌트 비교 견적",
  상호: "(주)바른렌트",
  대표자: "김대표",
  사업자등록번호: "214-86-12341",
  "통신판매업 신고번호": "제2025-서울강남-01234호",
  주소: "서울특별시 강남구 테헤란로 123, 4층",
  전화: "1644-1234",
  운영시간: "평일 09:00-18:00",
  이메일: "help@bareun-rent.kr",
  // A fresh install's channels are the platforms' front pages: the business's own, or none.
  "카카오 채널": "https://pf.kakao.com/_bareun",
  "영상 채널": "https://www.youtube.com/@bareunrent",
  "사진 채널": "",
  카페: "https://cafe.naver.com/bareunrent",
};

test("사이트 설정 on a phone changes every instance's footer and 전화 상담, and the 설정 점검 goes away", async ({
  browser,
}) => {
  const [a, b] = sites as [SiteProcess, SiteProcess];
  const admin = await signedIn(browser, a, PHONE);
  await admin.goto("/admin");
  const checklist = admin.getByTestId("setup-checklist");
  await expect(checklist).toBeVisible();
  await expect(checklist.locator('[data-check="business"]')).toHaveAttribute("data-ok", "false");
  await checklist.getByRole("link", { name: "사이트 설정으로 이동" }).first().click();
  await expect(admin).toHaveURL(/\/admin\/settings$/);
  await admin.locator("html[data-hydrated]").waitFor({ state: "attached" });

  for (const [label, value] of Object.entries(REAL))
    await admin.getByLabel(label, { exact: false }).first().fill(value);
  await admin.getByRole("button", { name: "저장" }).click();
  await expect(admin.getByRole("status").filter({ hasText: SITE_SETTINGS_SAVED })).toBeVisible({ timeout: 30_000 });

  await admin.goto("/admin");
  await expect(admin.getByTestId("setup-checklist")).toHaveCount(0);
  await admin.context().close();

  // A visitor on the other instance, on a phone and on a desktop, sees the business as saved.
  for (const device of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ ...device, baseURL: b.url, locale: "ko-KR" });
    const visitor = await context.newPage();
    await expect(async () => {
      await visitor.goto("/");
      await expect(visitor.getByTestId("business-info")).toContainText("(주)바른렌트", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    const footer = visitor.getByTestId("business-info");
    for (const part of ["대표 김대표", "사업자등록번호 214-86-12341", "제2025-서울강남-01234호"])
      await expect(footer).toContainText(part);
    await expect(visitor.locator('a[href="tel:15880000"]')).toHaveCount(0);
    await expect(visitor.locator('a[href="tel:16441234"]').first()).toBeAttached();
    await expect(visitor.getByText("홍길동")).toHaveCount(0);
    await context.close();
  }
});
