import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type Browser, expect, type Page, test } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { ACCOUNT_PATH, OWNER_ONLY, PASSWORD_CHANGED } from "#domain/staff";
import { E2E_ADMIN } from "./global-setup";
import { gotoHydrated } from "./support";

/**
 * The 대표 관리자 adds a 상담원 in 직원 관리 and passes on the one-time password shown once; the 상담원 signs in with
 * it, changes it in 내 계정 before anything else, then works the leads, and is refused 사이트 설정. Both screens are
 * checked with axe and photographed on a phone and a desktop, light and dark.
 */

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1440, height: 900 } },
} as const;

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

let serial = 0;
const newConsultant = () => {
  const id = `${Date.now().toString(36)}${serial++}${Math.floor(Math.random() * 1e3)}`;
  return {
    name: "김상담",
    loginId: `cs-${id}`,
    phone: `010-${2000 + Math.floor(Math.random() * 7000)}-${1000 + Math.floor(Math.random() * 9000)}`,
    email: `cs-${id}@example.com`,
  };
};

async function ownerPage(browser: Browser, device: keyof typeof DEVICES): Promise<Page> {
  const context = await browser.newContext({ ...DEVICES[device], reducedMotion: "reduce" });
  const page = await context.newPage();
  const res = await page.request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(res.ok()).toBe(true);
  return page;
}

