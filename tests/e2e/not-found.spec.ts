import { expect, test } from "@playwright/test";
import { newVehicleTemplate } from "#domain/new-vehicle-template";
import { VEHICLE_NOT_FOUND, type Vehicle } from "#domain/vehicle";
import { E2E_ADMIN } from "./global-setup";
import { gotoHydrated } from "./support";

test("a card whose vehicle was removed meanwhile leads, in the browser, to the site's 404 inside its header", async ({
  page,
  browser,
}) => {
  // The admin, in a browser of their own, lists a vehicle the visitor then sees on the category page.
  const adminContext = await browser.newContext();
  const admin = adminContext.request;
  expect((await admin.post("/api/auth/login", { data: E2E_ADMIN })).ok()).toBe(true);
  const name = `404 확인 차량 ${Date.now().toString(36)}`;
  const created = await admin.post("/api/vehicles", {
    data: { ...newVehicleTemplate({ category: "중형 SUV" }), name },
  });
  expect(created.status()).toBe(201);
  const { vehicle } = (await created.json()) as { vehicle: Vehicle };

  await gotoHydrated(page, `/vehicle-detail/${encodeURIComponent("중형SUV")}`);
  const card = page.getByTestId("vehicle-card").filter({ hasText: name });
  await expect(card).toBeVisible();
  // Taken off the site (숨김): a deleted listing's address answers 410 instead, tested in catalogue-operations.spec.ts.
  expect((await admin.post(`/api/vehicles/${vehicle.id}/status`, { data: { status: "hidden" } })).ok()).toBe(true);
  await adminContext.close();

  // The click is a client navigation: the vehicle's data request answers 404 and no document is loaded.
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(request.url());
  });
  const dataPath = `/vehicles/${encodeURIComponent(vehicle.slug)}.data`;
  const data = page.waitForResponse((res) => new URL(res.url()).pathname === dataPath);
  await card.click();
  expect((await data).status()).toBe(404);
  await expect(page).toHaveURL(new RegExp(`/vehicles/${encodeURIComponent(vehicle.slug)}$`));
  await expect(page.getByRole("heading", { level: 1, name: VEHICLE_NOT_FOUND })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "주요 메뉴" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  expect(documents).toEqual([]);

  // 뒤로가기 returns to the list the visitor came from.
  await page.getByRole("button", { name: "뒤로가기" }).click();
  await expect(page).toHaveURL(/\/vehicle-detail\//);
  await expect(page.getByRole("heading", { level: 1, name: "중형 SUV" })).toBeVisible();
});
