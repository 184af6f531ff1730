import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { partnerVehiclePayload, partnerVehicleTemplate } from "#domain/partner-vehicle";
import { SITE_SETTINGS_SAVED } from "#domain/site-settings";
import { loadConfig } from "#server/config";
import { type AppContext, createContext } from "#server/context";
import { openDatabase } from "#server/db/client";
import { createLogger } from "#server/log";
import { openMediaStorage } from "#server/media/open-storage";
import { DEMO_VEHICLES } from "#server/seed/demo-data";
import { storeImage } from "#server/services/media/upload-slots";
import { insertDemoCatalogue } from "../support/demo-catalogue";
import { makeImage } from "../support/images";
import { createPostgresDatabase } from "../support/postgres-database";
import { type SiteProcess, startSiteProcess } from "../support/site-process";
import { gotoHydrated } from "./support";

/**
 * A broker's first day, on a fresh install with the demo catalogue, through the admin only: the start checklist,
 * the brand and business details in 사이트 설정, a lead-alert webhook with its 테스트 발송 and the site's address in
 * 알림 설정, a consultant added in 직원 관리, the demo data deleted, a partner approved and their listing reviewed.
 * The checklist then has nothing left, and the public site shows the brand and no demo car or review. Its own
 * built server on its own PostgreSQL database (TEST_DATABASE_URL), as demo-data.spec.ts.
 */

const ADMIN = { username: "first-day-owner", password: "first-day-owner-password-2026" };
const BRAND = { name: "바른렌트", tagline: "정직한 장기렌트, 바른렌트" };
const DETAILS = {
  "사이트 이름": BRAND.name,
  "한 줄 소개": BRAND.tagline,
  상호: "(주)바른렌트",
  대표자: "김대표",
  사업자등록번호: "214-86-12341",
  "통신판매업 신고번호": "제2025-서울강남-01234호",
  주소: "서울특별시 강남구 테헤란로 123, 4층",
  전화: "1644-1234",
  운영시간: "평일 09:00-18:00",
  이메일: "help@bareun-rent.kr",
  "카카오 채널": "https://pf.kakao.com/_bareun",
  "영상 채널": "",
  "사진 채널": "",
  카페: "",
};
test.describe.configure({ mode: "serial", timeout: 300_000 });
test.skip(!process.env.TEST_DATABASE_URL, "the test stores the demo catalogue in the site's PostgreSQL database");

