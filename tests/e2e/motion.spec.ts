import { expect, type Page, test } from "@playwright/test";
import { gotoHydrated } from "./support";

/**
 * What must hold whatever the machine's speed: nothing moves by itself off screen or for a visitor who asked
 * for less motion, and no control on the first screen is shown dead before the page's scripts run.
 */

const PHONE = { width: 390, height: 844 };

const heroIndex = (page: Page) => page.getByTestId("hero-slideshow").getAttribute("data-index");
const stripOffset = (page: Page) => page.getByTestId("reviews-strip-scroller").evaluate((el) => el.scrollLeft);

test("the hero and the reviews strip stand still off screen, and move again on it", async ({ page }) => {
  test.slow();
  await page.clock.install();
  await gotoHydrated(page, "/");
  const hero = page.getByTestId("hero-slideshow");

  // On screen the hero turns every 4 s.
  await expect(hero).toHaveAttribute("data-rotating", "true");
  const first = await heroIndex(page);
  await page.clock.runFor(4_500);
  await expect.poll(() => heroIndex(page)).not.toBe(first);

  // Scrolled to the strip: the hero is off screen and stops; the strip drifts.
  const strip = page.getByTestId("reviews-strip-scroller");
  await strip.scrollIntoViewIfNeeded();
  await expect(hero).toHaveAttribute("data-rotating", "false");
  const held = await heroIndex(page);
  const before = await stripOffset(page);
  await page.clock.runFor(10_000);
  await expect.poll(() => stripOffset(page)).toBeGreaterThan(before);
  expect(await heroIndex(page)).toBe(held);

  // At the end of the page both are off screen: ten seconds move neither.
  await page.locator("footer").scrollIntoViewIfNeeded();
  await expect(strip).not.toBeInViewport();
  await page.clock.runFor(100);
  const parked = await stripOffset(page);
  await page.clock.runFor(10_000);
  expect(await stripOffset(page)).toBe(parked);
  expect(await heroIndex(page)).toBe(held);

  // Back on screen, the hero turns again.
  await hero.scrollIntoViewIfNeeded();
  await expect(hero).toHaveAttribute("data-rotating", "true");
  await page.clock.runFor(4_500);
  await expect.poll(() => heroIndex(page)).not.toBe(held);
});

test("with reduced motion nothing moves by itself, on screen or off", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce", baseURL: process.env.E2E_BASE_URL });
  const page = await context.newPage();
  await page.clock.install();
  await gotoHydrated(page, "/");
  const hero = page.getByTestId("hero-slideshow");
  await expect(hero).toHaveAttribute("data-rotating", "false");
  await page.clock.runFor(10_000);
  expect(await heroIndex(page)).toBe("0");
  await page.getByTestId("reviews-strip-scroller").scrollIntoViewIfNeeded();
  await page.clock.runFor(10_000);
  expect(await stripOffset(page)).toBe(0);
  await context.close();
});

/** The first screen's controls that would do nothing without scripts: buttons outside forms, empty links. */
function deadControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dead: string[] = [];
    const onScreen = (el: Element) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && box.top < window.innerHeight && box.bottom > 0;
    };
    for (const el of document.querySelectorAll<HTMLElement>("a, button, [role=button], [tabindex]")) {
      if (!onScreen(el) || getComputedStyle(el).visibility === "hidden" || el.closest("[aria-hidden=true]")) continue;
      const name = (el.getAttribute("aria-label") || el.textContent || "").trim().slice(0, 30);
      if (el instanceof HTMLAnchorElement) {
        const href = el.getAttribute("href") ?? "";
        if (!href || href === "#" || href.startsWith("javascript:")) dead.push(`a "${name}"`);
      } else if (el instanceof HTMLButtonElement) {
        const submits = el.type === "submit" && el.form !== null;
        if (!submits && !el.hasAttribute("popovertarget") && !el.closest("summary")) dead.push(`button "${name}"`);
      } else if (el.getAttribute("role") === "button") {
        dead.push(`[role=button] "${name}"`);
      }
    }
    return dead;
  });
}

