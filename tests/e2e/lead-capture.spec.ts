import { type Browser, type BrowserContextOptions, expect, type Locator, type Page, test } from "@playwright/test";
import { eq } from "drizzle-orm";
import { INQUIRY_SENT, QUOTE_AGE_OPTIONS, QUOTE_SENT } from "#domain/inquiry-text";
import { MOBILE_LENGTH } from "#domain/phone";
import { inquiries } from "#server/db/schema";
import { insertVehicle } from "../support/fixtures";
import { startTestApp, type TestApp } from "../support/test-app";

/**
 * Leads as a new visitor on a phone sends them: numbers pasted or autofilled with hyphens, a tap on 견적 문의
 * before the page's scripts run, a browser without JavaScript, and a visit from a campaign link. The app runs in
 * this worker on its own database, so each test reads what was stored, not only what was sent.
 */

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: "ko-KR",
  timezoneId: "Asia/Seoul",
} as const;
test.use({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });
// Several page loads each, on a phone-sized page; a machine shared with other work runs them slowly.
test.describe.configure({ timeout: 90_000 });

const PLANS = [
  { deposit: "무보증", period: "60개월", monthly: "52만 1천원", totalKm: "2만km" },
  { deposit: "300만원", period: "48개월", monthly: "47만 5천원", totalKm: "3만km" },
];
const TYPED = "010-9876-5432";
const STORED = "01098765432";

let app: TestApp;
let slug: string;
let vehicleName: string;

test.beforeAll(async () => {
  // A migrated database and the built site, in this worker; slower than one test when the machine is busy.
  test.setTimeout(180_000);
  // Every request comes from 127.0.0.1; the per-IP form limits have their own API tests.
  app = await startTestApp({ pages: true, env: { RATE_LIMIT_DISABLED: "true" } });
  const vehicle = await insertVehicle(app.ctx, {
    name: "리드캡처 쏘렌토 MQ4 하이브리드",
    imageCount: 2,
    priceInfo: PLANS,
    depositInstallment: "가능 (50:50 2회 분납)",
    // Tall blocks above the form, as a real listing has: a jump to #quote must land on it all the same.
    options: {
      외관내장: ["선루프", "LED 헤드램프", "전동 트렁크", "ECM 룸미러", "하이패스", "크루즈 컨트롤", "HUD"],
      안전장치: ["에어백", "차선이탈경고(LDWS)", "주차감지센서", "후측방경보", "후방카메라", "360도 어라운드뷰"],
      편의장치: ["스마트키", "내비게이션", "무선충전"],
      시트: ["가죽시트", "열선시트", "통풍시트", "전동시트", "열선핸들"],
    },
    benefits: Array.from({ length: 7 }, (_, i) => ({
      icon: "badge-check",
      title: `혜택 ${i + 1}`,
      desc: "신용등급과 관계없이 심사하며, 보험료·자동차세·취득세가 월 렌트료에 포함되어 있습니다.",
    })),
    insurance: {
      책임한도: { 대인: "무한", 대물: "1억원", 자손: "1천5백만원" },
      면책금: { 대인: "30만원", 대물: "30만원", 자손: "30만원", 자차: "50만원" },
    },
    contractTerms: {
      개인계약자: "만 26세 이상, 운전경력 1년 이상인 계약자 본인과 추가 운전자 1인이 운전할 수 있습니다. ".repeat(4),
      법인계약자: "법인 소속 임직원과 추가 운전자 1인이 운전할 수 있습니다. ".repeat(4),
    },
    requiredDocuments: ["운전면허증", "주민등록등본", "운전경력증명서"],
    description: "넉넉한 실내와 안정적인 승차감으로 가족용·업무용 모두 만족도가 높은 중형 SUV입니다. ".repeat(8),
  });
  slug = vehicle.slug;
  vehicleName = vehicle.name;
});
test.afterAll(() => app?.close());