let database: { url: string; drop(): Promise<void> };
let site: SiteProcess;
let dataDir: string;
let writer: { ctx: AppContext; close(): Promise<void> };
/** The broker's own receiver of new-lead alerts: what it was sent. */
let hook: { server: Server; url: string; received: string[] };

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const received: string[] = [];
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      received.push(body);
      res.writeHead(200, { "Content-Type": "text/plain" }).end("ok from the broker's hook");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  hook = { server, received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/leads` };

  database = await createPostgresDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-first-day-"));
  const env = {
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    SEED_DEMO: "false",
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    ALLOWED_HOSTS: "127.0.0.1",
    LOG_LEVEL: "warn",
    RATE_LIMIT_DISABLED: "true",
  };
  site = await startSiteProcess(env);
  const config = loadConfig({ ...env, NODE_ENV: "test", SESSION_SECRET: "x".repeat(64) });
  const db = await openDatabase({ url: database.url, poolSize: 2 });
  const ctx = createContext({ config, database: db, storage: openMediaStorage(config), log: createLogger(config) });
  writer = { ctx, close: () => db.close() };
  await insertDemoCatalogue(writer.ctx);
});
test.afterAll(async () => {
  await site?.stop();
  await writer?.close();
  await database?.drop();
  await new Promise((resolve) => hook?.server.close(resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(
  browser: Browser,
  account: { username: string; password: string; role?: "partner" },
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    baseURL: site.url,
    locale: "ko-KR",
    timezoneId: "Asia/Seoul",
  });
  const page = await context.newPage();
  expect((await page.request.post("/api/auth/login", { data: account })).ok()).toBe(true);
  return page;
}

test("a broker's first day: from the start checklist to launch, through the admin only", async ({ browser }) => {
  const admin = await signedIn(browser, ADMIN);
  await gotoHydrated(admin, "/admin");
  const checklist = admin.getByTestId("setup-checklist");
  for (const item of ["business", "alerts", "publicUrl", "demoData"])
    await expect(checklist.locator(`[data-check="${item}"]`)).toHaveAttribute("data-ok", "false");

  // 사이트 설정: the brand and the business details.
  await gotoHydrated(admin, "/admin/settings");
  for (const [label, value] of Object.entries(DETAILS))
    await admin.getByLabel(label, { exact: false }).first().fill(value);
  await admin.getByRole("button", { name: "저장", exact: true }).first().click();
  await expect(admin.getByRole("status").filter({ hasText: SITE_SETTINGS_SAVED })).toBeVisible({ timeout: 30_000 });

  // 알림 설정: new leads to the broker's webhook, its 테스트 발송 answered, and the site's address as reached.
  await gotoHydrated(admin, "/admin/alert-settings");
  await admin.getByLabel("담당자 알림 보내기").check();
  await admin.getByLabel("웹훅 주소").first().fill(hook.url);
  await admin.getByRole("button", { name: "저장", exact: true }).click();
  await expect(admin.getByText("저장됨").first()).toBeVisible({ timeout: 30_000 });
  await admin.getByRole("button", { name: "웹훅 테스트 발송" }).first().click();
  await expect(admin.getByRole("status").filter({ hasText: "200" }).first()).toBeVisible({ timeout: 30_000 });
  expect(hook.received.length).toBeGreaterThan(0);
  await admin.getByRole("button", { name: "지금 접속한 주소로 저장" }).click();
  await expect(admin.getByText(site.url).first()).toBeVisible({ timeout: 30_000 });

  // 직원 관리: a consultant, with a one-time password shown once.
  await gotoHydrated(admin, "/admin/staff");
  const add = admin.locator("section").filter({ has: admin.getByRole("heading", { name: "직원 추가" }) });
  await add.getByLabel("이름").fill("이상담");
  await add.getByLabel("아이디").fill("sangdam01");
  await add.getByLabel("연락처").fill("010-2345-6789");
  await add.getByLabel("이메일").fill("sangdam@bareun-rent.kr");
  await add.getByRole("button", { name: "직원 추가" }).click();
  await expect(admin.getByTestId("one-time-password")).not.toBeEmpty({ timeout: 30_000 });
  await admin.getByRole("dialog").getByRole("button", { name: "확인" }).click();
  await expect(admin.getByText("이상담").first()).toBeVisible();

  // 데모 데이터 모두 삭제.
  await gotoHydrated(admin, "/admin/settings");
  const demo = admin.getByTestId("demo-data");
  await demo.getByRole("button", { name: "데모 데이터 모두 삭제" }).click();
  await admin
    .getByRole("dialog", { name: "데모 데이터를 모두 삭제할까요?" })
    .getByRole("button", { name: "모두 삭제" })
    .click();
  await expect(demo.getByTestId("demo-data-none")).toBeVisible({ timeout: 60_000 });

  // A rental company applies; the broker approves it in 파트너 신청.
  const visitor = await browser.newPage({ baseURL: site.url });
  const partner = { loginId: "bareunpartner", password: "partner-first-day-2026" };
  const applied = await visitor.request.post("/api/partners", {
    data: {
      type: "딜러",
      loginId: partner.loginId,
      password: partner.password,
      affiliatedCompany: "바른캐피탈 강남지점",
      dealerNamePosition: "박딜러 / 과장",
      dealerPhone: "010-3333-4444",
      dealerEmail: "dealer@bareun-capital.kr",
      dealerAddress: "서울시 서초구",
      privacyAgree: true,
      serviceAgree: true,
    },
  });
  expect(applied.status()).toBe(201);
  await gotoHydrated(admin, "/admin?tab=partners");
  const card = admin.getByTestId("partner-row").filter({ hasText: "바른캐피탈 강남지점" });
  await card.getByRole("button", { name: "바른캐피탈 강남지점 승인" }).click();
  await admin.getByRole("dialog").getByRole("button", { name: "승인" }).click();
  await expect(card).toContainText("승인됨");

  // The partner lists a car with the form's claims untouched; the broker reviews it, marking each empty fact.
  const partnerPage = await signedIn(browser, {
    username: partner.loginId,
    password: partner.password,
    role: "partner",
  });
  const draft = partnerVehicleTemplate("중형 SUV", "신차");
  draft.name = "쏘렌토 하이브리드 바른 특가";
  draft.images = [(await storeImage(writer.ctx, await makeImage({ color: "#335577" }))).url];
  draft.priceInfo[0] = { ...draft.priceInfo[0]!, deposit: "300만원", monthly: "55만원" };
  const listed = await partnerPage.request.post("/api/partner/vehicles", { data: partnerVehiclePayload(draft) });
  expect(listed.status()).toBe(201);
  const { slug } = ((await listed.json()) as { vehicle: { slug: string } }).vehicle;
  await gotoHydrated(admin, "/admin/listing-reviews");
  const item = admin.getByTestId("review-item").filter({ hasText: draft.name });
  for (const fact of ["연식", "주행거리", "보험 보장", "계약 조건"])
    await item.getByRole("checkbox", { name: `${fact} → 렌트사 문의` }).check();
  await item.getByRole("button", { name: "승인하고 게시" }).click();
  await expect(admin.getByTestId("review-item").filter({ hasText: draft.name })).toHaveCount(0);

  // Launch: nothing left on the checklist.
  await gotoHydrated(admin, "/admin");
  await expect(admin.getByTestId("setup-checklist")).toHaveCount(0);

  // The public site: the brand, the partner's car, and no demo car or review.
  await visitor.goto("/");
  await expect(visitor).toHaveTitle(new RegExp(BRAND.name));
  await expect(visitor.getByTestId("business-info")).toContainText("(주)바른렌트");
  expect((await visitor.request.get(`/vehicles/${slug}`)).status()).toBe(200);
  for (const demoCar of DEMO_VEHICLES.slice(0, 5))
    expect((await visitor.request.get(`/vehicles/${demoCar.slug}`)).status()).toBe(404);
  await visitor.goto("/reviews");
  await expect(visitor.getByText("첫 장기렌트라 걱정이 많았는데", { exact: false })).toHaveCount(0);
});
