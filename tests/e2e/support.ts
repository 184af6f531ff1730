import { expect, type Page, type Response } from "@playwright/test";
import { E2E_ADMIN } from "./global-setup";

/** Navigates and waits until React has hydrated the page. */
export async function gotoHydrated(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}

/** Signs the page's browser context in as the admin through the real login API (the cookie lands in the context). */
export async function signIn(page: Page) {
  const res = await page.request.post("/api/auth/login", {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(res.ok()).toBe(true);
}
