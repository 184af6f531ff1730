import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { slugFromName } from "#domain/vehicle-slug";
import { rentalApplication } from "../support/partner-fixtures";
import { E2E_ADMIN } from "./global-setup";
import { gotoHydrated, photoDataUrl } from "./support";

/**
 * Catalogue operations in the browser: a partner's listing and change through the 검수 대기 queue (diff, 반려 with a
 * reason the partner reads, 승인), listing states as visitors meet them (sold page, 410, hidden), the Excel round
 * trip, a bulk percentage change and 차량 복제.
 */

test.describe.configure({ timeout: 120_000 });

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const enc = encodeURIComponent;

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  expect((await page.request.post("/api/auth/login", { data: E2E_ADMIN })).ok()).toBe(true);
  return page;
}

/** A partner account through the sign-up and approval APIs, signed in in a page of its own. */
async function partnerPage(browser: Browser, admin: APIRequestContext): Promise<{ page: Page; company: string }> {
  const loginId = unique("e2eops");
  const password = "partner-ops-pass-1";
  const company = `${loginId} 렌터카`;
  const applied = await admin.post("/api/partners", {
    data: { ...rentalApplication(loginId), password, passwordConfirm: password, companyName: company },
  });
  expect(applied.status()).toBe(201);
  const list = (await (await admin.get("/api/partners")).json()) as { partners: { id: number; loginId: string }[] };
  const id = list.partners.find((p) => p.loginId === loginId)?.id;
  expect((await admin.post(`/api/partners/${id}/approve`)).ok()).toBe(true);
  const context = await browser.newContext();
  const page = await context.newPage();
  const login = await page.request.post("/api/auth/login", { data: { username: loginId, password, role: "partner" } });
  expect(login.ok()).toBe(true);
  return { page, company };
}

const priceRows = (monthly: string) => [
  { period: "60개월", deposit: "0", monthly, totalKm: "3만km" },
  { period: "48개월", deposit: "", monthly: "", totalKm: "3만km" },
];

