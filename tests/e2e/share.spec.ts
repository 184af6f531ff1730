import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support";

/**
 * 공유 as Koreans share: on a phone the browser's share sheet (KakaoTalk and the rest), which the page hands the
 * page's address; where there is none (this desktop Chromium), the address copied. Vehicle pages, 견적서 and
 * /compare have it.
 */

/** A browser with a share sheet, as a phone's has: what the page asks it to share is recorded. */
async function withShareSheet(page: Page) {
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, "share", {
      value: async (data: ShareData) => {
        shared.push(data);
      },
    });
  });
}
const sharedData = (page: Page) => page.evaluate(() => (window as unknown as { __shared: ShareData[] }).__shared);

async function twoSlugs(page: Page): Promise<string[]> {
  const { vehicles } = (await (await page.request.get("/api/vehicles/essential")).json()) as {
    vehicles: { slug: string }[];
  };
  return vehicles.slice(0, 2).map((v) => v.slug);
}

test("a vehicle page hands the share sheet its canonical address and the car's name", async ({ page, baseURL }) => {
  await withShareSheet(page);
  const [slug] = await twoSlugs(page);
  await gotoHydrated(page, `/vehicles/${encodeURIComponent(slug!)}`);
  await page.getByRole("button", { name: "공유" }).click();
  await expect.poll(async () => (await sharedData(page)).length).toBe(1);
  const [data] = await sharedData(page);
  expect(data?.url).toBe(`${baseURL}/vehicles/${encodeURIComponent(slug!)}`);
  expect(data?.title).toBeTruthy();
  // The share sheet answered: no copy, no toast.
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test.describe("without a share sheet", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a 견적서 copies its own address", async ({ page }) => {
    const [slug] = await twoSlugs(page);
    const issued = await page.request.post("/api/quotes", { data: { slug, row: 0 } });
    expect(issued.status()).toBe(201);
    const { path } = (await issued.json()) as { path: string };
    await gotoHydrated(page, path);
    await page.getByRole("button", { name: "공유" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "링크가 복사되었습니다" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("/compare copies the address of the comparison", async ({ page, baseURL }) => {
    const slugs = await twoSlugs(page);
    const path = `/compare?cars=${slugs.map(encodeURIComponent).join(",")}`;
    await gotoHydrated(page, path);
    await page.getByRole("button", { name: "공유" }).click();
    await expect(page.getByTestId("toast").filter({ hasText: "링크가 복사되었습니다" })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${path}`);
  });
});
