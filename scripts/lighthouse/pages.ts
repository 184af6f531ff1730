import type { Page } from "puppeteer-core";

/**
 * The pages measured and the tap each one's timespan scripts: the control a visitor is there for, tapped with a
 * touch pointer (Input.dispatchTouchEvent), so the page sees the pointer, touch and click events a phone sends.
 * Selectors are the ones the components and browser tests use (app/components/**, data-testid).
 */
export interface PageSpec {
  /** What LIGHTHOUSE_PAGES names it by. */
  key: string;
  path: string;
  /** Accessibility, best practices and SEO are judged here (not on the noindex admin pages). */
  public: boolean;
  home: boolean;
  admin: boolean;
  /** What the timespan taps, for the report. */
  tap: string;
  interact(page: Page): Promise<void>;
}

/** Throttled to a low-tier phone, a lazily loaded dialog can take seconds to show. */
const WAIT = { timeout: 60_000 };

/**
 * The page's document as the functions handed to the browser use it: they run there, while this file is checked
 * as Node code (tsconfig.node.json, without the DOM's types).
 */
declare const document: {
  querySelector(selector: string): { getAttribute(name: string): string | null; textContent: string | null } | null;
};

async function tap(page: Page, selector: string): Promise<void> {
  const element = await page.waitForSelector(selector, { ...WAIT, visible: true });
  if (!element) throw new Error(`nothing to tap: ${selector}`);
  // Scrolls it into view first, as a visitor would, then touches its centre.
  await element.tap();
  await element.dispose();
}

const QUICK_FORM = '[data-testid="quick-consult-form"]';

export function pageSpecs(vehicleSlugs: readonly string[]): PageSpec[] {
  const slug = vehicleSlugs[0] ?? "unknown";
  return [
    {
      key: "home",
      path: "/",
      public: true,
      home: true,
      admin: false,
      tap: "빠른 상담 신청: the consent box, then 상담 신청 with the fields empty",
      async interact(page) {
        await tap(page, `${QUICK_FORM} input[name="agreed"]`);
        await page.waitForSelector(`${QUICK_FORM} button[type="submit"]:not([disabled])`, WAIT);
        await tap(page, `${QUICK_FORM} button[type="submit"]`);
        // The form's own answer: the first missing field marked (after the schema chunk arrives).
        await page.waitForSelector(`${QUICK_FORM} [aria-invalid="true"]`, WAIT);
      },
    },
    {
      key: "new-cars",
      path: "/new-cars",
      public: true,
      home: false,
      admin: false,
      tap: "the first price chip that is not selected",
      async interact(page) {
        await tap(page, '[data-testid="price-chip"]:not([aria-current])');
        await page.waitForFunction(
          () =>
            document
              .querySelector('[data-testid="price-chip"][aria-current]')
              ?.getAttribute("href")
              ?.includes("price="),
          WAIT,
        );
      },
    },
    {
      key: "vehicle",
      path: `/vehicles/${encodeURIComponent(slug)}`,
      public: true,
      home: false,
      admin: false,
      tap: "견적 문의 in the contact bar (opens the quote dialog)",
      async interact(page) {
        await tap(page, '[data-sticky-actions] a[aria-haspopup="dialog"]');
        await page.waitForSelector('[data-testid="quote-form"]', { ...WAIT, visible: true });
      },
    },
    {
      key: "reviews",
      path: "/reviews",
      public: true,
      home: false,
      admin: false,
      tap: "다음 in the pagination (or 후기 작성 when there is one page)",
      async interact(page) {
        if (await page.$('[data-testid="pagination"]')) {
          await tap(page, '[data-testid="pagination"] button:last-child');
          await page.waitForFunction(
            () => /페이지 2/.test(document.querySelector('[data-testid="reviews-page"]')?.textContent ?? ""),
            WAIT,
          );
        } else {
          await tap(page, 'main a[href="/reviews/new"]');
          await page.waitForSelector('[data-testid="review-write-form"]', { ...WAIT, visible: true });
        }
      },
    },
    {
      key: "compare",
      path: `/compare?cars=${vehicleSlugs.slice(0, 3).map(encodeURIComponent).join(",")}`,
      public: true,
      home: false,
      admin: false,
      tap: "찜 (the heart) on the first car of the table",
      async interact(page) {
        const toggle = '[data-testid="compare-table"] [data-testid="save-toggle"]';
        // The visitor's saved cars outlive a run (the same browser profile): the tap flips whatever it finds.
        await page.waitForSelector(toggle, { ...WAIT, visible: true });
        const before = await page.evaluate(
          (selector) => document.querySelector(selector)?.getAttribute("aria-pressed"),
          toggle,
        );
        await tap(page, toggle);
        await page.waitForSelector(`${toggle}[aria-pressed="${before === "true" ? "false" : "true"}"]`, WAIT);
      },
    },
    {
      key: "admin",
      path: "/admin",
      public: false,
      home: false,
      admin: true,
      tap: "the 신규 status filter of the lead list",
      async interact(page) {
        await tap(page, '[data-testid="status-count-new"]');
        await page.waitForSelector('[data-testid="status-count-new"][aria-current="page"]', WAIT);
      },
    },
  ];
}

/** LIGHTHOUSE_PAGES=home,vehicle (keys or paths); empty means every page. */
export function selectPages(specs: readonly PageSpec[], filter: string | undefined): PageSpec[] {
  const wanted = (filter ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (wanted.length === 0) return [...specs];
  const unknown = wanted.filter((w) => !specs.some((s) => s.key === w || s.path === w));
  if (unknown.length)
    throw new Error(`LIGHTHOUSE_PAGES: unknown ${unknown.join(", ")} (use ${specs.map((s) => s.key).join(", ")})`);
  return specs.filter((s) => wanted.includes(s.key) || wanted.includes(s.path));
}
