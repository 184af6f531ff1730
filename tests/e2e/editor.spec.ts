import { type APIRequestContext, type BrowserContext, expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { newVehicleTemplate } from "#domain/new-vehicle-template";
import type { Vehicle } from "#domain/vehicle";
import { slugFromName } from "#domain/vehicle-slug";
import { E2E_ADMIN } from "./global-setup";
import { gotoHydrated } from "./support";

/** The admin vehicle editor: creating from the category page's add link, editing, leaving, conflicts. */

const CONFLICT = "다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해주세요.";
const CATEGORY_SLUG = "중형SUV";

test.describe.configure({ timeout: 120_000 });

async function signIn(context: BrowserContext) {
  const res = await context.request.post("/api/auth/login", { data: { ...E2E_ADMIN, role: "admin" } });
  expect(res.ok()).toBe(true);
}

const png = (color: string, width = 1200, height = 800) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A vehicle made through the API (with two small photos sent as data URLs), for the tests that edit one. */
async function createVehicle(request: APIRequestContext, name: string): Promise<Vehicle> {
  const images = await Promise.all(
    ["#e76f51", "#2a9d8f"].map(async (c) => `data:image/png;base64,${(await png(c, 120, 80)).toString("base64")}`),
  );
  const res = await request.post("/api/vehicles", {
    data: { ...newVehicleTemplate({ category: "중형 SUV" }), name, images },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { vehicle: Vehicle }).vehicle;
}

async function vehicleBySlug(request: APIRequestContext, slug: string): Promise<Vehicle> {
  const res = await request.get(`/api/vehicles/slug/${encodeURIComponent(slug)}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Vehicle;
}

const editUrl = (slug: string) =>
  `/admin-vehicle-edit/${encodeURIComponent(slug)}?edit=true&returnTo=${encodeURIComponent(CATEGORY_SLUG)}`;
const keyOf = (url: string | null | undefined) => /\/media\/([a-f0-9]{32})\//.exec(url ?? "")?.[1] ?? null;

/** Saves through the confirmation dialog. */
async function save(page: Page) {
  await page.getByTestId("save-status").locator("..").getByRole("button", { name: "저장", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "차량 정보를 저장하시겠습니까?" });
  await dialog.getByRole("button", { name: "저장", exact: true }).click();
}

/** Drags one element onto another with the mouse, in small steps as a hand would. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 4, { steps: 4 });
  // Aim at the target's leading half and hover until the sortable list has moved the items aside, so a slow
  // machine cannot drop one place short.
  const target = { x: b.x + b.width * 0.3, y: b.y + b.height / 2 };
  await page.mouse.move(target.x, target.y, { steps: 16 });
  await expect.poll(async () => (await to.boundingBox())?.x !== b.x).toBe(true);
  await page.mouse.move(target.x + 1, target.y, { steps: 2 });
  await page.mouse.up();
}

test("an admin adds a vehicle with three photos, reorders them, sets prices and options, and finds it on the site", async ({
  page,
}) => {
  await signIn(page.context());
  const stamp = Date.now();
  const name = `E2E 등록 ${stamp}`;
  // Started from the category page's 신차 추가 button.
  await gotoHydrated(page, `/admin-vehicle-list/${encodeURIComponent(CATEGORY_SLUG)}`);
  await page.getByRole("button", { name: "신차 추가" }).click();
  await expect(page).toHaveURL(/\/admin-vehicle-edit\/new-vehicle-\d+\?pending=true/);
  await expect(page.getByRole("heading", { name: "새 차량 등록" })).toBeVisible();
  await expect(page.getByRole("link", { name: "고객 페이지 보기" })).toHaveCount(0);
  const basics = page.getByTestId("basics-editor");
  await expect(basics.getByLabel("카테고리")).toHaveValue("중형 SUV");
  await expect(basics.getByRole("checkbox", { name: "신차" })).toBeChecked();
  await expect(page.getByTestId("price-row-editor")).toHaveCount(5);

  await basics.getByLabel("차량명").fill(name);
  await basics.getByRole("checkbox", { name: "추천", exact: true }).check();

  // Three photos, compressed and uploaded one by one.
  const files = await Promise.all(
    ["#d62828", "#2a9d8f", "#264653"].map(async (color, i) => ({
      name: `car-${i + 1}.png`,
      mimeType: "image/png",
      buffer: await png(color),
    })),
  );
  await page.getByTestId("image-input").setInputFiles(files);
  const tiles = page.getByTestId("image-tile");
  await expect(tiles).toHaveCount(3, { timeout: 60_000 });
  await expect(page.getByTestId("upload-progress")).toHaveCount(0);
  const order = () => tiles.evaluateAll((els) => els.map((el) => el.getAttribute("data-key")));
  const [a, b, c] = await order();
  expect(new Set([a, b, c]).size).toBe(3);
  await expect(tiles.first()).toContainText("대표");

  // Drag the third photo onto the first with the mouse.
  const handles = page.getByTestId("image-handle");
  await dragWithMouse(page, handles.nth(2), handles.nth(0));
  await expect.poll(order).toEqual([c, a, b]);

  // The move buttons, disabled at the ends.
  await expect(tiles.first().getByRole("button", { name: "위로", exact: true })).toBeDisabled();
  await expect(tiles.first().getByRole("button", { name: "맨 위로" })).toBeDisabled();
  await expect(tiles.last().getByRole("button", { name: "아래로", exact: true })).toBeDisabled();
  await expect(tiles.last().getByRole("button", { name: "맨 아래로" })).toBeDisabled();
  await tiles.nth(0).getByRole("button", { name: "아래로", exact: true }).click();
  await expect.poll(order).toEqual([a, c, b]);
  await tiles.nth(2).getByRole("button", { name: "맨 위로" }).click();
  await expect.poll(order).toEqual([b, a, c]);

  // The order number applies with Enter and is clamped to 1..3.
  const number = tiles.nth(2).getByRole("textbox");
  await number.fill("0");
  await number.press("Enter");
  await expect.poll(order).toEqual([c, b, a]);
  const again = tiles.nth(0).getByRole("textbox");
  await again.fill("9");
  await again.press("Enter");
  await expect.poll(order).toEqual([b, a, c]);

  // And by keyboard: pick the first photo up, move it one place on, put it down.
  await handles.nth(0).focus();
  await page.keyboard.press("Space");
  // The pick-up and the move land on later frames; a busy machine must not drop the photo before it moved.
  await expect(handles.nth(0)).toHaveAttribute("aria-pressed", "true");
  // dnd-kit's keyboard sensor starts listening for keys a task after the pick-up, so on a busy machine the first
  // arrow can come too early and do nothing. A lost key moves nothing, so it is pressed again until one lands.
  const overSecond = page.getByText("2번째 자리 위에 있습니다.");
  await expect(async () => {
    if ((await overSecond.count()) === 0) await page.keyboard.press("ArrowRight");
    await expect(overSecond).toBeAttached({ timeout: 5_000 });
  }).toPass({ timeout: 40_000 });
  await page.keyboard.press("Space");
  await expect.poll(order).toEqual([a, b, c]);
  await tiles.nth(2).getByRole("button", { name: "맨 위로" }).click();
  await expect.poll(order).toEqual([c, a, b]);

  // Prices: the first plan, the second selected, deposits in two instalments with a live preview.
  const prices = page.getByTestId("price-editor");
  await prices.getByLabel("1행 보증금").fill("300만원");
  await prices.getByLabel("1행 월 납입료").fill("45만 3천원");
  await prices.getByLabel("2행 보증금").fill("0");
  await prices.getByLabel("2행 월 납입료").fill("52만원");
  await prices.getByLabel("2행 선택").check();
  await prices.getByLabel("보증금 분납").selectOption("가능 (50:50 2회 분납)");
  await expect(prices.getByTestId("installment-preview")).toContainText("1회 150만원 + 2회 150만원");
  await prices.getByRole("button", { name: "5행 삭제" }).click();
  await expect(page.getByTestId("price-row-editor")).toHaveCount(4);

  // Options: a standard item and one typed in.
  const options = page.getByTestId("options-editor");
  await options.getByTestId("option-group-외관내장").getByRole("checkbox", { name: "선루프" }).check();
  await options.getByLabel("편의장치 항목 추가", { exact: true }).fill("디지털 키");
  await options.getByLabel("편의장치 항목 추가", { exact: true }).press("Enter");
  await expect(options.getByTestId("option-group-편의장치").getByRole("checkbox", { name: "디지털 키" })).toBeChecked();
  await page.getByTestId("main-info-editor").getByLabel("연료").selectOption("하이브리드");
  await expect(page.getByTestId("save-status")).toHaveText("저장하지 않은 변경사항이 있습니다");

  await save(page);
  await expect(page.getByTestId("toast").filter({ hasText: "저장 완료" })).toContainText("차량 정보가 저장되었습니다.");
  await expect(page).toHaveURL(/\/admin\/vehicle-detail\//);
  await expect(page.getByRole("navigation", { name: "이동 경로" })).toContainText("중형 SUV");
  await expect(page.getByTestId("admin-vehicle-card").filter({ hasText: name })).toHaveCount(1);

  // Stored as edited, under a slug made from the name (romanised), photos in the new order.
  const slug = slugFromName(name);
  const vehicle = await vehicleBySlug(page.request, slug);
  expect(vehicle).toMatchObject({
    name,
    category: "중형 SUV",
    badges: ["신차"],
    badgeType: "신차",
    recommendationTags: ["추천"],
    depositInstallment: "가능 (50:50 2회 분납)",
  });
  expect(vehicle.thumbnails.map(keyOf)).toEqual([c, a, b]);
  // Four rows are stored (below); the two left without a fee are not published as 상담 문의 rows.
  expect(vehicle.priceInfo).toHaveLength(2);
  expect(vehicle.priceInfo[0]).toMatchObject({
    deposit: "300만원",
    monthly: "45만 3천원",
    period: "60개월",
    totalKm: "3만km",
    selected: false,
  });
  expect(vehicle.priceInfo[1]).toMatchObject({ deposit: "0", monthly: "52만원", selected: true });
  expect(vehicle.options.외관내장).toContain("선루프");
  expect(vehicle.options.편의장치).toContain("디지털 키");
  expect(vehicle.basicInfo.연료).toBe("하이브리드");

  // The admin list (the category API it reads) and the customer category page show it with its main photo.
  const list = (await (
    await page.request.get(`/api/vehicles?category=${encodeURIComponent(CATEGORY_SLUG)}`)
  ).json()) as { vehicles: Vehicle[] };
  expect(list.vehicles.find((v) => v.slug === slug)?.mainImage).toContain(c!);
  expect(list.vehicles.find((v) => v.slug === slug)?.priceInfo).toHaveLength(4);
  await gotoHydrated(page, `/vehicle-detail/${encodeURIComponent(CATEGORY_SLUG)}`);
  const card = page.getByTestId("vehicle-card").filter({ hasText: name });
  await expect(card).toHaveCount(1);
  expect(keyOf(await card.locator("img").first().getAttribute("src"))).toBe(c);

  // The customer vehicle page shows the photos in the new order (main image, then the strip).
  await gotoHydrated(page, `/vehicles/${encodeURIComponent(slug)}`);
  expect(keyOf(await page.getByTestId("gallery-main-image").getAttribute("src"))).toBe(c);
  const strip = await page
    .getByTestId("gallery-thumbnails")
    .locator("img")
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute("src") ?? ""));
  expect(strip.map(keyOf)).toEqual([c, a, b]);
});

test("leaving with unsaved changes asks first: cancel stays, save then leave saves, leave without saving drops", async ({
  page,
}) => {
  await signIn(page.context());
  const vehicle = await createVehicle(page.request, `E2E 이동 ${Date.now()}`);
  await gotoHydrated(page, editUrl(vehicle.slug));
  await expect(page.getByRole("heading", { name: "차량 정보 편집" })).toBeVisible();
  await expect(page.getByRole("link", { name: "고객 페이지 보기" })).toHaveAttribute(
    "href",
    `/vehicle-info/${encodeURIComponent(vehicle.slug)}`,
  );
  await expect(page.getByTestId("image-tile")).toHaveCount(2);

  const extra = page.getByTestId("basics-editor").getByLabel("추가 옵션");
  await extra.fill("첫 번째 수정");
  await page.getByRole("link", { name: "관리자 홈으로" }).click();
  const dialog = page.getByRole("dialog", { name: "저장하지 않은 변경사항이 있습니다" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "취소" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin-vehicle-edit\//);
  await expect(extra).toHaveValue("첫 번째 수정");

  await page.getByRole("link", { name: "관리자 홈으로" }).click();
  await dialog.getByRole("button", { name: "저장 후 이동" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  expect((await vehicleBySlug(page.request, vehicle.slug)).displayCategoryText).toBe("첫 번째 수정");

  await gotoHydrated(page, editUrl(vehicle.slug));
  await page.getByTestId("basics-editor").getByLabel("추가 옵션").fill("버릴 수정");
  await page.getByRole("link", { name: "고객 홈" }).click();
  await dialog.getByRole("button", { name: "저장하지 않고 이동" }).click();
  await expect(page).toHaveURL(/\/$/);
  expect((await vehicleBySlug(page.request, vehicle.slug)).displayCategoryText).toBe("첫 번째 수정");

  // Closing the tab with changes: the browser's own warning.
  await gotoHydrated(page, editUrl(vehicle.slug));
  await page.getByTestId("basics-editor").getByLabel("추가 옵션").fill("닫기 전 수정");
  const warning = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const unload = await warning;
  expect(unload.type()).toBe("beforeunload");
  await unload.accept();
});

test("a save over someone else's newer save is refused and the edits stay", async ({ page, browser }) => {
  await signIn(page.context());
  const vehicle = await createVehicle(page.request, `E2E 충돌 ${Date.now()}`);
  await gotoHydrated(page, editUrl(vehicle.slug));

  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, viewport: { width: 1440, height: 900 } });
  await signIn(other);
  const second = await other.newPage();
  await gotoHydrated(second, editUrl(vehicle.slug));
  await second.getByTestId("basics-editor").getByLabel("추가 옵션").fill("다른 관리자가 먼저 저장");
  await save(second);
  await expect(second).toHaveURL(/\/admin\/vehicle-detail\//);
  await other.close();

  await page.getByTestId("basics-editor").getByLabel("추가 옵션").fill("늦은 저장");
  await save(page);
  await expect(page.getByTestId("toast").filter({ hasText: "저장 실패" })).toContainText(CONFLICT);
  await expect(page).toHaveURL(/\/admin-vehicle-edit\//);
  await expect(page.getByTestId("basics-editor").getByLabel("추가 옵션")).toHaveValue("늦은 저장");
  await expect(page.getByTestId("save-status")).toHaveText("저장하지 않은 변경사항이 있습니다");
  expect((await vehicleBySlug(page.request, vehicle.slug)).displayCategoryText).toBe("다른 관리자가 먼저 저장");
});

test("a new vehicle's draft survives a reload until discarded, and field errors show in Korean", async ({ page }) => {
  await signIn(page.context());
  const stamp = Date.now();
  const url = `/admin-vehicle-edit/new-vehicle-${stamp}?pending=true&returnTo=${encodeURIComponent("전기차")}&badge=${encodeURIComponent("중고차")}`;
  await gotoHydrated(page, url);
  const basics = page.getByTestId("basics-editor");
  await expect(basics.getByRole("checkbox", { name: "중고차" })).toBeChecked();
  await basics.getByLabel("차량명").fill("초안 차량");
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await expect(page.getByText("저장하지 않은 초안을 불러왔습니다.")).toBeVisible();
  await expect(basics.getByLabel("차량명")).toHaveValue("초안 차량");

  // Empty name and no badge: refused next to the fields, nothing sent.
  await basics.getByLabel("차량명").fill(" ");
  await basics.getByRole("checkbox", { name: "중고차" }).uncheck();
  await save(page);
  await expect(page.getByTestId("toast").filter({ hasText: "저장 실패" })).toContainText("차량명을 입력해주세요");
  await expect(basics.getByText("차량명을 입력해주세요")).toBeVisible();
  await expect(basics.getByText("신차 또는 중고차를 선택해주세요")).toBeVisible();
  await expect(basics.getByLabel("차량명")).toBeFocused();

  await page.getByTestId("save-status").locator("..").getByRole("button", { name: "초안 삭제" }).click();
  await page
    .getByRole("dialog", { name: "초안을 삭제하시겠습니까?" })
    .getByRole("button", { name: "초안 삭제" })
    .click();
  await expect(basics.getByLabel("차량명")).toHaveValue(`new-vehicle-${stamp}`);
  await expect(basics.getByRole("checkbox", { name: "중고차" })).toBeChecked();
  expect(
    await page.evaluate((key) => localStorage.getItem(key), `vehicle-editor-draft:new-vehicle-${stamp}`),
  ).toBeNull();
});

test("deleting all photos and the whole options section asks first; the free-text options replace the lists", async ({
  page,
}) => {
  await signIn(page.context());
  const vehicle = await createVehicle(page.request, `E2E 옵션 ${Date.now()}`);
  await gotoHydrated(page, editUrl(vehicle.slug));

  await page.getByTestId("image-manager").getByRole("button", { name: "전체 삭제" }).click();
  const clearImages = page.getByRole("dialog", { name: "모든 이미지를 삭제하시겠습니까?" });
  await clearImages.getByRole("button", { name: "취소" }).click();
  await expect(page.getByTestId("image-tile")).toHaveCount(2);
  await page.getByTestId("image-manager").getByRole("button", { name: "전체 삭제" }).click();
  await clearImages.getByRole("button", { name: "전체 삭제" }).click();
  await expect(page.getByTestId("image-tile")).toHaveCount(0);

  const options = page.getByTestId("options-editor");
  await options.getByRole("button", { name: "전체옵션 입력" }).click();
  await options.getByLabel("전체옵션").fill("파노라마 선루프, 빌트인캠");
  await options.getByRole("button", { name: "취소" }).click();
  await expect(options.getByTestId("free-options")).toHaveCount(0);
  await options.getByRole("button", { name: "전체옵션 입력" }).click();
  await options.getByLabel("전체옵션").fill("파노라마 선루프, 빌트인캠");
  await options.getByRole("button", { name: "저장", exact: true }).click();
  await expect(options.getByTestId("free-options")).toContainText("파노라마 선루프, 빌트인캠");

  await options.getByRole("button", { name: "옵션 전체 삭제" }).click();
  await page
    .getByRole("dialog", { name: "옵션 정보를 모두 삭제하시겠습니까?" })
    .getByRole("button", { name: "삭제" })
    .click();
  await expect(options.getByTestId("free-options")).toHaveCount(0);
  await expect(options.getByRole("checkbox", { checked: true })).toHaveCount(0);

  await save(page);
  await expect(page).toHaveURL(/\/admin\/vehicle-detail\//);
  const saved = await vehicleBySlug(page.request, vehicle.slug);
  expect(saved.thumbnails).toEqual([]);
  expect(saved.options).toEqual({ 외관내장: [], 안전장치: [], 편의장치: [], 시트: [] });
});