async function adminListing(request: APIRequestContext, name: string, monthly = "61만원", category = "중형 SUV") {
  const res = await request.post("/api/vehicles", {
    data: {
      name,
      category,
      badges: ["신차"],
      images: [await photoDataUrl("#2a6f97")],
      basicInfo: { 차량번호: "12가3456", 연료: "디젤", 제조연식: "25년07월", 주행거리: "5km" },
      priceInfo: priceRows(monthly),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { vehicle: { id: number; slug: string } }).vehicle;
}

test("a partner's change waits in the queue with its diff, is sent back with a reason, then approved", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const { page: partner, company } = await partnerPage(browser, admin.request);
  const name = unique("E2E 검수 투싼 ");

  // A new listing: sent for review, not on the customer site.
  const created = await partner.request.post("/api/partner/vehicles", {
    data: {
      name,
      category: "소형/준중형 SUV",
      badges: ["중고차"],
      images: [await photoDataUrl("#2a9d8f"), await photoDataUrl("#e76f51")],
      priceInfo: priceRows("45만원"),
    },
  });
  expect(created.status()).toBe(201);
  const { slug } = ((await created.json()) as { vehicle: { slug: string } }).vehicle;
  const visitor = await browser.newPage();
  expect((await visitor.goto(`/vehicles/${enc(slug)}`))?.status()).toBe(404);

  await gotoHydrated(admin, "/admin/listing-reviews");
  const item = admin.getByTestId("review-item").filter({ hasText: name });
  await expect(item).toContainText("신규 등록");
  await expect(item).toContainText(`등록: ${company}`);
  // The partner stated no year, mileage, insurance or terms: 승인 is refused until each is marked 렌트사 문의.
  await expect(item.getByTestId("missing-facts")).toContainText("비어 있는 필수 항목 4개");
  for (const fact of ["연식", "주행거리", "보험 보장", "계약 조건"])
    await item.getByRole("checkbox", { name: `${fact} → 렌트사 문의` }).check();
  await item.getByRole("button", { name: "승인하고 게시" }).click();
  await expect(admin.getByTestId("review-item").filter({ hasText: name })).toHaveCount(0);
  await gotoHydrated(visitor, `/vehicles/${enc(slug)}`);
  await expect(visitor.getByTestId("vehicle-name")).toHaveText(name);
  // The empty template row is not published as a 상담 문의 row.
  await expect(visitor.getByTestId("price-table").getByTestId("price-row")).toHaveCount(1);

  // The partner raises the price in the form: it waits for review, the customer page keeps the old one.
  await gotoHydrated(partner, `/partners/vehicles/${enc(slug)}?edit=1`);
  await expect(partner.getByText("무엇을 바꾸든 관리자 검수 후 고객 페이지에 반영됩니다")).toBeVisible();
  await partner.getByLabel("1행 월 납입료").fill("49만원");
  await partner.getByRole("button", { name: "저장" }).click();
  await expect(partner.getByTestId("toast").filter({ hasText: "변경사항이 검수 대기 중입니다" })).toBeVisible();
  await expect(partner.getByTestId("own-listing-panel")).toContainText("변경사항 검수 대기 중");
  await gotoHydrated(visitor, `/vehicles/${enc(slug)}`);
  await expect(visitor.getByTestId("price-table")).toContainText("월 45만원");

  // The admin sees the changed cell marked, and sends it back with a reason.
  await gotoHydrated(admin, "/admin/listing-reviews");
  const change = admin.getByTestId("review-item").filter({ hasText: name });
  await expect(change).toContainText("변경 요청");
  const cell = change.locator("[data-changed]");
  await expect(cell).toHaveCount(1);
  await expect(cell.locator("del")).toHaveText("월 45만원");
  await expect(cell.locator("ins")).toHaveText("월 49만원");
  await change.getByRole("button", { name: "반려" }).click();
  const dialog = admin.getByRole("dialog", { name: "반려 사유 입력" });
  await dialog.getByRole("button", { name: "반려하기" }).click();
  await expect(dialog.getByText("반려 사유를 입력해주세요.")).toBeVisible();
  await dialog.getByLabel("반려 사유").fill("월 납입료가 지난달 가격표와 다릅니다. 확인 부탁드립니다.");
  await dialog.getByRole("button", { name: "반려하기" }).click();
  await expect(admin.getByTestId("review-item").filter({ hasText: name })).toHaveCount(0);

  // The partner reads the reason on their home and on the listing, corrects and sends it again.
  await gotoHydrated(partner, "/partners");
  const mine = partner.getByTestId("my-listing").filter({ hasText: name });
  await expect(mine).toContainText("게시 중");
  await expect(mine.getByTestId("return-reason")).toContainText("월 납입료가 지난달 가격표와 다릅니다");
  await mine.click();
  // The home's card shows a return reason too: wait for the listing's own page before reading it, or a slow
  // navigation leaves the next click on the home page, where 엑셀로 가격 수정 also matches 수정.
  await partner.waitForURL((url) => url.pathname === `/partners/vehicles/${enc(slug)}`);
  await expect(partner.getByTestId("return-reason")).toContainText("변경사항이 반려되었습니다");
  await partner.getByRole("link", { name: "수정" }).click();
  await partner.getByLabel("1행 월 납입료").fill("47만원");
  await partner.getByRole("button", { name: "저장" }).click();
  await expect(partner.getByTestId("own-listing-panel")).toContainText("변경사항 검수 대기 중");

  await gotoHydrated(admin, "/admin/listing-reviews");
  const again = admin.getByTestId("review-item").filter({ hasText: name });
  await expect(again.locator("[data-changed] ins")).toHaveText("월 47만원");
  await again.getByRole("button", { name: "승인하고 반영" }).click();
  await expect(admin.getByTestId("review-item").filter({ hasText: name })).toHaveCount(0);
  await gotoHydrated(visitor, `/vehicles/${enc(slug)}`);
  await expect(visitor.getByTestId("price-table")).toContainText("월 47만원");
  await expect(visitor.getByTestId("price-changed")).toContainText("최근 가격 변경일");
});

test("listing states as a visitor meets them: sold with similar cars, hidden is 404, deleted is 410", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const name = unique("E2E 상태 싼타페 ");
  const car = await adminListing(admin.request, name, "63만원");
  const visitor = await browser.newPage();

  // 판매완료 from the category page's status select.
  await gotoHydrated(admin, `/admin-vehicle-list/${enc("중형SUV")}`);
  const card = admin.getByTestId("admin-vehicle-card").filter({ hasText: name });
  await expect(card.getByTestId("listed-by")).toHaveText("등록 관리자");
  await card.getByLabel(`${name} 상태`).selectOption({ label: "판매완료" });
  await admin.getByRole("dialog").getByRole("button", { name: "바꾸기" }).click();
  await expect(card.getByTestId("listing-status")).toHaveText("판매완료");

  const sold = await gotoHydrated(visitor, `/vehicles/${enc(car.slug)}`);
  expect(sold?.status()).toBe(200);
  await expect(visitor.getByTestId("sold-notice")).toContainText("판매완료된 차량입니다");
  await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(visitor.getByText("판매 당시 최저 월 렌트료")).toBeVisible();
  // No quote for a sold car: the sticky bar's 견적 문의 leads to the form about cars like it (issue: no dead ends).
  await expect(visitor.getByRole("link", { name: "견적 문의", exact: true })).toHaveAttribute("href", "#lead-form");
  const similar = visitor.getByTestId("similar").getByTestId("vehicle-card");
  expect(await similar.count()).toBeGreaterThanOrEqual(3);
  expect(await similar.count()).toBeLessThanOrEqual(6);
  await visitor.getByRole("link", { name: "비슷한 차량 보기" }).click();
  await expect(visitor.getByRole("heading", { name: "비슷한 차량" })).toBeInViewport();
  // Not in the list any more.
  await gotoHydrated(visitor, `/vehicle-detail/${enc("중형SUV")}`);
  await expect(visitor.getByTestId("vehicle-card").filter({ hasText: name })).toHaveCount(0);

  // 숨김: gone for visitors, still in admin.
  expect((await admin.request.post(`/api/vehicles/${car.id}/status`, { data: { status: "hidden" } })).ok()).toBe(true);
  expect((await visitor.goto(`/vehicles/${enc(car.slug)}`))?.status()).toBe(404);
  await gotoHydrated(admin, `/admin-vehicle-edit/${enc(car.slug)}?edit=true`);
  await expect(admin.getByTestId("listing-state")).toContainText("숨김");

  // 삭제: the address answers 410 with similar cars, in the site's chrome.
  expect((await admin.request.delete(`/api/vehicles/${car.id}`)).ok()).toBe(true);
  const gone = await gotoHydrated(visitor, `/vehicles/${enc(car.slug)}`);
  expect(gone?.status()).toBe(410);
  await expect(visitor.getByRole("heading", { level: 1, name: "판매가 종료된 차량입니다" })).toBeVisible();
  await expect(visitor.getByTestId("gone-vehicle")).toContainText(name);
  expect(await visitor.getByTestId("similar").getByTestId("vehicle-card").count()).toBeGreaterThanOrEqual(3);
  await expect(visitor.getByRole("navigation", { name: "주요 메뉴" })).toBeVisible();
  await visitor.getByRole("link", { name: "중형 SUV 차량 보기" }).click();
  await expect(visitor.getByRole("heading", { level: 1, name: "중형 SUV" })).toBeVisible();
});

