import { type Browser, expect, type Page, test } from "@playwright/test";
import { eq, inArray, like } from "drizzle-orm";
import { INQUIRY_SENT, QUOTE_AGE_OPTIONS, QUOTE_SENT } from "#domain/inquiry-text";
import { ADDRESS_LEAD_CAP, MIN_FILL_MS } from "#domain/lead-intake";
import { heldLeads, inquiries, notificationOutbox, rateEvents } from "#server/db/schema";
import { type LeadAlertWorker, startLeadAlerts } from "#server/jobs/lead-alerts";
import { createAccount, type TestAccount } from "../support/accounts";
import { type HookReceiver, type ReceivedHook, startHookReceiver } from "../support/alert-receivers";
import { insertVehicle } from "../support/fixtures";
import { startTestApp, type TestApp } from "../support/test-app";

/**
 * A campaign burst as a broker meets it: many customers behind one public address (a carrier's or an office's)
 * send the home form within a minute, from phones and desktops. None is turned away: every one is stored, listed
 * and announced. And a customer who asks again goes back to the consultant who had them. The app runs in this
 * worker with its per-address limits on (every browser here is 127.0.0.1: one address), and its alert worker
 * posts to a local webhook receiver.
 */

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const DESKTOP = { viewport: { width: 1440, height: 900 } } as const;
// Thirty sends, each a few page round trips; a machine shared with other work runs them slowly.
test.describe.configure({ mode: "serial", timeout: 600_000 });

let app: TestApp;
let hook: HookReceiver;
let worker: LeadAlertWorker;
let admin: TestAccount;
let slug: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  hook = await startHookReceiver();
  app = await startTestApp({ pages: true, env: { NOTIFY_WEBHOOK_URL: hook.url } });
  // A short digest window: the burst's alerts fold as they do in production, without a minute's wait here.
  worker = startLeadAlerts(app.ctx, { siteUrl: app.url, pollMs: 100, digestWindowMs: 3_000 });
  admin = await createAccount(app, "admin");
  slug = (
    await insertVehicle(app.ctx, {
      name: "재문의 그랜저 하이브리드",
      priceInfo: [{ deposit: "무보증", period: "48개월", monthly: "61만 2천원", totalKm: "2만km" }],
    })
  ).slug;
});
test.afterAll(async () => {
  await worker?.stop();
  await app?.close();
  await hook?.down();
});

/** The leads a delivered webhook call announces: one, or a digest's. */
const announced = (call: ReceivedHook): number[] => {
  const body = call.body as { lead?: { id: number }; leads?: { id: number }[] };
  return body.lead ? [body.lead.id] : (body.leads ?? []).map((l) => l.id);
};

/**
 * A person takes a few seconds over a form; one sent sooner is held as a bot's. The page's own clock says how long
 * it has been open (what it sends as `fillMs`), so this waits for that state rather than for wall-clock time.
 */
const readingTime = (page: Page) =>
  page.waitForFunction((least) => performance.now() > least, MIN_FILL_MS + 250, { timeout: 30_000 });