const url = (path: string) => `${app.url}${path}`;
const vehiclePath = () => `/vehicles/${slug}`;
let counter = 0;
const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36).slice(-4)}${(counter++).toString(36)}`.slice(0, 20);

async function gotoHydrated(page: Page, path: string) {
  await page.goto(url(path));
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The lead stored under a name, once it is there. */
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

async function leadsNamed(name: string) {
  return app.ctx.db.select().from(inquiries).where(eq(inquiries.name, name));
}

/** The ways a number gets into a field without being typed key by key. */
const ENTRIES: { way: string; enter: (page: Page, field: Locator) => Promise<void> }[] = [
  {
    way: "pasted from the clipboard",
    enter: async (page, field) => {
      await page.evaluate((text) => navigator.clipboard.writeText(text), TYPED);
      await field.focus();
      await page.keyboard.press("ControlOrMeta+V");
    },
  },
  {
    way: "inserted as one piece of text",
    enter: async (page, field) => {
      await field.focus();
      await page.keyboard.insertText(TYPED);
    },
  },
  { way: "filled in", enter: (_page, field) => field.fill(TYPED) },
  {
    way: "autofilled (value set, then input and change)",
    enter: (_page, field) =>
      field.evaluate((input, text) => {
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, text);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        input.dispatchEvent(new Event("change", { bubbles: true }));
      }, TYPED),
  },
];

async function openQuoteDialog(page: Page) {
  await page.getByRole("link", { name: "견적 문의", exact: true }).tap();
  const dialog = page.getByRole("dialog", { name: "견적 문의" });
  // The dialog's code is fetched on the first tap (a spinner shows meanwhile); a busy machine takes a while.
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  return dialog;
}

function homeForm(page: Page) {
  const form = page.getByTestId("quick-consult-form");
  return {
    form,
    name: form.getByPlaceholder("이름*"),
    contact: form.getByPlaceholder("연락처*"),
    vehicle: form.getByPlaceholder("희망 차량*"),
    consent: form.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }),
    submit: form.getByRole("button", { name: "상담 신청" }),
  };
}

test.describe("a number with hyphens arrives whole", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  for (const { way, enter } of ENTRIES) {
    test(`${way} in the quote dialog, it is stored as digits`, async ({ page }) => {
      await gotoHydrated(page, vehiclePath());
      const dialog = await openQuoteDialog(page);
      const name = uniqueName("붙여넣기");
      await dialog.getByLabel("이름").fill(name);
      const phone = dialog.getByLabel("연락처");
      await expect(phone).toHaveAttribute("type", "tel");
      await expect(phone).toHaveAttribute("inputmode", "tel");
      await expect(phone).toHaveAttribute("autocomplete", "tel");
      await expect(phone).not.toHaveAttribute("maxlength", /.*/);
      await enter(page, phone);
      await expect(phone).toHaveValue(TYPED);
      await dialog.getByRole("checkbox", { name: QUOTE_AGE_OPTIONS[0] }).check();
      await dialog.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
      await dialog.getByRole("button", { name: "견적 문의하기" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: QUOTE_SENT })).toBeVisible();
      expect(await storedLead(name)).toMatchObject({
        contact: STORED,
        source: "quote",
        vehicle: vehicleName,
        vehicleSlug: slug,
      });
    });

    test(`${way} in the home form, it is stored as digits`, async ({ page }) => {
      await gotoHydrated(page, "/");
      const f = homeForm(page);
      const name = uniqueName("홈붙여넣기");
      await f.name.fill(name);
      await enter(page, f.contact);
      await expect(f.contact).toHaveValue(TYPED);
      await f.vehicle.fill("캐스퍼");
      await f.consent.check();
      await f.submit.click();
      await expect(page.getByTestId("inquiry-status")).toContainText(INQUIRY_SENT);
      expect(await storedLead(name)).toMatchObject({ contact: STORED, source: "home", pageUrl: "/" });
    });
  }
});

test.describe("a number one digit short", () => {
  const SHORT = "010-987-654";

  test("is refused in Korean by the quote dialog, with nothing sent", async ({ page }) => {
    await gotoHydrated(page, vehiclePath());
    let posted = 0;
    page.on("request", (req) => {
      if (req.url().endsWith("/api/inquiries") && req.method() === "POST") posted++;
    });
    const dialog = await openQuoteDialog(page);
    const name = uniqueName("짧은번호");
    await dialog.getByLabel("이름").fill(name);
    await dialog.getByLabel("연락처").fill(SHORT);
    await dialog.getByRole("checkbox", { name: QUOTE_AGE_OPTIONS[0] }).check();
    await dialog.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
    await dialog.getByRole("button", { name: "견적 문의하기" }).click();
    await expect(dialog.getByText(MOBILE_LENGTH)).toBeVisible();
    await expect(dialog.getByLabel("연락처")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel("연락처")).toHaveValue(SHORT);
    expect(posted).toBe(0);
    expect(await leadsNamed(name)).toHaveLength(0);
  });

  test("is refused in Korean by the home form and by the page's own quote form", async ({ page }) => {
    await gotoHydrated(page, "/");
    const f = homeForm(page);
    await f.name.fill(uniqueName("짧은홈"));
    await f.contact.fill(SHORT);
    await f.vehicle.fill("캐스퍼");
    await f.consent.check();
    await f.submit.click();
    await expect(f.form.getByText(MOBILE_LENGTH)).toBeVisible();
    await expect(f.contact).toHaveValue(SHORT);

    await gotoHydrated(page, vehiclePath());
    const form = page.getByTestId("quote-page-form");
    const name = uniqueName("짧은견적");
    await form.getByLabel("이름").fill(name);
    await form.getByLabel("연락처").fill(SHORT);
    await form.getByRole("radio", { name: QUOTE_AGE_OPTIONS[1] }).check();
    await form.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
    await form.getByRole("button", { name: "견적 문의하기" }).click();
    await expect(form.getByText(MOBILE_LENGTH)).toBeVisible();
    await expect(form.getByLabel("연락처")).toBeFocused();
    expect(await leadsNamed(name)).toHaveLength(0);
  });

  test("is refused by POST /api/inquiries with 400 and the field's Korean message", async ({ request }) => {
    const name = uniqueName("짧은API");
    const res = await request.post(url("/api/inquiries"), {
      data: { name, contact: SHORT, vehicle: vehicleName, source: "quote" },
    });
    expect(res.status()).toBe(400);
    const body = (await res.json()) as { success: boolean; fieldErrors: Record<string, string> };
    expect(body).toMatchObject({ success: false, fieldErrors: { contact: MOBILE_LENGTH } });
    expect(await leadsNamed(name)).toHaveLength(0);
  });
});

/** A fresh phone with a 4× slower CPU, before anything is loaded (no cache, no hydration). */
async function slowPhone(browser: Browser, more: BrowserContextOptions = {}) {
  const context = await browser.newContext({ ...PHONE, ...more });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page };
}

/** Which quote form the tap brought up: the dialog, or the page's own form scrolled into view. */
function quoteFormShown(page: Page): Promise<"dialog" | "form" | "none"> {
  return page.evaluate(() => {
    if (document.querySelector("dialog[open]")) return "dialog";
    const box = document.getElementById("quote")?.getBoundingClientRect();
    return box && box.top < window.innerHeight && box.bottom > 0 ? "form" : "none";
  });
}

test("견적 문의 tapped as soon as it shows, on a slow phone, leads to a working quote form, 3 of 3 loads", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const outcomes: string[] = [];
  for (let load = 1; load <= 3; load++) {
    const { context, page } = await slowPhone(browser);
    await page.goto(url(vehiclePath()), { waitUntil: "commit" });
    // The moment the button can be tapped: no wait for the scripts or for hydration.
    await page.getByRole("link", { name: "견적 문의", exact: true }).tap();
    await expect
      .poll(() => quoteFormShown(page), { message: `load ${load}: nothing answered the tap`, timeout: 15_000 })
      .not.toBe("none");
    const shown = await quoteFormShown(page);
    outcomes.push(shown);

    const name = uniqueName(`첫탭${load}`);
    if (shown === "dialog") {
      const dialog = page.getByRole("dialog", { name: "견적 문의" });
      await dialog.getByLabel("이름").fill(name);
      await dialog.getByLabel("연락처").fill(TYPED);
      await dialog.getByRole("checkbox", { name: QUOTE_AGE_OPTIONS[0] }).check();
      await dialog.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
      await dialog.getByRole("button", { name: "견적 문의하기" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: QUOTE_SENT })).toBeVisible({ timeout: 20_000 });
    } else {
      // The page's own form, whether or not the scripts have arrived meanwhile.
      const form = page.locator("#quote");
      await form.getByLabel("이름").fill(name);
      await form.getByLabel("연락처").fill(TYPED);
      await form.getByRole("radio", { name: QUOTE_AGE_OPTIONS[0] }).check();
      await form.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
      await form.getByRole("button", { name: "견적 문의하기" }).click();
      await expect(page.getByTestId("quote-status")).toContainText(QUOTE_SENT, { timeout: 20_000 });
    }
    expect(await storedLead(name), `load ${load} (${shown})`).toMatchObject({
      contact: STORED,
      source: "quote",
      plan: { period: PLANS[0]!.period },
    });
    await context.close();
  }
  test.info().annotations.push({ type: "first taps", description: outcomes.join(", ") });
});

test.describe("without JavaScript", () => {
  test("the page's quote form stores a lead with its plan and instalment, then shows the result in place", async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(`${vehiclePath()}?utm_source=kakao&utm_medium=share`));
    // 견적 문의 is a link to the form, so it works here too.
    await page.getByRole("link", { name: "견적 문의", exact: true }).tap();
    await expect(page).toHaveURL(/#quote$/);
    // The jump lands on the form's top, however tall the blocks above it render.
    await expect(page.getByRole("heading", { name: "견적 문의", level: 2 })).toBeInViewport();

    const form = page.getByTestId("quote-page-form");
    await form.getByLabel("요금제").selectOption({ index: 1 });
    await form.getByLabel("보증금 분납 (선택)").selectOption("50:50");
    const name = uniqueName("무자바견적");
    await form.getByLabel("이름").fill(name);
    await form.getByLabel("연락처").fill(TYPED);
    await form.getByRole("radio", { name: QUOTE_AGE_OPTIONS[2] }).check();
    await form.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
    await form.getByRole("button", { name: "견적 문의하기" }).click();

    await expect(page).toHaveURL(new RegExp(`${vehiclePath()}\\?quote=sent(&callback=[\\dT:-]+)?#quote$`));
    await expect(page.getByTestId("quote-status")).toContainText(QUOTE_SENT);
    await expect(page.getByTestId("quote-status")).toBeInViewport();
    expect(await storedLead(name)).toMatchObject({
      contact: STORED,
      region: QUOTE_AGE_OPTIONS[2],
      source: "quote",
      vehicle: vehicleName,
      vehicleSlug: slug,
      plan: { ...PLANS[1], instalment: "50:50" },
      pageUrl: `${vehiclePath()}?utm_source=kakao&utm_medium=share`,
      attribution: { utmSource: "kakao", utmMedium: "share" },
    });
    await context.close();
  });

  test("a refused post shows the messages with everything typed kept, and stores nothing", async ({ browser }) => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(url(vehiclePath()));
    const form = page.getByTestId("quote-page-form");
    await form.getByLabel("요금제").selectOption({ index: 1 });
    const name = uniqueName("무자바실패");
    await form.getByLabel("이름").fill(name);
    await form.getByLabel("연락처").fill("010-987-654");
    await form.getByRole("radio", { name: QUOTE_AGE_OPTIONS[1] }).check();
    await form.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
    await form.getByRole("button", { name: "견적 문의하기" }).click();

    const again = page.getByTestId("quote-page-form");
    await expect(again.getByText(MOBILE_LENGTH)).toBeVisible();
    await expect(again.getByText(MOBILE_LENGTH)).toBeInViewport();
    await expect(again.getByLabel("이름")).toHaveValue(name);
    await expect(again.getByLabel("연락처")).toHaveValue("010-987-654");
    await expect(again.getByLabel("요금제")).toHaveValue("1");
    await expect(again.getByRole("radio", { name: QUOTE_AGE_OPTIONS[1] })).toBeChecked();
    await expect(again.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" })).toBeChecked();
    expect(await leadsNamed(name)).toHaveLength(0);
    await context.close();
  });
});

