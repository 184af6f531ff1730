import { expect, type Page, test } from "@playwright/test";
import { lowestMonthlyManwon, monthlyManwon } from "#domain/pricing";
import type { VehicleEssential } from "#domain/vehicle-parts";
import { gotoHydrated } from "./support";

/** A price-first shopper on a 390 × 844 phone: 월 납입료 낮은순 is one list, the cheapest car first. */

const PHONE = { width: 390, height: 844 };

/** Every listed new car, read a page at a time from the public API. */
async function newCars(page: Page): Promise<VehicleEssential[]> {
  const cars: VehicleEssential[] = [];
  let cursor: string | undefined;
  do {
    const res = await page.request.get(
      `/api/vehicles/essential?badges=${encodeURIComponent("신차")}&limit=100${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(res.ok()).toBe(true);
    const body = (await res.json()) as { vehicles: VehicleEssential[]; nextCursor?: string | null };
    cars.push(...body.vehicles);
    cursor = body.nextCursor ?? undefined;
  } while (cursor);
  return cars;
}

test.describe("on a phone", () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test("월 납입료 낮은순 on /new-cars shows the cheapest car first, in one list across the groups", async ({
    page,
  }) => {
    // The cheapest new car as the API lists it (ties: the one listed first), and the first card of the default order.
    const cars = await newCars(page);
    expect(cars.length).toBeGreaterThan(20);
    const [cheapest] = [...cars].sort(
      (a, b) => lowestMonthlyManwon(a.priceInfo) - lowestMonthlyManwon(b.priceInfo) || a.id - b.id,
    );
    const fee = lowestMonthlyManwon(cheapest!.priceInfo);
    expect(Number.isFinite(fee)).toBe(true);

    await gotoHydrated(page, "/new-cars");
    const cards = page.getByTestId("vehicle-card");
    // In the default order the list is in its groups, 세단 first, and the cheapest car is not its first card.
    await expect(page.locator("main section h2").first()).toHaveText(/^세단/);
    await expect(cards.first().getByRole("heading")).not.toHaveText(cheapest!.name);

    // On a phone 정렬 is folded under 필터·정렬; choosing an order applies it at once.
    await page.getByTestId("filters-toggle").tap();
    await page.getByLabel("정렬").selectOption("price-asc");
    await expect(page).toHaveURL(/\/new-cars\?sort=price-asc$/);
    await expect(cards.first().getByRole("heading")).toHaveText(cheapest!.name);
    await expect(cards.first().getByTestId("card-price")).toHaveText(/^월 /);
    expect(monthlyManwon(await cards.first().getByTestId("card-price").textContent())).toBe(fee);

    // One list, no group headings: every card of the page in ascending fee.
    await expect(page.locator("main section h2")).toHaveText(["월 납입료 낮은순"]);
    const fees = (await cards.getByTestId("card-price").allTextContents()).map((text) => monthlyManwon(text));
    expect(fees).toHaveLength(20);
    expect(fees.every((f, i) => i === 0 || fees[i - 1]! <= f)).toBe(true);
    // The cheapest few as the API has them (other tests add cars at 40만원 and up while this one runs).
    const cheapestFees = cars
      .map((c) => lowestMonthlyManwon(c.priceInfo))
      .sort((a, b) => a - b)
      .slice(0, 5);
    expect(fees.slice(0, 5)).toEqual(cheapestFees);

    // The cheapest car is on the first screen once the folded filters close.
    await page.getByTestId("filters-toggle").tap();
    await expect(cards.first()).toBeInViewport();
  });
});
