import { expect, test } from "@playwright/test";
import { gotoHydrated, signIn } from "./support";

test("the theme toggle switches to dark and survives a reload", async ({ page }) => {
  await gotoHydrated(page, "/");
  const html = page.locator("html");
  await expect(html).not.toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await expect(html).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(html).toHaveClass(/dark/);
  await page.getByTestId("theme-toggle").click();
  await expect(html).not.toHaveClass(/dark/);
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(html).not.toHaveClass(/dark/);
});

test("a device in dark mode gets the dark site on the first visit, until the visitor picks light", async ({
  browser,
}) => {
  const context = await browser.newContext({ colorScheme: "dark" });
  const page = await context.newPage();
  try {
    await gotoHydrated(page, "/");
    const html = page.locator("html");
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByTestId("theme-toggle")).toHaveAccessibleName("라이트 모드로 전환");
    await page.getByTestId("theme-toggle").click();
    await expect(html).not.toHaveClass(/dark/);
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await expect(html).not.toHaveClass(/dark/);
  } finally {
    await context.close();
  }
});

test("the header links lead to the new-car and used-car lists", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "신차" }).click();
  await expect(page).toHaveURL(/\/new-cars$/);
  await page.getByRole("navigation", { name: "주요 메뉴" }).getByRole("link", { name: "중고차" }).click();
  await expect(page).toHaveURL(/\/used-cars$/);
});

test("floating contacts are hidden on vehicle pages and shown elsewhere", async ({ page }) => {
  await page.goto("/reviews");
  await expect(page.getByTestId("floating-contacts")).toBeVisible();
  await page.goto("/vehicle-info/anything");
  await expect(page.getByTestId("floating-contacts")).toHaveCount(0);
});

test("a page printed from the dark theme comes out as dark ink on white paper", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("theme", "dark"));
  await gotoHydrated(page, "/new-cars");
  await expect(page.locator("html")).toHaveClass(/dark/);
  const colours = () =>
    page.evaluate(() => {
      const heading = document.querySelector("main h1") ?? document.body;
      return { paper: getComputedStyle(document.body).backgroundColor, ink: getComputedStyle(heading).color };
    });
  // On screen the theme is dark…
  const screen = await colours();
  expect(screen.paper).not.toBe("rgb(255, 255, 255)");
  // …and on paper it is the light theme's.
  await page.emulateMedia({ media: "print" });
  const paper = await colours();
  expect(paper.paper).toBe("rgb(255, 255, 255)");
  expect(paper.ink).not.toBe(screen.ink);
});

test("page views are sent on navigation, not for admin paths", async ({ page }) => {
  const sent: string[] = [];
  page.on("request", (req) => {
    if (req.url().endsWith("/api/page-view")) sent.push(JSON.parse(req.postData() ?? "{}").path);
  });
  await page.goto("/reviews");
  await expect.poll(() => sent).toContain("/reviews");
  await page.goto("/admin-login");
  await page.waitForLoadState("networkidle");
  expect(sent).not.toContain("/admin-login");
});

test("an unknown path shows the 404 page with a link home", async ({ page }) => {
  const res = await gotoHydrated(page, "/no-such-page");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("404 Page Not Found")).toBeVisible();
  await page.getByRole("link", { name: "홈으로" }).last().click();
  await expect(page).toHaveURL(/\/$/);
});

test("on a phone the contact shortcuts fold behind one button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/reviews");
  const phone = page.getByRole("link", { name: "전화 상담" });
  await expect(phone).toBeHidden();
  await page.getByRole("button", { name: "빠른 연락 열기" }).click();
  await expect(phone).toBeVisible();
  await expect(phone).toHaveAttribute("href", /^tel:/);
  await page.getByRole("button", { name: "빠른 연락 닫기" }).click();
  await expect(phone).toBeHidden();
});

for (const visitor of ["a visitor", "a signed-in admin"]) {
  test(`public pages run their scripts under the CSP for ${visitor}`, async ({ page }) => {
    if (visitor !== "a visitor") await signIn(page);
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on("pageerror", (error) => violations.push(error.message));
    await gotoHydrated(page, "/new-cars");
    const vehicle = (await page.locator('a[href^="/vehicles/"]').first().getAttribute("href")) ?? "";
    for (const path of ["/", "/new-cars", vehicle, "/reviews"]) {
      const res = await gotoHydrated(page, path);
      const policy = (await res?.headerValue("content-security-policy")) ?? "";
      // Kept pages allow their scripts by hash; a signed-in visitor's page is signed with a nonce.
      expect(policy).toMatch(visitor === "a visitor" ? /'sha256-/ : /'nonce-/);
    }
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(violations).toEqual([]);
  });
}
