import { type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { INQUIRY_SENT } from "#domain/inquiry-text";
import { inquiries } from "#server/db/schema";
import { issueQuote } from "#server/services/quotes/issue-quote";
import { createAccount, type TestAccount } from "../support/accounts";
import { insertVehicle } from "../support/fixtures";
import { startTestApp, type TestApp } from "../support/test-app";

/**
 * No page is a dead end: a visitor on a sold car's page or a shared 견적서 asks from that page, with JavaScript and
 * without, on a phone and on a desktop, and the lead shows the car or the quote on the admin's lead page. The app runs
 * in this worker on its own database, so each test reads what was stored, not only what was sent.
 */

const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
} satisfies Record<string, BrowserContextOptions>;
// Several page loads each; a machine shared with other work runs them slowly.
test.describe.configure({ timeout: 90_000 });

const PLAN = { deposit: "무보증", period: "48개월", monthly: "61만 2천원", totalKm: "2만km" };
let app: TestApp;
let admin: TestAccount;
const sold = { slug: "", name: "판매끝 더 뉴 그랜저 캘리그래피" };
const quoted = { slug: "", name: "견적서 쏘렌토 하이브리드 시그니처", token: "" };

test.beforeAll(async () => {
  // A migrated database and the built site, in this worker; slower than one test when the machine is busy.
  test.setTimeout(180_000);
  // Every request comes from 127.0.0.1; the per-address caps have their own API tests.
  app = await startTestApp({ pages: true, env: { RATE_LIMIT_DISABLED: "true" } });
  sold.slug = (
    await insertVehicle(app.ctx, { name: sold.name, status: "sold", imageCount: 1, priceInfo: [PLAN] })
  ).slug;
  quoted.slug = (await insertVehicle(app.ctx, { name: quoted.name, imageCount: 1, priceInfo: [PLAN] })).slug;
  quoted.token = (await issueQuote(app.ctx, { slug: quoted.slug, row: 0 }, { bucket: "dead-ends" })).token;
  admin = await createAccount(app, "admin");
});
test.afterAll(() => app?.close());

let counter = 0;
const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36).slice(-4)}${(counter++).toString(36)}`;

async function storedLead(name: string) {
  let row: typeof inquiries.$inferSelect | undefined;
  await expect
    .poll(async () => {
      [row] = await app.ctx.db.select().from(inquiries).where(eq(inquiries.name, name));
      return row !== undefined;
    })
    .toBe(true);
  return row as typeof inquiries.$inferSelect;
}

/** A visitor's browser: this screen, with or without JavaScript. */
async function visitor(browser: Browser, screen: BrowserContextOptions, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ ...screen, javaScriptEnabled, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  return { context, page: await context.newPage() };
}

async function open(page: Page, path: string, javaScript: boolean) {
  await page.goto(`${app.url}${path}`);
  // With scripts, the form answers in place once the page has come to life.
  if (javaScript) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Fills the lead form of the section `testId` as a person would, and sends it. */
async function ask(page: Page, testId: string, name: string) {
  const form = page.getByTestId(testId);
  await form.getByLabel("이름").fill(name);
  await form.getByLabel("연락처").fill("010-2718-2818");
  await form.getByLabel("상담 희망 시간 (선택)").selectOption({ label: "저녁" });
  await form.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
  await form.getByRole("button", { name: /상담 신청/ }).click();
  await expect(form.getByTestId("lead-status")).toContainText(INQUIRY_SENT);
}

/** The admin's page of the lead, signed in, in its own browser. */
async function adminLeadPage(browser: Browser, id: number) {
  const context = await browser.newContext(SCREENS.desktop);
  const [name, value] = admin.cookie.split("=") as [string, string];
  await context.addCookies([{ name, value, url: app.url }]);
  const page = await context.newPage();
  await page.goto(`${app.url}/admin/leads/${id}`);
  return { context, page };
}

for (const [screenName, screen] of Object.entries(SCREENS)) {
  for (const javaScript of [true, false]) {
    const how = `${screenName}, ${javaScript ? "with" : "without"} JavaScript`;

    test(`a visitor asks about a sold car from its page (${how}), and the lead names the car`, async ({ browser }) => {
      const { context, page } = await visitor(browser, screen, javaScript);
      try {
        await open(page, `/vehicles/${sold.slug}`, javaScript);
        await expect(page.getByTestId("sold-notice")).toBeVisible();
        // The contact bar stays: 전화 상담, and 견적 문의 leads to the form.
        const bar = page.locator("[data-sticky-actions]");
        await expect(bar.getByRole("link", { name: "전화 상담" })).toHaveAttribute("href", /^tel:/);
        await bar.getByRole("link", { name: "견적 문의" }).click();
        await expect(page).toHaveURL(/#lead-form$/);
        const form = page.getByTestId("sold-lead-form");
        await expect(form.getByRole("heading", { name: "이 차와 비슷한 차 상담받기" })).toBeInViewport();
        const name = uniqueName("판매완료");
        await ask(page, "sold-lead-form", name);
        if (!javaScript) await expect(page).toHaveURL(/[?&]inquiry=sent.*#lead-form$/);
        const lead = await storedLead(name);
        expect(lead).toMatchObject({
          source: "sold",
          vehicle: sold.name,
          vehicleSlug: sold.slug,
          callTime: "evening",
          contact: "01027182818",
        });
        const staff = await adminLeadPage(browser, lead.id);
        try {
          await expect(staff.page.getByRole("link", { name: sold.name })).toHaveAttribute(
            "href",
            `/vehicles/${sold.slug}`,
          );
          await expect(staff.page.getByText("판매완료 차량").first()).toBeVisible();
        } finally {
          await staff.context.close();
        }
      } finally {
        await context.close();
      }
    });

    test(`a visitor asks about a shared 견적서 from it (${how}), and the lead links the quote`, async ({ browser }) => {
      const { context, page } = await visitor(browser, screen, javaScript);
      try {
        await open(page, `/quote/${quoted.token}`, javaScript);
        const form = page.getByTestId("quote-lead-form");
        await form.getByRole("heading", { name: "이 견적으로 상담 신청" }).scrollIntoViewIfNeeded();
        const name = uniqueName("견적서");
        await ask(page, "quote-lead-form", name);
        if (!javaScript) await expect(page).toHaveURL(/[?&]inquiry=sent.*#lead-form$/);
        const lead = await storedLead(name);
        expect(lead).toMatchObject({
          source: "quote-sheet",
          quoteToken: quoted.token,
          vehicle: quoted.name,
          vehicleSlug: quoted.slug,
          plan: { period: PLAN.period, deposit: PLAN.deposit, monthly: PLAN.monthly, totalKm: PLAN.totalKm },
        });
        const staff = await adminLeadPage(browser, lead.id);
        try {
          await expect(staff.page.getByTestId("lead-quote-link")).toHaveAttribute("href", `/quote/${quoted.token}`);
          await expect(staff.page.getByRole("link", { name: quoted.name })).toBeVisible();
        } finally {
          await staff.context.close();
        }
      } finally {
        await context.close();
      }
    });
  }
}
