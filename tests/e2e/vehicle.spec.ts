import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import JSZip from "jszip";
import { QUOTE_AGE_OPTIONS, QUOTE_FAILED, QUOTE_SENT } from "#domain/inquiry-text";
import { MOBILE_LENGTH } from "#domain/phone";
import type { Vehicle } from "#domain/vehicle";
import { gotoHydrated } from "./support";

/** A demo vehicle with at least `images` photos and two price plans, picked from the seeded catalogue. */
async function demoVehicle(request: APIRequestContext, images = 2): Promise<Vehicle> {
  const { vehicles } = (await (await request.get("/api/vehicles/essential")).json()) as {
    vehicles: { slug: string }[];
  };
  for (const { slug } of vehicles) {
    const vehicle = (await (await request.get(`/api/vehicles/slug/${encodeURIComponent(slug)}`)).json()) as Vehicle;
    if (vehicle.thumbnails.length >= images && vehicle.priceInfo.length >= 2) return vehicle;
  }
  throw new Error(`no demo vehicle with ${images} images`);
}

const pagePath = (v: Vehicle) => `/vehicles/${encodeURIComponent(v.slug)}`;

async function openQuote(page: Page) {
  await page.getByRole("link", { name: "견적 문의", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "견적 문의" });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillQuote(page: Page, name: string) {
  const dialog = page.getByRole("dialog", { name: "견적 문의" });
  await dialog.getByLabel("이름").fill(name);
  await dialog.getByLabel("연락처").fill("01012345678");
  await dialog.getByRole("checkbox", { name: QUOTE_AGE_OPTIONS[0] }).check();
  await dialog.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
}

test("the gallery wraps around with the arrows, the keyboard, thumbnails and swipes", async ({ page, request }) => {
  const vehicle = await demoVehicle(request, 3);
  const count = vehicle.thumbnails.length;
  await gotoHydrated(page, pagePath(vehicle));
  const counter = page.getByTestId("gallery-counter");
  const image = page.getByTestId("gallery-main-image");
  await expect(counter).toHaveText(`1 / ${count}`);
  await expect(image).toHaveAttribute("src", vehicle.thumbnails[0]!);

  await page.getByRole("button", { name: "이전 이미지" }).click();
  await expect(counter).toHaveText(`${count} / ${count}`);
  await expect(image).toHaveAttribute("src", vehicle.thumbnails[count - 1]!);
  await page.getByRole("button", { name: "다음 이미지" }).click();
  await expect(counter).toHaveText(`1 / ${count}`);

  // Arrow keys while a gallery control has focus, and while nothing has.
  await page.keyboard.press("ArrowLeft");
  await expect(counter).toHaveText(`${count} / ${count}`);
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`1 / ${count}`);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`2 / ${count}`);
  for (let i = 2; i < count; i++) await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`${count} / ${count}`);
  await page.keyboard.press("ArrowRight");
  await expect(counter).toHaveText(`1 / ${count}`);

  await page.getByRole("button", { name: `이미지 ${count} 보기` }).click();
  await expect(counter).toHaveText(`${count} / ${count}`);
  await expect(page.getByRole("button", { name: `이미지 ${count} 보기` })).toHaveAttribute("aria-current", "true");

  // A swipe to the left shows the next photo (wrapping to the first).
  await image.evaluate((el) => {
    const touch = (x: number) => new Touch({ identifier: 1, target: el, clientX: x, clientY: 100 });
    el.dispatchEvent(
      new TouchEvent("touchstart", { bubbles: true, touches: [touch(300)], changedTouches: [touch(300)] }),
    );
    el.dispatchEvent(new TouchEvent("touchend", { bubbles: true, touches: [], changedTouches: [touch(180)] }));
  });
  await expect(counter).toHaveText(`1 / ${count}`);
});

test("a price row is selected like a radio button, the first one to begin with", async ({ page, request }) => {
  const vehicle = await demoVehicle(request);
  await gotoHydrated(page, pagePath(vehicle));
  const rows = page.getByTestId("price-row");
  await expect(rows).toHaveCount(vehicle.priceInfo.length);
  const radios = page.getByTestId("price-table").getByRole("radio");
  await expect(radios.nth(0)).toBeChecked();
  await expect(rows.nth(0)).toHaveAttribute("data-selected", "true");
  await expect(page.getByText("VAT 포함", { exact: true })).toBeVisible();

  await rows.nth(1).click();
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.nth(0)).not.toBeChecked();
  await expect(rows.nth(1)).toHaveAttribute("data-selected", "true");
  await expect(page.getByTestId("selected-plan")).toContainText(vehicle.priceInfo[1]!.period);

  // Arrow keys move the choice, as in any radio group.
  await radios.nth(1).focus();
  await page.keyboard.press("ArrowUp");
  await expect(radios.nth(0)).toBeChecked();
});

