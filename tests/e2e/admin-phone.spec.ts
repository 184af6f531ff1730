import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { gotoHydrated, signIn } from "./support";

// The admin on a staff member's phone and on a desktop (issue 34 §7): the dashboard, the lead list and a lead
// fit the screen without sideways scrolling in both themes, the list is cards on a phone with 전화 and the status
// one tap away, and the funnel's rates stay between 0 and 100%. Screenshots of each are attached to the report.

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const freshPhone = () =>
  `010-${String(2000 + Math.floor(Math.random() * 7000))}-${String(1000 + Math.floor(Math.random() * 9000))}`;

/**
 * What makes an admin page wide in real use: vehicle pages viewed by several visitors (인기 페이지 with long
 * Korean addresses, the funnel), and leads with a long car name, a plan, a campaign and a call-back.
 */
async function seed(request: APIRequestContext, prefix: string): Promise<number[]> {
  const list = await request.get("/api/vehicles?limit=3");
  expect(list.ok()).toBe(true);
  const { vehicles } = (await list.json()) as { vehicles: { slug: string }[] };
  expect(vehicles.length).toBeGreaterThan(0);
  for (const visitor of ["admin-phone-visitor-1", "admin-phone-visitor-2", "admin-phone-visitor-3"])
    for (const path of ["/", ...vehicles.map((v) => `/vehicles/${encodeURIComponent(v.slug)}`)]) {
      const res = await request.post("/api/page-view", { data: { path }, headers: { "User-Agent": visitor } });
      expect(res.status(), path).toBe(204);
    }
  const ids: number[] = [];
  for (const [i, vehicle] of [
    "현대 디 올 뉴 그랜저 하이브리드 3.5 캘리그래피 블랙잉크 풀옵션",
    "기아 레이",
  ].entries()) {
    const res = await request.post("/api/inquiries", {
      data: {
        name: `${prefix}${i}`,
        contact: freshPhone(),
        region: "만 26세 이상",
        vehicle,
        callTime: "evening",
        customerType: "corporation",
        attribution: { utmSource: "naver", utmCampaign: "2026_봄맞이_장기렌트_특가_프로모션_모바일" },
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
    ids.push(((await res.json()) as { id: number }).id);
  }
  return ids;
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

/** Checks that the page scrolls only up and down in both themes, and attaches a full-page screenshot of each. */
async function fitsInBothThemes(page: Page, name: string) {
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    const { scrollWidth, width } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      width: window.innerWidth,
    }));
    expect(scrollWidth, `${name} (${theme}) scrolls sideways`).toBeLessThanOrEqual(width);
    const path = test.info().outputPath(`${name}-${theme}.png`);
    await page.screenshot({ path, fullPage: true, animations: "disabled" });
    await test.info().attach(`${name}-${theme}`, { path, contentType: "image/png" });
  }
}

/** Every rate the funnel shows is a whole percent from 0 to 100 (or 기준, or none). */
async function expectFunnelRates(page: Page) {
  const rates = await page.getByTestId("funnel-rate").allTextContents();
  expect(rates).toHaveLength(5);
  for (const text of rates) {
    expect(text).toMatch(/^(기준|전환 –.*|앞 단계 대비 전환 (\d{1,3}%|1% 미만))$/);
    const percent = /(\d+)%/.exec(text);
    if (percent) expect(Number(percent[1])).toBeLessThanOrEqual(100);
  }
}

for (const [device, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  test.describe(`the admin on a ${device}`, () => {
    test.use({ viewport, ...(device === "phone" ? { isMobile: true, hasTouch: true } : {}) });

    test("the dashboard, the lead list and a lead fit the screen in light and dark", async ({ page }) => {
      // Three pages in two themes, each with a full-page screenshot.
      test.slow();
      const prefix = unique("폰관리");
      const [id] = await seed(page.request, prefix);
      await signIn(page);

      await gotoHydrated(page, "/admin");
      const chart = page.locator("section", { has: page.getByRole("heading", { name: "최근 30일 추이" }) });
      await expect(chart).toBeVisible();
      // The chart is inside the screen, both of its axes included.
      const box = (await chart.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expect(page.getByTestId("funnel-vehicleVisitors")).toContainText("차량 상세 방문자");
      await expectFunnelRates(page);
      await fitsInBothThemes(page, `${device}-dashboard`);

      await gotoHydrated(page, `/admin?tab=inquiries&q=${encodeURIComponent(prefix)}`);
      const rows = page.getByTestId("inquiry-row");
      await expect(rows).toHaveCount(2);
      for (const name of [`${prefix}0`, `${prefix}1`]) {
        const row = rows.filter({ has: page.getByRole("link", { name, exact: true }) });
        const status = row.getByRole("combobox", { name: `${name} 상태` });
        await expect(status).toBeVisible();
        if (device === "phone") {
          // A card: 전화 and the status right under the name, before the car and the rest.
          const call = row.getByRole("link", { name: `${name} 전화 걸기` });
          await expect(call).toBeVisible();
          await expect(call).toHaveAttribute("href", /^tel:010\d{8}$/);
          const vehicle = (await row.getByText("희망 차량").boundingBox())!;
          expect((await call.boundingBox())!.y).toBeLessThan(vehicle.y);
          expect((await status.boundingBox())!.y).toBeLessThan(vehicle.y);
        } else {
          // The table: its header row, the number as the tel: link, and no card button.
          await expect(page.getByRole("columnheader", { name: "상태" })).toBeVisible();
          await expect(row.getByRole("link", { name: `${name} 전화 걸기` })).toBeHidden();
          await expect(row.getByRole("link", { name: /^010-/ })).toHaveAttribute("href", /^tel:010\d{8}$/);
        }
      }
      await fitsInBothThemes(page, `${device}-leads`);

      await gotoHydrated(page, `/admin/leads/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(`${prefix}0`);
      await fitsInBothThemes(page, `${device}-lead`);
    });
  });
}
