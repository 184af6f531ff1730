import { readFileSync } from "node:fs";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { type Browser, expect, type Page, test } from "@playwright/test";
import type { AxeResults } from "axe-core";
import { ALERT_SETTINGS_SAVED, PUBLIC_URL_SAVED, SECRET_SAVED } from "#domain/alert-settings";
import { E2E_ADMIN } from "./global-setup";
import { gotoHydrated } from "./support";

/**
 * 알림 설정 as the 대표 관리자 uses it: a webhook for 담당자 알림 saved and shown back only as saved, its 테스트 발송
 * answered on screen with what a local receiver said, and the site's address checked against the address the admin
 * reached the site on and fixed in one click. The page in light and dark, on a phone and a desktop, has no serious
 * axe finding. 담당자 알림 itself stays as it was (off): the other browser tests' leads send nothing to this receiver.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };

interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/** A webhook receiver on 127.0.0.1 at a free port: keeps each request and answers 200 with a JSON body of its own. */
async function startReceiver(): Promise<{ url: string; requests: Received[]; close(): Promise<void> }> {
  const requests: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      requests.push({ method: req.method ?? "", path: req.url ?? "", headers: req.headers, body });
      res.writeHead(200, { "Content-Type": "application/json" }).end('{"received":true,"desk":"렌트픽 상담팀"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The site's theme as its own toggle sets it (the class on <html>), transitions finished. */
async function setTheme(page: Page, theme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
    for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish();
  }, theme === "dark");
  await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

/** axe's serious and critical findings on the page in both themes (evaluated: the CSP refuses inline scripts). */
async function seriousFindings(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
    const results = (await page.evaluate(() =>
      (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, {
        resultTypes: ["violations"],
      }),
    )) as AxeResults;
    for (const v of results.violations)
      if (v.impact === "serious" || v.impact === "critical")
        found.push(`[${theme}] ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
  }
  return found;
}

/** Full-page screenshots in light and dark, attached to the test's report. */
async function shoot(page: Page, name: string) {
  // From the top: the sticky admin bar stays at the top of the picture, not where the page was scrolled to.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    const file = test.info().outputPath(`${name}-${theme}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: "disabled" });
    await test.info().attach(`${name}-${theme}`, { path: file, contentType: "image/png" });
  }
  await setTheme(page, "light");
}

async function signedIn(browser: Browser, viewport: { width: number; height: number }, baseURL: string) {
  const context = await browser.newContext({ viewport, baseURL, reducedMotion: "reduce" });
  const page = await context.newPage();
  expect((await page.request.post("/api/auth/login", { data: E2E_ADMIN })).ok()).toBe(true);
  return page;
}

/** The same server by its other local name (127.0.0.1 and localhost are both allowed hosts): another address. */
function otherOrigin(origin: string): string {
  const url = new URL(origin);
  url.hostname = url.hostname === "localhost" ? "127.0.0.1" : "localhost";
  return url.origin;
}

test("the 대표 관리자 saves a webhook, sees only that it is saved, test-sends to it and fixes the site address", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const origin = new URL(baseURL ?? "").origin;
  const receiver = await startReceiver();
  const token = `e2e-${Date.now().toString(36)}`;
  const hookUrl = `${receiver.url}/hooks/leads?token=${token}`;
  const page = await signedIn(browser, DESKTOP, origin);
  try {
    await gotoHydrated(page, "/admin/alert-settings");
    await expect(page.getByRole("heading", { level: 1, name: "알림 설정" })).toBeVisible();

    // A webhook that is not an address is refused beside its field before anything is sent.
    const lead = page.getByRole("group", { name: "담당자 알림" });
    const webhook = lead.getByLabel("웹훅 주소");
    await webhook.fill("hooks.example.com/leads");
    await page.getByRole("button", { name: "저장", exact: true }).click();
    await expect(lead.getByText("http:// 또는 https:// 로 시작하는 올바른 주소를 입력해주세요")).toBeVisible();
    await expect(webhook).toBeFocused();

    await webhook.fill(hookUrl);
    await page.getByRole("button", { name: "저장", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: ALERT_SETTINGS_SAVED })).toBeVisible();

    // Shown back only as saved: an empty field whose placeholder and hint say so, the address nowhere on the page.
    await expect(webhook).toHaveValue("");
    await expect(webhook).toHaveAttribute("placeholder", SECRET_SAVED);
    await expect(lead.getByText(`${SECRET_SAVED} · 바꾸려면 새 값을 입력하세요.`, { exact: false })).toBeVisible();
    await expect(lead.getByLabel("저장된 값 지우기")).not.toBeChecked();
    await page.reload();
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const html = await page.content();
    expect(html).not.toContain(token);
    expect(html).not.toContain(receiver.url);

    // 테스트 발송: the receiver's status and the start of its answer on screen, and the request at the receiver.
    await lead.getByRole("button", { name: "웹훅 테스트 발송" }).click();
    const result = lead.getByRole("status").filter({ hasText: "보냈습니다" });
    await expect(result).toContainText("받는 쪽 응답: 200");
    await expect(result).toContainText("응답 코드: 200");
    await expect(result).toContainText('응답 내용: {"received":true,"desk":"렌트픽 상담팀"}');
    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]).toMatchObject({
      method: "POST",
      path: `/hooks/leads?token=${token}`,
      body: { type: "test", kind: "lead" },
    });
    await shoot(page, "alert-settings-desktop");

    // The site's address: saved as reached by another name, it does not match this one, and one click fixes it.
    const alias = otherOrigin(origin);
    expect((await page.request.post(`${alias}/api/auth/login`, { data: E2E_ADMIN })).ok()).toBe(true);
    expect((await page.request.post(`${alias}/api/alert-settings/public-url`)).ok()).toBe(true);
    await gotoHydrated(page, "/admin/alert-settings");
    const address = page.getByRole("group", { name: "사이트 주소" });
    await expect(address.getByTestId("public-url-value")).toHaveText(alias);
    await expect(address.getByTestId("public-url-current")).toHaveText(origin);
    await expect(address.getByText("설정된 주소가 지금 접속한 주소와 다릅니다.", { exact: false })).toBeVisible();
    await shoot(page, "alert-settings-mismatch-desktop");
    await address.getByRole("button", { name: "지금 접속한 주소로 저장" }).click();
    await expect(address.getByRole("status").filter({ hasText: PUBLIC_URL_SAVED })).toBeVisible();
    await expect(address.getByTestId("public-url-value")).toHaveText(origin);
    await expect(address.getByText("설정된 주소와 지금 접속한 주소가 같습니다.")).toBeVisible();
    await expect(address.getByRole("button", { name: "지금 접속한 주소로 저장" })).toHaveCount(0);

    expect(await seriousFindings(page)).toEqual([]);

    // On a phone: the same page, nothing wider than the screen, no serious finding.
    const phone = await signedIn(browser, PHONE, origin);
    await gotoHydrated(phone, "/admin/alert-settings");
    await expect(phone.getByRole("heading", { level: 1, name: "알림 설정" })).toBeVisible();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shoot(phone, "alert-settings-phone");
    expect(await seriousFindings(phone)).toEqual([]);
    await phone.context().close();
  } finally {
    await page.context().close();
    await receiver.close();
  }
});