test("the quote dialog sends an inquiry that is stored, then closes and resets", async ({ page, request }) => {
  // Some thirty steps in one dialog: on two busy cores they can pass the default 30 s.
  test.slow();
  const vehicle = await demoVehicle(request);
  await gotoHydrated(page, pagePath(vehicle));
  const dialog = await openQuote(page);
  const submit = dialog.getByRole("button", { name: "견적 문의하기" });
  await expect(submit).toBeDisabled();

  const name = `견적테스트${Date.now()}`;
  await dialog.getByLabel("이름").fill(name);
  const phone = dialog.getByLabel("연락처");
  await expect(phone).toHaveAttribute("placeholder", "010-1234-5678 (- 없이 입력해도 됩니다)");
  await expect(phone).toHaveAttribute("inputmode", "tel");
  // Typed as people write it: the hyphens stay in the field, the server keeps the digits.
  await phone.pressSequentially("010-1234-5678");
  await expect(phone).toHaveValue("010-1234-5678");
  await expect(submit).toBeDisabled();

  // The age choices exclude each other and unchecking clears the choice.
  const ages = QUOTE_AGE_OPTIONS.map((option) => dialog.getByRole("checkbox", { name: option }));
  await ages[1]!.check();
  await ages[2]!.check();
  await expect(ages[1]!).not.toBeChecked();
  await expect(ages[2]!).toBeChecked();
  await ages[2]!.uncheck();
  for (const age of ages) await expect(age).not.toBeChecked();
  await dialog.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" }).check();
  await expect(submit).toBeDisabled();
  await ages[1]!.check();
  await expect(submit).toBeEnabled();

  const [response] = await Promise.all([
    page.waitForResponse((res) => res.url().endsWith("/api/inquiries") && res.request().method() === "POST"),
    submit.click(),
  ]);
  const sent = response.request().postDataJSON();
  expect(sent).toMatchObject({
    name,
    // Read by the one phone rule before sending, as the server stores it.
    contact: "01012345678",
    region: QUOTE_AGE_OPTIONS[1],
    vehicle: vehicle.name,
    source: "quote",
    vehicleSlug: vehicle.slug,
    pageUrl: pagePath(vehicle),
    plan: {
      period: vehicle.priceInfo[0]!.period,
      deposit: vehicle.priceInfo[0]!.deposit,
      monthly: vehicle.priceInfo[0]!.monthly,
    },
  });
  expect(sent.idempotencyKey).toMatch(/^[0-9a-f-]{32,36}$/);
  // Stored: the server answers with the new row's id.
  expect(response.ok()).toBe(true);
  const answer = await response.json();
  expect(answer).toMatchObject({ success: true });
  expect(typeof answer.id).toBe("number");

  const toast = page.getByTestId("toast").filter({ hasText: QUOTE_SENT });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeHidden();
  // The confirmation (longer out of hours, with the call-back notice) stays clear of the button for the next quote.
  const [toastBox, buttonBox] = await Promise.all([
    toast.boundingBox(),
    page.getByRole("link", { name: "견적 문의", exact: true }).boundingBox(),
  ]);
  expect(toastBox && buttonBox).toBeTruthy();
  expect(toastBox!.y + toastBox!.height <= buttonBox!.y || buttonBox!.y + buttonBox!.height <= toastBox!.y).toBe(true);

  await openQuote(page);
  await expect(dialog.getByLabel("이름")).toHaveValue("");
  await expect(dialog.getByLabel("연락처")).toHaveValue("");
  for (const age of ages) await expect(age).not.toBeChecked();
  await expect(dialog.getByRole("checkbox", { name: "개인정보 수집 및 이용 동의 (필수)" })).not.toBeChecked();
});

test("a refused quote shows the server's message, keeps the form, and is disabled while sending", async ({
  page,
  request,
}) => {
  const vehicle = await demoVehicle(request);
  let calls = 0;
  const keys: string[] = [];
  // The first answer waits until the test has seen the button disabled: on a busy machine a fixed delay can
  // end before the check starts.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/inquiries", async (route) => {
    calls += 1;
    keys.push(route.request().postDataJSON().idempotencyKey);
    await (calls === 1 ? released : new Promise((resolve) => setTimeout(resolve, 400)));
    if (calls === 1) {
      await route.fulfill({
        status: 400,
        json: {
          success: false,
          message: "올바른 연락처를 입력해주세요",
          fieldErrors: { contact: "올바른 연락처를 입력해주세요" },
        },
      });
    } else {
      await route.fulfill({ status: 500, body: "oops" });
    }
  });
  await gotoHydrated(page, pagePath(vehicle));
  const dialog = await openQuote(page);
  await fillQuote(page, "실패테스트");
  const submit = dialog.getByRole("button", { name: /견적 문의하기|접수 중/ });
  await submit.click();
  await expect(submit).toBeDisabled();
  await expect(submit).toHaveText(/접수 중/);
  release();
  await expect(page.getByRole("alert").filter({ hasText: "올바른 연락처를 입력해주세요" })).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("이름")).toHaveValue("실패테스트");
  await expect(submit).toBeEnabled();

  await submit.click();
  await expect(page.getByRole("alert").filter({ hasText: QUOTE_FAILED })).toBeVisible();
  expect(calls).toBe(2);
  // Each attempt carries its own key.
  expect(new Set(keys).size).toBe(2);
});