test.describe("where the visit came from", () => {
  test("a quote sent later in a visit from a campaign link keeps the plan, the landing page and the campaign", async ({
    page,
  }) => {
    const landing = `${vehiclePath()}?utm_source=naver&utm_medium=cpc&utm_campaign=spring`;
    await page.goto(url(landing), {
      referer: "https://m.search.naver.com/search.naver?query=%EC%9E%A5%EA%B8%B0%EB%A0%8C%ED%8A%B8",
    });
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    // Later in the same visit (same tab), the page without the campaign: the first touch still counts.
    await gotoHydrated(page, "/reviews");
    await gotoHydrated(page, vehiclePath());
    await page.getByTestId("price-row").nth(1).click();

    const dialog = await openQuoteDialog(page);
    await expect(dialog).toContainText("48개월");
    await dialog.getByRole("radio", { name: "50:50 2회 분납" }).check();
    const name = uniqueName("캠페인");
    await dialog.getByLabel("이름").fill(name);
    await dialog.getByLabel("연락처").fill(TYPED);
    await dialog.getByRole("checkbox", { name: QUOTE_AGE_OPTIONS[0] }).check();
    await dialog.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
    await dialog.getByRole("button", { name: "견적 문의하기" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: QUOTE_SENT })).toBeVisible();

    expect(await storedLead(name)).toMatchObject({
      contact: STORED,
      source: "quote",
      vehicleSlug: slug,
      plan: { ...PLANS[1], instalment: "50:50" },
      pageUrl: vehiclePath(),
      attribution: {
        landingPath: landing,
        referrerHost: "m.search.naver.com",
        utmSource: "naver",
        utmMedium: "cpc",
        utmCampaign: "spring",
      },
    });
  });

  test("the home form sends its source, page and the visit's campaign", async ({ page }) => {
    await gotoHydrated(page, "/?utm_source=kakao&utm_campaign=friends");
    const f = homeForm(page);
    const name = uniqueName("홈캠페인");
    await f.name.fill(name);
    await f.contact.fill(TYPED);
    await f.vehicle.fill("레이");
    await f.consent.check();
    await f.submit.click();
    await expect(page.getByTestId("inquiry-status")).toContainText(INQUIRY_SENT);
    const lead = await storedLead(name);
    expect(lead).toMatchObject({
      source: "home",
      pageUrl: "/?utm_source=kakao&utm_campaign=friends",
      attribution: { utmSource: "kakao", utmCampaign: "friends" },
    });
    expect(lead.attribution).not.toHaveProperty("referrerHost");
  });
});

