import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { type LeadPlan, leadPlanText } from "#domain/lead";
import { instalmentChoices, leadPlanOf } from "#domain/quote-lead";
import type { Vehicle } from "#domain/vehicle";
import { gotoHydrated, signIn } from "./support";

/**
 * A listed car and one of its own price rows as a lead's plan (the server keeps a plan only when the listing offers
 * it), with the 50:50 deposit split where that row allows one.
 */
async function offeredPlan(request: APIRequestContext): Promise<{ vehicle: Vehicle; plan: LeadPlan }> {
  const essential = await request.get("/api/vehicles/essential");
  const { vehicles: list } = (await essential.json()) as { vehicles: { slug: string }[] };
  for (const { slug } of list) {
    const vehicle = (await (await request.get(`/api/vehicles/slug/${encodeURIComponent(slug)}`)).json()) as Vehicle;
    const row = vehicle.priceInfo.find((r) => r.monthly.trim() && r.deposit.trim());
    if (!row) continue;
    const split = instalmentChoices(row, vehicle.depositInstallment).find((ratio) => ratio === "50:50");
    return { vehicle, plan: leadPlanOf(row, split) };
  }
  throw new Error("no listed car with a priced row");
}

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A mobile number no other test uses, so a lead is never linked to another test's as a repeat. */
const freshPhone = () =>
  `010-${String(2000 + Math.floor(Math.random() * 7000))}-${String(1000 + Math.floor(Math.random() * 9000))}`;