test("the Excel round trip: the template, a bad cell refused in the preview, then applied", async ({ browser }) => {
  const admin = await adminPage(browser);
  const name = unique("E2E 엑셀 GV70 ");
  const car = await adminListing(admin.request, name, "89만 5천원", "제네시스 SUV");

  await gotoHydrated(admin, "/admin/price-sheet");
  await admin.getByLabel("카테고리").selectOption("제네시스 SUV");
  const downloading = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "가격표 양식 내려받기 (.xlsx)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^가격표_\d{8}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheet = workbook.worksheets[0]!;
  let mine: ExcelJS.Row | undefined;
  sheet.eachRow((row) => {
    if (row.getCell(1).value === car.slug) mine = row;
  });
  expect(mine?.getCell(8).value).toBe(895_000);

  // One fee raised, one cell that is no amount.
  mine!.getCell(8).value = 912_000;
  sheet.addRow([car.slug, null, null, null, null, "36개월", "100만원", "문의", "2만km"]);
  const badRow = sheet.rowCount;
  const upload = async () =>
    admin.getByLabel("엑셀 파일 선택").setInputFiles({
      name: "가격표.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
  await upload();
  const errors = admin.getByTestId("sheet-errors");
  await expect(errors).toContainText("하나라도 있으면 아무것도 바꾸지 않습니다");
  const errorRow = errors.getByRole("row").filter({ hasText: "월 납입료는" });
  await expect(errorRow.getByRole("cell").first()).toHaveText(String(badRow));
  await expect(errorRow.getByRole("cell").nth(1)).toHaveText("월 납입료");
  await expect(admin.getByRole("button", { name: /가격 적용/ })).toBeDisabled();

  sheet.getRow(badRow).getCell(8).value = "74만원";
  await upload();
  const change = admin.getByTestId("sheet-change").filter({ hasText: name });
  await expect(change.locator("[data-changed] ins")).toHaveText("월 91만 2천원");
  await expect(change.locator('[data-kind="added"]')).toContainText("월 74만원");
  await admin.getByRole("button", { name: /가격 적용/ }).click();
  await expect(admin.getByTestId("toast").filter({ hasText: "1대의 가격을 반영했습니다." })).toBeVisible();

  const visitor = await browser.newPage();
  await gotoHydrated(visitor, `/vehicles/${enc(car.slug)}`);
  await expect(visitor.getByTestId("price-table")).toContainText("월 91만 2천원");
  await expect(visitor.getByTestId("price-table")).toContainText("월 74만원");
});

test("a bulk percentage change over a search, previewed and applied", async ({ browser }) => {
  const admin = await adminPage(browser);
  const tag = unique("일괄");
  const a = await adminListing(admin.request, `E2E ${tag} 쏘렌토`, "50만원");
  await adminListing(admin.request, `E2E ${tag} 스포티지`, "40만원");

  await gotoHydrated(admin, "/admin/bulk-price");
  await admin.getByLabel("차량명 검색").fill(tag);
  await admin.getByRole("button", { name: "차량 찾기" }).click();
  await expect(admin.getByTestId("chosen-count")).toHaveText("2 / 2대 선택");
  await admin.getByLabel("바꿀 비율 (%)").fill("3.5");
  await admin.getByRole("button", { name: "2대 미리보기" }).click();
  const preview = admin.getByTestId("bulk-preview");
  await expect(preview).toContainText("미리보기: 2대 변경");
  // 500,000 × 103.5% = 517,500; 400,000 → 414,000.
  await expect(preview.locator("[data-changed] ins").first()).toBeVisible();
  await preview.getByRole("button", { name: "2대 적용" }).click();
  await expect(admin.getByTestId("toast").filter({ hasText: "2대의 월 납입료를 바꿨습니다" })).toBeVisible();

  const shown = (await (await admin.request.get(`/api/vehicles/slug/${enc(a.slug)}`)).json()) as {
    priceInfo: { monthly: string }[];
  };
  expect(shown.priceInfo[0]?.monthly).toBe("51만 7,500원");
});

test("차량 복제 makes a draft without photos or plate, published under its own address when saved", async ({
  browser,
}) => {
  const admin = await adminPage(browser);
  const name = unique("E2E 복제 K8 ");
  await adminListing(admin.request, name, "58만원", "대형 세단");

  await gotoHydrated(admin, `/admin-vehicle-list/${enc("대형세단")}`);
  await admin.getByRole("button", { name: `${name} 복제` }).click();
  await expect(
    admin.getByTestId("toast").filter({ hasText: "복제한 차량이 임시저장으로 만들어졌습니다" }),
  ).toBeVisible();
  await expect(admin).toHaveURL(/\/admin-vehicle-edit\/new-vehicle-\d+/);
  await expect(admin.getByTestId("listing-state")).toContainText("임시저장");
  await expect(admin.getByLabel("차량명")).toHaveValue(name);
  await expect(admin.getByTestId("basics-editor").getByLabel("차량번호")).toHaveValue("");
  await expect(admin.getByText(/0\/30장/)).toBeVisible();
  await expect(admin.getByLabel("1행 월 납입료")).toHaveValue("58만원");

  const trim = `${name} 하이브리드`;
  await admin.getByLabel("차량명").fill(trim);
  await admin.getByTestId("save-status").locator("..").getByRole("button", { name: "저장", exact: true }).click();
  const dialog = admin.getByRole("dialog", { name: "차량 정보를 저장하시겠습니까?" });
  await expect(dialog).toContainText("저장하면 고객 페이지에 바로 게시됩니다.");
  await dialog.getByRole("button", { name: "저장", exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/vehicle-detail\//);
  const copy = admin.getByTestId("admin-vehicle-card").filter({ hasText: trim });
  await expect(copy.getByTestId("listing-status")).toHaveText("게시 중");
  const href = (await copy.getByRole("link").getAttribute("href")) ?? "";
  expect(decodeURIComponent(href)).toContain(`/admin-vehicle-edit/${slugFromName(trim)}?`);
});