/** Opens the home page on a device of its own, as one more visitor. */
async function homePage(browser: Browser, device: typeof PHONE | typeof DESKTOP): Promise<Page> {
  const context = await browser.newContext({ ...device, baseURL: app.url, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  const page = await context.newPage();
  await page.goto("/");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return page;
}

/** Fills and sends the home form, and waits for its answer on the page. */
async function sendHomeForm(page: Page, name: string, contact: string) {
  const form = page.getByTestId("quick-consult-form");
  await form.getByPlaceholder("이름*").fill(name);
  await form.getByPlaceholder("연락처*").fill(contact);
  await form.getByPlaceholder("희망 차량*").fill("카니발");
  await readingTime(page);
  await form.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
  const answered = page.waitForResponse(
    (res) => res.url().endsWith("/api/inquiries") && res.request().method() === "POST",
  );
  await form.getByRole("button", { name: "상담 신청" }).click();
  expect((await answered).status()).toBe(201);
  await expect(page.getByTestId("inquiry-status")).toContainText(INQUIRY_SENT);
}

test(`${ADDRESS_LEAD_CAP} customers with distinct numbers from one address within a minute are all stored, listed and alerted`, async ({
  browser,
}) => {
  const names = Array.from({ length: ADDRESS_LEAD_CAP }, (_, i) => `한주소고객${String(i).padStart(2, "0")}`);
  // Half from phones, half from desktops, at once: every request comes from this one address. Each page sends its
  // form again for the next customer, as a shop's shared tablet would; the server sees only the address.
  const devices = [PHONE, DESKTOP];
  await Promise.all(
    devices.map(async (device, d) => {
      const page = await homePage(browser, device);
      for (let i = d; i < names.length; i += devices.length)
        await sendHomeForm(page, names[i]!, `010-7${String(i).padStart(3, "0")}-${String(1000 + i)}`);
      await page.context().close();
    }),
  );

  const stored = await app.ctx.db
    .select({ id: inquiries.id, name: inquiries.name })
    .from(inquiries)
    .where(like(inquiries.name, "한주소고객%"));
  expect(stored.map((row) => row.name).sort()).toEqual(names);
  expect(await app.ctx.db.$count(heldLeads, like(heldLeads.name, "한주소고객%"))).toBe(0);

  // The admin's list shows them all.
  const context = await browser.newContext({ ...PHONE, baseURL: app.url, locale: "ko-KR" });
  const [name, value] = admin.cookie.split(";")[0]!.split("=");
  await context.addCookies([{ name: name!, value: value!, url: app.url }]);
  const page = await context.newPage();
  await page.goto(`/admin?tab=inquiries&q=${encodeURIComponent("한주소고객")}&pageSize=50`);
  await expect(page.getByTestId("status-count-all")).toContainText(String(ADDRESS_LEAD_CAP));
  await context.close();

  // Every one announced exactly once (a burst folds into digests).
  const ids = stored.map((row) => row.id);
  await expect
    .poll(
      () =>
        new Set(
          hook
            .delivered()
            .flatMap(announced)
            .filter((id) => ids.includes(id)),
        ).size,
      {
        timeout: 150_000,
      },
    )
    .toBe(ids.length);
  const announcements = hook.delivered().flatMap(announced);
  for (const id of ids)
    expect(
      announcements.filter((seen) => seen === id),
      `lead ${id}`,
    ).toHaveLength(1);
});

test("a returning customer's lead lands with the consultant who had their first one", async ({ browser }) => {
  // Another day: the burst above has used this address's 30 leads of the window (past them a lead is held).
  await app.ctx.db.delete(rateEvents);
  const contact = "010-4321-8765";
  const home = await homePage(browser, PHONE);
  await sendHomeForm(home, "돌아온고객", contact);
  await home.context().close();
  const [first] = await app.ctx.db.select().from(inquiries).where(eq(inquiries.name, "돌아온고객"));
  expect(first?.assigneeId).toBeNull();

  // The admin takes the lead on its page.
  const adminContext = await browser.newContext({ ...DESKTOP, baseURL: app.url, locale: "ko-KR" });
  const [cookieName, cookieValue] = admin.cookie.split(";")[0]!.split("=");
  await adminContext.addCookies([{ name: cookieName!, value: cookieValue!, url: app.url }]);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`/admin/leads/${first!.id}`);
  await adminPage.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const owner = adminPage.locator("#lead-owner");
  await owner.selectOption(String(admin.id));
  await expect
    .poll(async () => (await app.ctx.db.select().from(inquiries).where(eq(inquiries.id, first!.id)))[0]?.assigneeId)
    .toBe(admin.id);

  // Days later the same number asks about a car from its page, on a phone. (Its first alert went out then: a
  // number is announced once in ten minutes.)
  await app.ctx.db
    .update(notificationOutbox)
    .set({ createdAt: new Date(Date.now() - 86_400_000) })
    .where(eq(notificationOutbox.inquiryId, first!.id));
  const context = await browser.newContext({ ...PHONE, baseURL: app.url, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  const page = await context.newPage();
  await page.goto(`/vehicles/${slug}#quote`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  const form = page.getByTestId("quote-page-form");
  await form.getByLabel("이름").fill("돌아온고객");
  await form.getByLabel("연락처").fill(contact);
  await readingTime(page);
  await form.getByRole("radio", { name: QUOTE_AGE_OPTIONS[0] }).check();
  await form.getByRole("checkbox", { name: /개인정보 수집 및 이용 동의/ }).check();
  await form.getByRole("button", { name: "견적 문의하기" }).click();
  await expect(page.getByTestId("quote-status")).toContainText(QUOTE_SENT, { timeout: 30_000 });
  await context.close();

  const rows = await app.ctx.db.select().from(inquiries).where(eq(inquiries.name, "돌아온고객"));
  const repeat = rows.find((row) => row.id !== first!.id);
  expect(repeat).toMatchObject({ assigneeId: admin.id, repeatOfId: first!.id, vehicleSlug: slug });

  // It heads the consultant's 내 담당 list, marked 재문의.
  await adminPage.goto("/admin?tab=inquiries&assignee=me");
  const firstRow = adminPage.getByTestId("inquiry-row").first();
  await expect(firstRow).toContainText("돌아온고객");
  await expect(firstRow).toContainText("재문의");
  await adminContext.close();

  // Its alert says 재문의 and names the consultant.
  await expect
    .poll(() => hook.delivered().find((call) => announced(call).includes(repeat!.id))?.body, { timeout: 60_000 })
    .toMatchObject({ lead: { id: repeat!.id, repeatOfId: first!.id, assigneeName: expect.any(String) } });
  expect(
    await app.ctx.db.$count(inquiries, inArray(inquiries.id, [first!.id, repeat!.id])),
    "both leads kept, the repeat linked, not merged",
  ).toBe(2);
});
