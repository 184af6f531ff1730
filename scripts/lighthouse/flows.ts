import { navigation, type Result, startFlow } from "lighthouse";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import type { Browser, BrowserContext } from "puppeteer-core";
import { median } from "./calibration";
import { withoutScripts } from "./floor";
import type { PageSpec } from "./pages";

export interface Benchmark {
  /** The median of `times` readings of the host's index, and the readings. */
  measure(times: number): Promise<{ median: number; all: number[] }>;
  close(): Promise<void>;
}

/**
 * The host's Lighthouse BenchmarkIndex, read with Lighthouse's own page function (the one each report's
 * `environment.benchmarkIndex` comes from; about a second a reading) in a blank tab kept open for the whole
 * run, warmed up once so V8's first pass does not count. The index moves with whatever else the machine is
 * doing, so a figure is the median of a few readings.
 */
export async function openBenchmark(browser: Browser): Promise<Benchmark> {
  const page = await browser.newPage();
  await page.evaluate(pageFunctions.computeBenchmarkIndex);
  return {
    async measure(times) {
      // In front, as the page under test is when Lighthouse reads the index, so both get the same priority.
      await page.bringToFront();
      const all: number[] = [];
      for (let i = 0; i < times; i++) all.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      return { median: median(all), all };
    },
    close: () => page.close(),
  };
}

/**
 * Signs a browser context in through the real login API, from a page of the site, so the session cookie is the
 * context's. Only the admin page runs there: with the cookie, the public pages are not the ones visitors get
 * (a signed-in request skips the kept, script-deferring page), and measured 1 s slower LCP.
 */
export async function signIn(
  context: BrowserContext,
  siteUrl: string,
  username: string,
  password: string,
): Promise<void> {
  const page = await context.newPage();
  try {
    await page.goto(`${siteUrl}/admin-login`);
    const status = await page.evaluate(
      async (body) =>
        (
          await fetch("/api/auth/login", {
            method: "POST",
            credentials: "same-origin",
            headers: { "Content-Type": "application/json" },
            body,
          })
        ).status,
      JSON.stringify({ username, password, role: "admin" }),
    );
    if (status !== 200) throw new Error(`admin sign-in answered ${status}`);
  } finally {
    await page.close();
  }
}

export interface FlowRun {
  navigation: Result;
  /** Null when the tap failed; why is in `error`. */
  timespan: Result | null;
  error?: string;
}

/**
 * One user flow in a fresh tab: a cold navigation (Lighthouse's simulated throttling, with the calibrated CPU
 * slowdown, for performance, LCP, CLS and TBT), then a timespan in which the page's tap is made. Lighthouse runs
 * timespans with real DevTools throttling at the same slowdown, so the tap's INP is measured on the emulated phone.
 */
export async function runFlow(context: BrowserContext, url: string, spec: PageSpec, cpuSlowdownMultiplier: number) {
  const page = await context.newPage();
  try {
    const flow = await startFlow(page, {
      config: { extends: "lighthouse:default", settings: { throttling: { cpuSlowdownMultiplier } } },
    });
    await flow.navigate(url);
    let error: string | undefined;
    try {
      // The tap is meant for a working page, not for markup whose scripts have not run (root.tsx sets this).
      await page.waitForSelector("html[data-hydrated]", { timeout: 60_000 });
      await flow.startTimespan();
      try {
        await spec.interact(page);
      } finally {
        await flow.endTimespan();
      }
    } catch (e) {
      error = (e as Error).message;
    }
    const { steps } = await flow.createFlowResult();
    const navigation = steps.find((s) => s.lhr.gatherMode === "navigation")?.lhr;
    if (!navigation) throw new Error(`no navigation result for ${url}`);
    const timespan = error ? null : (steps.find((s) => s.lhr.gatherMode === "timespan")?.lhr ?? null);
    return { navigation, timespan, error } satisfies FlowRun;
  } finally {
    await page.close();
  }
}

/**
 * A cold navigation of the page with its document's scripts taken out (floor.ts), at the same slowdown: the
 * browser's own work on that HTML and CSS, which no change to the scripts can remove.
 */
export async function runFloor(context: BrowserContext, url: string, cpuSlowdownMultiplier: number): Promise<Result> {
  const page = await context.newPage();
  try {
    await page.setRequestInterception(true);
    page.on("request", (request) => {
      if (!request.isNavigationRequest() || request.url() !== url) {
        void request.continue();
        return;
      }
      void fetch(url, { headers: { "User-Agent": request.headers()["user-agent"] ?? "" } })
        .then(async (response) =>
          request.respond({
            status: response.status,
            contentType: response.headers.get("content-type") ?? "text/html; charset=utf-8",
            body: withoutScripts(await response.text()),
          }),
        )
        .catch(() => request.abort());
    });
    const result = await navigation(page, url, {
      config: { extends: "lighthouse:default", settings: { throttling: { cpuSlowdownMultiplier } } },
    });
    if (!result) throw new Error(`no Lighthouse result for ${url} without scripts`);
    return result.lhr;
  } finally {
    await page.close();
  }
}