for (const [label, viewport] of [
  ["phone", PHONE],
  ["desktop", { width: 1440, height: 900 }],
] as const) {
  test(`before scripts run, every control on the first screen works or is hidden (${label})`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport, baseURL: process.env.E2E_BASE_URL });
    const page = await context.newPage();
    await page.goto("/new-cars");
    const vehicle = (await page.locator('a[href^="/vehicles/"]').first().getAttribute("href")) ?? "";
    expect(vehicle).not.toBe("");
    for (const path of ["/", "/new-cars", vehicle, "/reviews", "/search?q=그랜저"]) {
      await page.goto(path);
      expect(await deadControls(page), path).toEqual([]);
    }
    await context.close();
  });
}

/**
 * Every CSS transition or animation the page starts, with where its element was: a recorder in the browser's
 * own DevTools protocol, so it sees a page whose scripts are off as well.
 */
async function recordMotion(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("Animation.enable");
  const started: { name: string; backendNodeId: number }[] = [];
  cdp.on("Animation.animationStarted", ({ animation }) => {
    if (animation.source?.backendNodeId)
      started.push({ name: `${animation.type} ${animation.name}`, backendNodeId: animation.source.backendNodeId });
  });
  return {
    count: () => started.length,
    /** The started ones whose element lay wholly below the first screen. */
    async offScreen(viewportHeight: number) {
      const off: string[] = [];
      for (const { name, backendNodeId } of started) {
        const box = await cdp.send("DOM.getBoxModel", { backendNodeId }).catch(() => null);
        const top = box ? Math.min(...box.model.border.filter((_, i) => i % 2 === 1)) : Number.POSITIVE_INFINITY;
        if (top >= viewportHeight) off.push(`${name} at ${Math.round(top)}px`);
      }
      return off;
    },
  };
}

for (const scripts of [true, false]) {
  test(`loading the home page starts no motion below the first screen (${scripts ? "scripts" : "no scripts"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: scripts,
      // A phone-sized window with a mouse, so that the hover below has something to run.
      viewport: PHONE,
      baseURL: process.env.E2E_BASE_URL,
    });
    const page = await context.newPage();
    const motion = await recordMotion(page);
    await page.goto("/");
    // The blocks below the first screen are styled in the frames after load, when nothing fetches any more.
    await page.waitForLoadState("networkidle");
    expect(await motion.offScreen(PHONE.height)).toEqual([]);

    // The recorder does see transitions there: a card's hover still animates once the pointer reaches it.
    const card = page
      .locator("#vehicles a[href]")
      .filter({ has: page.locator("img") })
      .first();
    await card.scrollIntoViewIfNeeded();
    const before = motion.count();
    await card.hover();
    await expect.poll(() => motion.count()).toBeGreaterThan(before);
    await context.close();
  });
}

test("React DOM starts without taking error stacks, and errors have stacks again once the page runs", async ({
  page,
}) => {
  // With DevTools' Runtime attached, as here and under Lighthouse, each new Error's stack made V8 re-parse all of
  // React DOM for source positions as it started: about half a second at a low-tier phone's slowdown.
  await page.addInitScript(() => {
    const made: { message: string; limited: boolean }[] = [];
    Object.assign(window, { madeErrors: made });
    const record = (target: ErrorConstructor, args: unknown[]) =>
      made.push({ message: String(args[0] ?? ""), limited: typeof target.stackTraceLimit === "number" });
    window.Error = new Proxy(Error, {
      apply(target, self, args) {
        record(target, args);
        return Reflect.apply(target, self, args);
      },
      construct(target, args, newTarget) {
        record(target, args);
        return Reflect.construct(target, args, newTarget);
      },
    });
  });
  await gotoHydrated(page, "/new-cars");
  const made = await page.evaluate(
    () => (window as unknown as { madeErrors: { message: string; limited: boolean }[] }).madeErrors,
  );
  const react = made.filter((e) => e.message.includes("Minified React error"));
  expect(react.length).toBeGreaterThanOrEqual(5);
  expect(react.filter((e) => e.limited)).toEqual([]);
  expect(await page.evaluate(() => [typeof Error.stackTraceLimit, /\bat\b/.test(new Error("x").stack ?? "")])).toEqual([
    "number",
    true,
  ]);
});