/** A lead sent through the public API, as a visitor's form would; answers its id. */
async function createLead(
  request: APIRequestContext,
  name: string,
  extra: Record<string, unknown> = {},
): Promise<{ id: number; contact: string }> {
  const contact = freshPhone();
  const res = await request.post("/api/inquiries", {
    data: { name, contact, region: "만 26세 이상", vehicle: "E2E 리드 차량", ...extra },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { id: ((await res.json()) as { id: number }).id, contact };
}

/** The call-back a minute ago, as the detail page's datetime-local field takes it (Seoul wall time). */
function seoulMinutesAgo(minutes: number): { field: string; shown: string } {
  const iso = new Date(Date.now() - minutes * 60_000 + 9 * 3600_000).toISOString();
  return {
    field: iso.slice(0, 16),
    shown: `${iso.slice(0, 4)}년 ${iso.slice(5, 7)}월 ${iso.slice(8, 10)}일 ${iso.slice(11, 16)}`,
  };
}

const statusCount = (page: Page, key: string) => page.getByTestId(`status-count-${key}`);

test.describe("lead list", () => {
  test("filters by status, and the counts follow a status changed from the list", async ({ page }) => {
    // A journey over several pages and saves.
    test.slow();
    const name = unique("상태");
    await createLead(page.request, name);
    await signIn(page);
    await gotoHydrated(page, `/admin?tab=inquiries&q=${encodeURIComponent(name)}`);
    const row = page.getByTestId("inquiry-row").filter({ hasText: name });
    await expect(statusCount(page, "all")).toContainText("1");
    await expect(statusCount(page, "new")).toContainText("1");
    await expect(statusCount(page, "consulting")).toContainText("0");

    await row.getByLabel(`${name} 상태`).selectOption("consulting");
    await expect(page.getByRole("status").filter({ hasText: "상태를 변경했습니다" })).toBeVisible();
    await expect(statusCount(page, "consulting")).toContainText("1");
    await expect(statusCount(page, "new")).toContainText("0");
    await expect(statusCount(page, "all")).toContainText("1");

    await statusCount(page, "consulting").click();
    await expect(page).toHaveURL(/status=consulting/);
    await expect(statusCount(page, "consulting")).toHaveAttribute("aria-current", "page");
    await expect(row).toBeVisible();
    await statusCount(page, "new").click();
    await expect(page).toHaveURL(/status=new/);
    await expect(page.getByText("조건에 맞는 문의가 없습니다")).toBeVisible();
    await expect(row).toHaveCount(0);

    // Saved, not only shown.
    await page.reload();
    await statusCount(page, "consulting").click();
    await expect(row.getByLabel(`${name} 상태`)).toHaveValue("consulting");
  });

  test("a status that cannot be saved goes back, with an error toast", async ({ page }) => {
    const name = unique("롤백");
    await createLead(page.request, name);
    await signIn(page);
    await gotoHydrated(page, `/admin?tab=inquiries&q=${encodeURIComponent(name)}`);
    const select = page.getByTestId("inquiry-row").filter({ hasText: name }).getByLabel(`${name} 상태`);
    await page.route("**/admin/leads/*", (route) =>
      route.request().method() === "POST" ? route.abort("failed") : route.fallback(),
    );
    await select.selectOption("contracted");
    await expect(page.getByRole("alert").filter({ hasText: "상태를 변경하지 못했습니다" })).toBeVisible();
    await expect(select).toHaveValue("new");
    await expect(statusCount(page, "contracted")).toContainText("0");
  });

  test("shows each lead's plan, source and campaign, and flags a repeat", async ({ page }) => {
    // A journey over several pages and saves.
    test.slow();
    const name = unique("반복");
    const first = await createLead(page.request, name);
    const { vehicle, plan } = await offeredPlan(page.request);
    const again = await page.request.post("/api/inquiries", {
      data: {
        name,
        contact: first.contact,
        region: "만 23세 이상",
        vehicle: vehicle.name,
        vehicleSlug: vehicle.slug,
        source: "quote",
        plan,
        attribution: { utmSource: "naver", utmMedium: "cpc", utmCampaign: "e2e캠페인" },
      },
    });
    expect(again.ok()).toBe(true);
    await signIn(page);
    await gotoHydrated(page, `/admin?tab=inquiries&q=${encodeURIComponent(name)}`);
    const rows = page.getByTestId("inquiry-row").filter({ hasText: name });
    await expect(rows).toHaveCount(2);
    const repeat = rows.filter({ hasText: vehicle.name });
    await expect(repeat).toContainText("재문의");
    await expect(repeat).toContainText(leadPlanText(plan));
    await expect(repeat).toContainText("견적 문의");
    await expect(repeat).toContainText("naver / cpc / e2e캠페인");
    await expect(repeat.getByRole("link", { name: first.contact })).toHaveAttribute(
      "href",
      `tel:${first.contact.replaceAll("-", "")}`,
    );
    await expect(rows.filter({ hasText: "E2E 리드 차량" })).not.toContainText("재문의");

    await page.getByLabel("유입").selectOption("quote");
    await page.getByRole("button", { name: "검색" }).click();
    await expect(page).toHaveURL(/source=quote/);
    await expect(rows).toHaveCount(1);
    await expect(statusCount(page, "all")).toContainText("1");
  });
});

test.describe("lead detail", () => {
  test("adds a memo, takes the lead, books a call-back; all three are in the history and in 오늘 콜백", async ({
    page,
  }) => {
    // A journey over several pages and saves.
    test.slow();
    const name = unique("상세");
    const { id } = await createLead(page.request, name);
    await signIn(page);
    await gotoHydrated(page, `/admin?tab=inquiries&q=${encodeURIComponent(name)}`);
    await page.getByRole("link", { name }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const history = page.getByTestId("lead-history");

    // An empty memo is refused on the spot; a failed save keeps the typed text.
    await page.getByRole("button", { name: "메모 추가" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "메모를 입력해주세요" })).toBeVisible();
    const memo = "오후 3시에 다시 통화하기로 함";
    await page.getByLabel("새 메모").fill(memo);
    await page.route(`**/admin/leads/${id}*`, (route) =>
      route.request().method() === "POST" ? route.abort("failed") : route.fallback(),
    );
    await page.getByRole("button", { name: "메모 추가" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "서버에 연결할 수 없습니다" })).toBeVisible();
    await expect(page.getByLabel("새 메모")).toHaveValue(memo);
    await page.unrouteAll();
    await page.getByRole("button", { name: "메모 추가" }).click();
    await expect(page.getByRole("list", { name: "메모 목록 (최신순)" })).toContainText(memo);
    await expect(page.getByLabel("새 메모")).toHaveValue("");
    await expect(history).toContainText("메모 추가");

    await page.getByRole("button", { name: "내 담당으로 가져오기" }).click();
    await expect(page.getByLabel("담당자")).not.toHaveValue("");
    await expect(history).toContainText("담당자 변경 없음 →");
    await expect(page.getByRole("button", { name: "내 담당으로 가져오기" })).toHaveCount(0);

    const callBack = seoulMinutesAgo(5);
    await page.getByLabel(/콜백 예약/).fill(callBack.field);
    await page.getByRole("button", { name: "예약", exact: true }).click();
    await expect(page.getByText(`예약됨: ${callBack.shown}`)).toBeVisible();
    await expect(history).toContainText(`콜백 예약 없음 → ${callBack.shown}`);

    await page.getByLabel("상태").selectOption("consulting");
    await expect(history).toContainText("상태 변경 신규 → 상담중");

    await page.getByRole("link", { name: "문의 관리" }).click();
    await page.getByRole("link", { name: "오늘 콜백" }).click();
    await expect(page).toHaveURL(/view=due/);
    const row = page.getByTestId("inquiry-row").filter({ hasText: name });
    await expect(row).toContainText("지남");
    await expect(row).toContainText(callBack.shown);
    await expect(row).toContainText(memo);
    await expect(row.getByLabel(`${name} 상태`)).toHaveValue("consulting");

    // Cleared, it leaves 오늘 콜백.
    await row.getByRole("link", { name }).click();
    await page.getByRole("button", { name: "지우기" }).click();
    await expect(page.getByText("예약된 콜백이 없습니다")).toBeVisible();
    await expect(history).toContainText("콜백 예약 해제");
    await gotoHydrated(page, `/admin?tab=inquiries&view=due&q=${encodeURIComponent(name)}`);
    await expect(page.getByText("오늘 예정된 콜백이 없습니다")).toBeVisible();
  });

  test("shows the plan, the page and the UTM attribution the lead came with", async ({ page }) => {
    const name = unique("유입");
    const { vehicle, plan } = await offeredPlan(page.request);
    const { id } = await createLead(page.request, name, {
      vehicle: vehicle.name,
      source: "quote",
      vehicleSlug: vehicle.slug,
      pageUrl: `https://example.com/vehicles/${vehicle.slug}?utm_source=naver`,
      plan,
      attribution: {
        landingPath: "/new-cars?utm_source=naver",
        referrerHost: "m.search.naver.com",
        utmSource: "naver",
        utmMedium: "cpc",
        utmCampaign: "봄맞이",
        utmTerm: "장기렌트 무보증",
        utmContent: "배너A",
      },
    });
    await signIn(page);
    await gotoHydrated(page, `/admin/leads/${id}`);
    const details = page.getByRole("region", { name: "문의 내용" });
    await expect(details).toContainText(leadPlanText(plan));
    await expect(details).toContainText("견적 문의");
    await expect(details.getByRole("link", { name: vehicle.name })).toHaveAttribute(
      "href",
      `/vehicles/${encodeURIComponent(vehicle.slug)}`,
    );
    await expect(details).toContainText(`/vehicles/${vehicle.slug}?utm_source=naver`);
    for (const [term, value] of [
      ["첫 방문 페이지", "/new-cars?utm_source=naver"],
      ["이전 사이트", "m.search.naver.com"],
      ["utm_source", "naver"],
      ["utm_medium", "cpc"],
      ["utm_campaign", "봄맞이"],
      ["utm_term", "장기렌트 무보증"],
      ["utm_content", "배너A"],
    ]) {
      await expect(details.locator(`xpath=.//dt[normalize-space()="${term}"]/following-sibling::dd[1]`)).toContainText(
        value!,
      );
    }
  });

  test("a save after the session ended keeps the memo on screen, and goes through once signed in again", async ({
    page,
  }) => {
    const name = unique("세션");
    const { id } = await createLead(page.request, name);
    await signIn(page);
    await gotoHydrated(page, `/admin/leads/${id}`);
    await page.context().clearCookies();
    const memo = "세션이 끝난 뒤 쓴 메모";
    await page.getByLabel("새 메모").fill(memo);
    await page.getByRole("button", { name: "메모 추가" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "로그인이 만료되어 저장하지 못했습니다" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
    await expect(page.getByLabel("새 메모")).toHaveValue(memo);

    await signIn(page);
    await page.getByRole("button", { name: "메모 추가" }).click();
    await expect(page.getByRole("list", { name: "메모 목록 (최신순)" })).toContainText(memo);
  });

  test("an unknown lead says so, with a way back to the list", async ({ page }) => {
    await signIn(page);
    const res = await gotoHydrated(page, "/admin/leads/2147483647");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "문의를 찾을 수 없습니다." })).toBeVisible();
    await page.getByRole("link", { name: "문의 목록으로" }).click();
    await expect(page).toHaveURL(/tab=inquiries/);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filters are a plain form in the address, and a status saves with 변경", async ({ page }) => {
    // A journey over several pages and saves.
    test.slow();
    const name = unique("노스크립트");
    await createLead(page.request, name);
    await signIn(page);
    await page.goto("/admin?tab=inquiries");
    await page.getByLabel("이름 또는 연락처 검색").fill(name);
    await page.getByLabel("담당자").selectOption("none");
    await page.getByRole("button", { name: "검색" }).click();
    await expect(page).toHaveURL(
      new RegExp(`assignee=none.*q=${encodeURIComponent(name)}|q=${encodeURIComponent(name)}.*assignee=none`),
    );
    const row = page.getByTestId("inquiry-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByLabel(`${name} 상태`).selectOption("on_hold");
    await row.getByRole("button", { name: "변경" }).click();
    await expect(page).toHaveURL(/assignee=none/);
    await expect(row.getByLabel(`${name} 상태`)).toHaveValue("on_hold");
    await expect(statusCount(page, "on_hold")).toContainText("1");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  const noSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  test("the list and the detail fit the screen and work by touch", async ({ page }) => {
    // A journey over several pages and saves.
    test.slow();
    const name = unique("모바일");
    const { id, contact } = await createLead(page.request, name);
    await signIn(page);
    await gotoHydrated(page, `/admin?tab=inquiries&q=${encodeURIComponent(name)}`);
    expect(await noSideways(page)).toBeLessThanOrEqual(0);
    // Every status filter shows without sideways scrolling.
    for (const key of ["all", "new", "consulting", "contracted", "on_hold", "closed"]) {
      const box = await statusCount(page, key).boundingBox();
      expect(box!.x + box!.width, key).toBeLessThanOrEqual(390);
    }
    const row = page.getByTestId("inquiry-row").filter({ hasText: name });
    const phone = row.getByRole("link", { name: contact });
    await phone.scrollIntoViewIfNeeded();
    await expect(phone).toBeInViewport();
    await row.getByLabel(`${name} 상태`).selectOption("on_hold");
    await expect(statusCount(page, "on_hold")).toContainText("1");

    await row.getByRole("link", { name, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`/admin/leads/${id}$`));
    expect(await noSideways(page)).toBeLessThanOrEqual(0);
    await expect(page.getByRole("link", { name: new RegExp(`${contact}.*전화 걸기`) })).toBeInViewport();
    await page.getByLabel("새 메모").fill("모바일에서 남긴 메모");
    await page.getByRole("button", { name: "메모 추가" }).tap();
    await expect(page.getByRole("list", { name: "메모 목록 (최신순)" })).toContainText("모바일에서 남긴 메모");
    await expect(page.getByLabel("상태")).toHaveValue("on_hold");
  });
});
