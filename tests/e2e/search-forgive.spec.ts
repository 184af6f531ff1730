import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support";

const cards = (page: Page) => page.getByTestId("vehicle-card");

/** Searches from the /search box and returns the names on the result cards. */
async function search(page: Page, query: string): Promise<string[]> {
  await page.getByRole("searchbox").fill(query);
  await page.getByRole("searchbox").press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`'${query}' 검색 결과`);
  await expect.poll(() => cards(page).count()).toBeGreaterThan(0);
  const names = await cards(page).getByRole("heading").allTextContents();
  await expect(page.getByTestId("result-count")).toHaveText(`검색 결과 ${names.length}대`);
  return names;
}

test("search finds 쏘나타 by plain initial consonants and 팰리세이드 through a typo", async ({ page }) => {
  await gotoHydrated(page, "/search");

  // ㅅ for ㅆ: typed without Shift.
  const sonata = await search(page, "ㅅㄴㅌ");
  for (const name of sonata) expect(name).toContain("쏘나타");

  // 펠 for 팰: one vowel off.
  const palisade = await search(page, "펠리세이드");
  for (const name of palisade) expect(name).toContain("팰리세이드");
  await expect(page.getByText("검색 결과가 없습니다")).toHaveCount(0);
});