test.describe("sharing", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("공유 copies the canonical URL where there is no share sheet, also from the /vehicle-info alias", async ({
    page,
    request,
    baseURL,
  }) => {
    const vehicle = await demoVehicle(request);
    await gotoHydrated(page, `/vehicle-info/${encodeURIComponent(vehicle.slug)}`);
    await page.getByRole("button", { name: "공유" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "링크가 복사되었습니다" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${pagePath(vehicle)}`);
  });

  test("전체 이미지 다운로드 downloads a zip holding every image", async ({ page, request }) => {
    const vehicle = await demoVehicle(request, 2);
    await gotoHydrated(page, pagePath(vehicle));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "전체 이미지 다운로드" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    const zip = await JSZip.loadAsync(await readFile(await download.path()));
    const files = Object.values(zip.files).filter((f) => !f.dir);
    expect(files).toHaveLength(vehicle.thumbnails.length);
  });
});

test("뒤로가기 returns to the previous page, or to the vehicle's category when the visit started here", async ({
  page,
  request,
}) => {
  const vehicle = await demoVehicle(request);
  await gotoHydrated(page, pagePath(vehicle));
  await page.getByRole("link", { name: "뒤로가기" }).click();
  await expect(page).toHaveURL(/\/vehicle-detail\/[^/]+$/);

  await gotoHydrated(page, "/reviews");
  // An in-app navigation, as a click on any vehicle card makes.
  await page.evaluate(
    (path) =>
      (
        window as unknown as { __reactRouterDataRouter: { navigate(to: string): void } }
      ).__reactRouterDataRouter.navigate(path),
    pagePath(vehicle),
  );
  await expect(page.getByTestId("vehicle-name")).toHaveText(vehicle.name);
  await page.getByRole("link", { name: "뒤로가기" }).click();
  await expect(page).toHaveURL(/\/reviews$/);
});

test("an unknown vehicle answers 404 with the not-found state and a way back", async ({ page }) => {
  const res = await gotoHydrated(page, "/vehicles/no-such-vehicle-anywhere");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "차량 정보를 찾을 수 없습니다" })).toBeVisible();
  await expect(page.getByRole("button", { name: "뒤로가기" })).toBeVisible();
});

test("visitors see no admin controls, and the phone button dials the configured number", async ({ page, request }) => {
  const vehicle = await demoVehicle(request);
  await gotoHydrated(page, pagePath(vehicle));
  for (const label of ["수정", "저장", "삭제", "편집"])
    await expect(page.getByRole("button", { name: label, exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "전화 상담" })).toHaveAttribute("href", /^tel:\d+$/);
});

test("a photo that fails to load becomes a placeholder", async ({ page, request }) => {
  const vehicle = await demoVehicle(request);
  await page.route("**/media/**", (route) => route.abort());
  await gotoHydrated(page, pagePath(vehicle));
  await expect(
    page.getByRole("img", {
      name: `${vehicle.name} 사진 1/${vehicle.thumbnails.length} (이미지를 불러올 수 없습니다)`,
    }),
  ).toBeVisible();
  await page.getByRole("button", { name: "다음 이미지" }).click();
  await expect(
    page.getByRole("img", {
      name: `${vehicle.name} 사진 2/${vehicle.thumbnails.length} (이미지를 불러올 수 없습니다)`,
    }),
  ).toBeVisible();
});

test("the quote form explains a phone number it cannot use", async ({ page, request }) => {
  const vehicle = await demoVehicle(request);
  let sent = false;
  await page.route("**/api/inquiries", (route) => {
    sent = true;
    return route.abort();
  });
  await gotoHydrated(page, pagePath(vehicle));
  const dialog = await openQuote(page);
  await fillQuote(page, "형식테스트");
  await dialog.getByLabel("연락처").fill("0101");
  await dialog.getByRole("button", { name: "견적 문의하기" }).click();
  // The one phone rule's message: a mobile number needs 10 or 11 digits.
  await expect(dialog.getByText(MOBILE_LENGTH)).toBeVisible();
  await expect(dialog.getByLabel("연락처")).toHaveAttribute("aria-invalid", "true");
  expect(sent).toBe(false);
});

test("opening the quote dialog's lazily loaded code adds no second copy of the site's stylesheet", async ({
  page,
  request,
}) => {
  const vehicle = await demoVehicle(request);
  await gotoHydrated(page, pagePath(vehicle));
  const stylesheets = () =>
    page.evaluate(() => [...document.styleSheets].map((sheet) => new URL(sheet.href ?? "inline:").pathname));
  const before = await stylesheets();
  // The root's base and the public site's utilities, in that order.
  expect(before).toEqual([expect.stringMatching(/^\/assets\/base-/), expect.stringMatching(/^\/assets\/site-/)]);
  // The dialog's code arrives as its own module, with the form's checks: a copy of the stylesheet would be
  // parsed again and restyle the whole page while the tap waits for its answer.
  await openQuote(page);
  await page.getByRole("dialog", { name: "견적 문의" }).getByLabel("이름").fill("스타일");
  expect(await stylesheets()).toEqual(before);
});