test("opening the dialog is counted without waiting for the count", async ({ page }) => {
  await gotoHydrated(page, vehiclePath());
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const counted: unknown[] = [];
  // The count's answer is held back: the dialog must not wait for it.
  await page.route("**/api/quote-opens", async (route) => {
    counted.push(route.request().postDataJSON());
    await held;
    await route.fulfill({ status: 204 });
  });
  await openQuoteDialog(page);
  await expect.poll(() => counted).toEqual([{ path: vehiclePath() }]);
  release();
});

test("a lead sent out of hours says when the call will come", async ({ page }) => {
  const notice = "지금은 상담 시간이 아니어서 내일 오전 10시 이후에 순서대로 연락드리겠습니다.";
  // The server decides by its clock; this answer is the real one with the notice it gives at night.
  await page.route("**/api/inquiries", async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), notice } });
  });
  await gotoHydrated(page, vehiclePath());
  const dialog = await openQuoteDialog(page);
  await dialog.getByLabel("이름").fill(uniqueName("야간"));
  await dialog.getByLabel("연락처").fill(TYPED);
  await dialog.getByRole("checkbox", { name: QUOTE_AGE_OPTIONS[0] }).check();
  await dialog.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
  await dialog.getByRole("button", { name: "견적 문의하기" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: QUOTE_SENT })).toContainText(notice);

  const form = page.getByTestId("quote-page-form");
  await form.getByLabel("이름").fill(uniqueName("야간폼"));
  await form.getByLabel("연락처").fill(TYPED);
  await form.getByRole("radio", { name: QUOTE_AGE_OPTIONS[0] }).check();
  await form.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
  await form.getByRole("button", { name: "견적 문의하기" }).click();
  await expect(page.getByTestId("quote-status")).toContainText(notice);

  await gotoHydrated(page, "/");
  const f = homeForm(page);
  await f.name.fill(uniqueName("야간홈"));
  await f.contact.fill(TYPED);
  await f.vehicle.fill("레이");
  await f.consent.check();
  await f.submit.click();
  await expect(page.getByTestId("inquiry-status")).toContainText(notice);

  // Without JavaScript the answer comes back in the URL, and the kept page names the same opening by its date.
  await page.goto(url(`${vehiclePath()}?quote=sent&callback=2026-12-03T10:00`));
  await expect(page.getByTestId("quote-status")).toContainText(
    "지금은 상담 시간이 아니어서 12월 3일(목) 오전 10시 이후에 순서대로 연락드리겠습니다.",
  );
});
