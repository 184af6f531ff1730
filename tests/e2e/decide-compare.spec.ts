import { expect, type Page, test } from "@playwright/test";
import { CAR_LIST_MESSAGES } from "#domain/car-lists";
import { cheapestPlan, termMonths } from "#domain/compare";
import { WHOLE_TERM_BASIS, wholeTermWon } from "#domain/plan-cost";
import type { Vehicle } from "#domain/vehicle";
import { gotoHydrated } from "./support";

/**
 * Deciding between cars without an account: 비교 on list cards, the compare tray and /compare, whose address opens
 * the same table anywhere; 찜 and 최근 본 차량 kept in the browser and shown on /saved.
 */

const compareList = (page: Page) => page.evaluate(() => localStorage.getItem("rentpick.compare") ?? "");

async function vehicle(page: Page, slug: string): Promise<Vehicle> {
  const res = await page.request.get(`/api/vehicles/slug/${encodeURIComponent(slug)}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as Vehicle;
}

test("compare three cars from the list, the best values marked, the same table from its address", async ({
  page,
  browser,
}) => {
  await gotoHydrated(page, "/new-cars");
  const toggles = page.getByTestId("compare-toggle");
  for (let i = 0; i < 3; i++) {
    await toggles.nth(i).click();
    await expect(toggles.nth(i)).toHaveAttribute("aria-pressed", "true");
  }
  await expect(page.getByTestId("compare-count")).toHaveText("비교함 3대");
  const slugs = (await compareList(page)).split(",");
  expect(slugs).toHaveLength(3);

  await page.getByRole("link", { name: "비교하기" }).click();
  await expect(page).toHaveURL(/\/compare\?cars=/);
  const table = page.getByTestId("compare-table");
  await expect(table.getByTestId("compare-car-name")).toHaveCount(3);

  // The cheapest car is judged on its plans' whole-term cost, deposit included (per month, so terms weigh alike),
  // marked in text as well as colour, and the table says what it was judged on.
  const cars = await Promise.all(slugs.map((slug) => vehicle(page, slug)));
  await expect(table.getByTestId("compare-car-name")).toHaveText(cars.map((c) => c.name));
  const perMonth = cars.map((c) => {
    const plan = cheapestPlan(c.priceInfo);
    const total = plan ? wholeTermWon(plan) : null;
    const months = plan ? termMonths(plan.period) : null;
    return total !== null && months ? total / months : Number.POSITIVE_INFINITY;
  });
  const cheapest = perMonth.map((cost, i) => (cost === Math.min(...perMonth) ? i : -1)).filter((i) => i >= 0);
  const cost = table.locator('tr[data-row="cost"] td');
  for (let i = 0; i < 3; i++) {
    if (cheapest.includes(i) && cheapest.length < 3 && Number.isFinite(perMonth[i]!)) {
      await expect(cost.nth(i)).toHaveAttribute("data-best", "true");
      await expect(cost.nth(i)).toContainText("최저");
    } else {
      await expect(cost.nth(i)).not.toContainText("최저");
    }
  }
  await expect(table.getByText(WHOLE_TERM_BASIS)).toBeVisible();
  // The monthly fee alone marks nothing.
  const monthly = table.locator('tr[data-row="monthly"] td');
  await expect(table.locator('tr[data-row="monthly"] td[data-best]')).toHaveCount(0);
  // Every row that can have a best value shows it the same way.
  await expect(table.locator("td[data-best]").first()).toBeVisible();

  // The address alone gives the same table to someone else: a fresh browser with nothing kept.
  const url = page.url();
  const text = (await table.textContent()) ?? "";
  const other = await browser.newContext();
  try {
    const fresh = await other.newPage();
    await gotoHydrated(fresh, url);
    await expect(fresh.getByTestId("compare-table")).toHaveText(text);
    expect(await compareList(fresh)).toBe("");
    await expect(fresh.getByTestId("compare-tray")).toHaveCount(0);
  } finally {
    await other.close();
  }

  // 다른 점만 보기 hides the rows where every car is the same.
  const sameRows = table.locator("tr[data-same]");
  expect(await sameRows.count()).toBeGreaterThan(0);
  await page.getByLabel("다른 점만 보기").check();
  await expect(sameRows.first()).toBeHidden();
  await expect(monthly.first()).toBeVisible();

  // Taking a car out of the comparison takes it out of the kept list and the address.
  await table.getByRole("link", { name: `${cars[0]!.name} 비교에서 빼기` }).click();
  await expect(table.getByTestId("compare-car-name")).toHaveCount(2);
  expect((await compareList(page)).split(",")).toEqual(slugs.slice(1));
});

test("a fifth car is refused with a message, and every toggle stays in sync", async ({ page }) => {
  await gotoHydrated(page, "/new-cars");
  const toggles = page.getByTestId("compare-toggle");
  for (let i = 0; i < 4; i++) await toggles.nth(i).click();
  await expect(page.getByTestId("compare-count")).toHaveText("비교함 4대");
  await toggles.nth(4).click();
  await expect(page.getByTestId("car-list-notice")).toContainText(CAR_LIST_MESSAGES.compareFull);
  await expect(toggles.nth(4)).toHaveAttribute("aria-pressed", "false");
  expect((await compareList(page)).split(",")).toHaveLength(4);

  // Another tab of the same browser sees the change as it happens.
  const second = await page.context().newPage();
  await gotoHydrated(second, "/new-cars");
  await expect(second.getByTestId("compare-count")).toHaveText("비교함 4대");
  await page.getByRole("button", { name: "비우기" }).click();
  await expect(second.getByTestId("compare-tray")).toHaveCount(0);
  await expect(second.getByTestId("compare-toggle").first()).toHaveAttribute("aria-pressed", "false");
});

test("a hearted car is on /saved after a reload, with the cars viewed recently", async ({ page }) => {
  await gotoHydrated(page, "/new-cars");
  const heart = page.getByTestId("save-toggle").first();
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  const slug = await page.evaluate(() => localStorage.getItem("rentpick.saved") ?? "");
  const car = await vehicle(page, slug);

  // A vehicle page seen goes into 최근 본 차량.
  const seen = (await page.request.get("/api/vehicles/essential").then((r) => r.json())) as {
    vehicles: { slug: string; name: string }[];
  };
  const viewed = seen.vehicles.find((v) => v.slug !== slug)!;
  await gotoHydrated(page, `/vehicles/${encodeURIComponent(viewed.slug)}`);
  await expect(page.getByTestId("save-toggle")).toBeVisible();

  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByTestId("saved-link").click();
  await expect(page).toHaveURL(/\/saved\?cars=/);
  await expect(page.getByTestId("saved-list").getByRole("heading", { name: car.name, exact: true })).toBeVisible();
  await expect(page.getByTestId("recent-list").getByRole("heading", { name: viewed.name, exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByTestId("saved-list").getByRole("heading", { name: car.name, exact: true })).toBeVisible();
  const savedHeart = page.getByTestId("saved-list").getByTestId("save-toggle").first();
  await expect(savedHeart).toHaveAttribute("aria-pressed", "true");

  // Un-hearting it here takes it off the page, which follows the browser's lists.
  await savedHeart.click();
  await expect(page.getByTestId("saved-list").getByRole("heading", { name: car.name, exact: true })).toHaveCount(0);
  await expect(page).not.toHaveURL(/cars=/);
});

test("an unknown car on /compare is dropped from the address, and the known ones compared", async ({ page }) => {
  const { vehicles } = (await page.request.get("/api/vehicles/essential").then((r) => r.json())) as {
    vehicles: { slug: string }[];
  };
  const [a, b] = vehicles.map((v) => encodeURIComponent(v.slug));
  await gotoHydrated(page, `/compare?cars=${a},no-such-car-here,${b}`);
  await expect(page).toHaveURL(`/compare?cars=${a},${b}`);
  await expect(page.getByTestId("compare-left-out")).toHaveCount(0);
  await expect(page.getByTestId("compare-car-name")).toHaveCount(2);
});

test("the toggles are not dead buttons before the scripts run", async ({ request }) => {
  // A list's cards draw theirs only once the scripts run; the vehicle page keeps its place for them, invisible.
  const toggleTags = (html: string) =>
    [...html.matchAll(/<button[^>]*data-testid="(?:compare|save)-toggle"[^>]*>/g)].map((m) => m[0]);
  expect(toggleTags(await (await request.get("/new-cars")).text())).toEqual([]);
  const { vehicles } = (await (await request.get("/api/vehicles/essential?limit=1")).json()) as {
    vehicles: { slug: string }[];
  };
  const onPage = toggleTags(await (await request.get(`/vehicles/${encodeURIComponent(vehicles[0]!.slug)}`)).text());
  expect(onPage).toHaveLength(2);
  for (const toggle of onPage) expect(toggle).toMatch(/class="[^"]*\binvisible\b/);
});

test("with storage full, the toggles still work for the page and the visitor is told once", async ({ page }) => {
  // What Safari's private windows and a full quota do: every write is refused.
  await page.addInitScript(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  await gotoHydrated(page, "/new-cars");
  const heart = page.getByTestId("save-toggle").first();
  await heart.click();
  await expect(heart).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("car-list-notice")).toContainText(CAR_LIST_MESSAGES.storageFull);
  await page.getByRole("button", { name: "알림 닫기" }).click();
  await expect(page.getByTestId("car-list-notice")).toHaveCount(0);
  // Later changes are kept for the page without telling again.
  await page.getByTestId("compare-toggle").first().click();
  await expect(page.getByTestId("compare-count")).toHaveText("비교함 1대");
  await expect(page.getByTestId("car-list-notice")).toHaveCount(0);
  await expect(page.getByTestId("saved-link")).toHaveAttribute("href", /\/saved\?cars=/);
});