/** Fills 직원 추가 and sends it; the one-time password the dialog shows. */
async function addConsultant(page: Page, consultant: ReturnType<typeof newConsultant>): Promise<string> {
  const form = page.getByRole("region", { name: "직원 추가" });
  await form.getByLabel("이름").fill(consultant.name);
  await form.getByLabel("아이디").fill(consultant.loginId);
  await form.getByLabel("연락처").fill(consultant.phone);
  await form.getByLabel("이메일").fill(consultant.email);
  await expect(form.getByLabel("역할")).toHaveValue("consultant");
  await form.getByRole("button", { name: "직원 추가" }).click();
  const dialog = page.getByRole("dialog", { name: "직원을 추가했습니다" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(consultant.loginId, { exact: true })).toBeVisible();
  const password = (await dialog.getByTestId("one-time-password").textContent())?.trim() ?? "";
  expect(password.length).toBeGreaterThanOrEqual(10);
  return password;
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

/** axe's serious and critical findings on the page as it is, in both themes. */
async function axeFindings(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    // Evaluated rather than added as a <script>: the site's CSP refuses inline scripts.
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
    const results = (await page.evaluate(() =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, {
        resultTypes: ["violations"],
      }),
    )) as AxeResults;
    for (const v of results.violations)
      if (v.impact === "serious" || v.impact === "critical")
        found.push(
          `[${v.impact}] ${v.id} on ${label} (${theme}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
        );
  }
  return found;
}

async function shoot(page: Page, name: string) {
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    const file = test.info().outputPath(`${name}-${theme}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
    await test.info().attach(`${name}-${theme}`, { path: file, contentType: "image/png" });
  }
}

test("the 대표 관리자 adds a 상담원, who changes the one-time password first and then works the leads", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // A lead in the list, so the 상담원 sees a row without its 삭제.
  const customer = `직원테스트${Date.now().toString(36)}`;
  const lead = await browser.newContext().then((c) =>
    c.request.post("/api/inquiries", {
      data: { name: customer, contact: "010-4821-7364", region: "만 26세 이상", vehicle: "쏘렌토" },
    }),
  );
  expect(lead.ok(), await lead.text()).toBe(true);

  const owner = await ownerPage(browser, "desktop");
  await gotoHydrated(owner, "/admin/staff");
  await expect(owner.getByRole("heading", { name: "직원 관리", level: 1 })).toBeVisible();
  const consultant = newConsultant();
  const oneTime = await addConsultant(owner, consultant);
  await owner.getByRole("dialog", { name: "직원을 추가했습니다" }).getByRole("button", { name: "확인" }).click();
  const row = owner.getByTestId("staff-row").filter({ hasText: `아이디 ${consultant.loginId}` });
  await expect(row).toContainText("상담원");
  await expect(row).toContainText("임시 비밀번호");
  // Shown once: the list never holds it.
  await expect(owner.getByText(oneTime)).toHaveCount(0);
  await owner.getByRole("button", { name: "로그아웃" }).click();
  await expect(owner.getByRole("heading", { name: "관리자 로그인" })).toBeVisible();

  // The 상담원 signs in with it, in a browser of their own, and is sent to 내 계정 first.
  const context = await browser.newContext();
  const page = await context.newPage();
  await gotoHydrated(page, "/admin-login");
  await page.getByLabel("아이디").fill(consultant.loginId);
  await page.getByLabel("비밀번호").fill(oneTime);
  await page.getByRole("button", { name: "로그인" }).click();
  await expect(page).toHaveURL(ACCOUNT_PATH);
  await expect(page.getByRole("heading", { name: "내 계정", level: 1 })).toBeVisible();
  await expect(page.getByText("임시 비밀번호로 로그인했습니다.")).toBeVisible();
  // Nothing else opens before the change.
  await gotoHydrated(page, "/admin?tab=inquiries");
  await expect(page).toHaveURL(ACCOUNT_PATH);

  const newPassword = `새비밀번호-${Date.now().toString(36)}-ok`;
  await page.getByLabel("임시 비밀번호").fill(oneTime);
  await page.getByLabel("새 비밀번호", { exact: true }).fill(newPassword);
  await page.getByLabel("새 비밀번호 확인").fill(newPassword);
  await page.getByRole("button", { name: "비밀번호 변경" }).click();
  await expect(page.getByText(PASSWORD_CHANGED).first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "관리자 대시보드" })).toBeVisible();
  await expect(page.getByRole("table", { name: "문의 목록" }).getByText(customer)).toBeVisible();
  // The 대표 관리자's menu, deletes and the download are not offered.
  const menu = page.getByRole("navigation", { name: "관리자 메뉴" });
  await expect(menu.getByRole("link", { name: "내 계정" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "사이트 설정" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "직원 관리" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "엑셀 다운로드" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /문의 삭제$/ })).toHaveCount(0);

  // 사이트 설정 by its address: refused under the admin header, with no settings in the page.
  const refused = await gotoHydrated(page, "/admin/settings");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: OWNER_ONLY })).toBeVisible();
  await expect(page.getByTestId("demo-data")).toHaveCount(0);

  // The new password is the one that signs in from now on.
  await page.request.post("/api/auth/logout");
  const again = await page.request.post("/api/auth/login", {
    data: { username: consultant.loginId, password: newPassword },
  });
  expect(again.ok()).toBe(true);
  const old = await page.request.post("/api/auth/login", { data: { username: consultant.loginId, password: oneTime } });
  expect(old.ok()).toBe(false);
  await context.close();
  await owner.context().close();
});

for (const device of Object.keys(DEVICES) as (keyof typeof DEVICES)[]) {
  test(`직원 관리 and 내 계정 pass axe and are photographed: ${device}, light and dark`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await ownerPage(browser, device);
    const findings: string[] = [];
    await gotoHydrated(page, "/admin/staff");
    await addConsultant(page, newConsultant());
    const dialog = page.getByRole("dialog", { name: "직원을 추가했습니다" });
    findings.push(...(await axeFindings(page, "직원 관리, one-time password")));
    await shoot(page, `staff-password-${device}`);
    await dialog.getByRole("button", { name: "확인" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("staff-row").filter({ hasText: "상담원" }).first()).toBeVisible();
    findings.push(...(await axeFindings(page, "직원 관리")));
    await shoot(page, `staff-${device}`);

    await gotoHydrated(page, ACCOUNT_PATH);
    await expect(page.getByRole("heading", { name: "내 계정", level: 1 })).toBeVisible();
    findings.push(...(await axeFindings(page, "내 계정")));
    await shoot(page, `account-${device}`);
    await page.context().close();
    expect(findings, findings.join("\n")).toEqual([]);
  });
}
