import { mkdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Browser, expect, type Locator, type Page, type Response } from "@playwright/test";
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

/**
 * Waits until the page has rendered `count` more frames. Frames are what the page's own motion and React's
 * commits advance by, so a check that something did not happen gives it that many chances on a slow machine as
 * on a fast one, where a fixed sleep gives a wall-clock span that means less the busier the machine is.
 */
export async function animationFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}

/** Whether React has hydrated the element (it keeps its fiber on every node it owns). */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$")));
}

/**
 * Runs `work` while no other browser test holds the same name, across workers: tests that count a shared queue
 * (the 승인 대기 reviews) take turns with those that add to it. The lock is a folder named for this run's server.
 */
export async function exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
  const port = new URL(process.env.E2E_BASE_URL ?? "http://localhost").port;
  const lock = path.join(os.tmpdir(), `rentcar-e2e-${port}-${name}.lock`);
  await expect
    .poll(
      () => {
        try {
          mkdirSync(lock);
          return true;
        } catch {
          return false;
        }
      },
      { timeout: 60_000, intervals: [50] },
    )
    .toBe(true);
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** A small PNG photo as a data URL, the way the original site sent photos (the server stores it as a file). */
export async function photoDataUrl(color: string): Promise<string> {
  const sharp = (await import("sharp")).default;
  const png = await sharp({ create: { width: 160, height: 107, channels: 3, background: color } })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/**
 * A sold listing and the address of a deleted one, both of 중형 SUV (which the demo data fills), made by the admin
 * through the API in a context of its own: the pages a sold car and a deleted car's link answer.
 */
export async function endedListings(browser: Browser): Promise<{ sold: string; gone: string }> {
  const context = await browser.newContext();
  const request = context.request;
  expect((await request.post("/api/auth/login", { data: E2E_ADMIN })).ok()).toBe(true);
  const stamp = Date.now().toString(36);
  const make = async (name: string) => {
    const res = await request.post("/api/vehicles", {
      data: {
        name,
        category: "중형 SUV",
        badges: ["신차"],
        images: [await photoDataUrl("#446688")],
        priceInfo: [{ period: "48개월", deposit: "300만원", monthly: "61만원", totalKm: "2만km" }],
      },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { vehicle: { id: number; slug: string } }).vehicle;
  };
  const sold = await make(`판매완료 쏘렌토 ${stamp}`);
  expect((await request.post(`/api/vehicles/${sold.id}/status`, { data: { status: "sold" } })).ok()).toBe(true);
  const gone = await make(`삭제된 싼타페 ${stamp}`);
  expect((await request.delete(`/api/vehicles/${gone.id}`)).ok()).toBe(true);
  await context.close();
  return { sold: sold.slug, gone: gone.slug };
}
