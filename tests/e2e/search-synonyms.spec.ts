import { expect, type Page, test } from "@playwright/test";
import { SYNONYM_ADDED, SYNONYM_DELETED } from "#domain/search-synonyms";
import { gotoHydrated, signIn } from "./support";

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
};

/** The /search page's result count for a query, as an anonymous visitor reads it. */
async function searchCount(page: Page, q: string): Promise<number> {
  const res = await page.request.get(`/search?q=${encodeURIComponent(q)}`, { headers: { Cookie: "" } });
  const count = /data-testid="result-count">검색 결과 <strong[^>]*>(\d+)<\/strong>/.exec(await res.text());
  return Number(count?.[1]);
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`검색 동의어 on a ${device}`, () => {
    test.use({ viewport });

    test("adds a synonym from the keyboard, which the search then reads, and deletes it", async ({
      page,
    }, testInfo) => {
      await signIn(page);
      await gotoHydrated(page, "/admin");
      // Reached from the admin header.
      await page.getByRole("navigation", { name: "관리자 메뉴" }).getByRole("link", { name: "검색 동의어" }).click();
      await expect(page).toHaveURL(/\/admin\/search-synonyms$/);
      await expect(page.getByRole("heading", { level: 1, name: "검색 동의어" })).toBeVisible();

      // Refused in the browser first: each field says why, and focus lands on the first.
      const term = page.getByRole("textbox", { name: "검색어" });
      const meaning = page.getByRole("textbox", { name: "뜻" });
      await term.fill("차");
      await meaning.press("Enter");
      await expect(term).toHaveAccessibleDescription("검색어는 글자나 숫자 2자 이상으로 입력해주세요");
      await expect(meaning).toHaveAccessibleDescription("뜻을 입력해주세요");
      await expect(term).toBeFocused();

      const word = unique("붕붕");
      expect(await searchCount(page, word)).toBe(0);
      await term.fill(word);
      await meaning.fill("그랜저");
      await meaning.press("Enter");
      await expect(page.getByRole("status").filter({ hasText: SYNONYM_ADDED })).toBeVisible();
      const row = page.getByTestId("synonym-row").filter({ hasText: word });
      await expect(row).toContainText("그랜저");
      // Emptied and ready for the next one.
      await expect(term).toHaveValue("");
      await expect(term).toBeFocused();
      await expect.poll(() => searchCount(page, word)).toBeGreaterThan(0);

      // Nothing runs off the screen, on a phone included.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`search-synonyms-${device}.png`), fullPage: true });

      const remove = row.getByRole("button", { name: `${word} 삭제` });
      await remove.focus();
      await page.keyboard.press("Enter");
      await expect(row).toHaveCount(0);
      await expect(page.getByRole("status").filter({ hasText: SYNONYM_DELETED })).toBeVisible();
      // The button went with its row: focus is on the list's heading, not lost to the page.
      await expect(page.getByRole("heading", { name: "등록된 동의어" })).toBeFocused();
      await expect.poll(() => searchCount(page, word)).toBe(0);
    });
  });
}

test.describe("검색 동의어 without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.phone });

  test("adds and deletes a synonym through the page's forms", async ({ page }) => {
    await signIn(page);
    await page.goto("/admin/search-synonyms");
    const word = unique("노스크립트");
    await page.getByRole("textbox", { name: "검색어" }).fill(word);
    await page.getByRole("textbox", { name: "뜻" }).fill("카니발");
    await page.getByRole("button", { name: "추가" }).click();
    await expect(page).toHaveURL(/done=added$/);
    await expect(page.getByText(SYNONYM_ADDED)).toBeVisible();
    const row = page.getByTestId("synonym-row").filter({ hasText: word });
    await expect(row).toContainText("카니발");
    await row.getByRole("button", { name: `${word} 삭제` }).click();
    await expect(page).toHaveURL(/done=deleted$/);
    await expect(page.getByTestId("synonym-row").filter({ hasText: word })).toHaveCount(0);
  });
});
