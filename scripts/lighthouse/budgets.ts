import type { TargetId } from "./calibration";

/**
 * Issue 19's budgets, judged on the median of the runs at each calibrated target. Speed is judged on every page
 * (the admin lead list included); the accessibility, best-practices and SEO scores only on public pages (the
 * admin pages are noindex by design, so SEO cannot be 100 there).
 */
export const BUDGETS = {
  mid: { performance: 100, tbtMs: 50, lcpMs: 1500, inpMs: 100, homeMainThreadMs: undefined },
  low: { performance: 90, tbtMs: 300, lcpMs: 2500, inpMs: 200, homeMainThreadMs: 1500 },
} as const satisfies Record<
  TargetId,
  { performance: number; tbtMs: number; lcpMs: number; inpMs: number; homeMainThreadMs: number | undefined }
>;
/** Transferred (gzip) JavaScript of `/`: what it was when the budget was set, so it can only shrink. */
export const HOME_JS_BYTES = 149 * 1024;

export interface Judged {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** The tap's INP; null when no run saw the tap. */
  inpMs: number | null;
  mainThreadMs: number;
  jsBytes: number;
}

const ms = (v: number) => `${Math.round(v).toLocaleString("en-US")} ms`;

/** Every budget the figures miss, as short sentences; empty when the page is within all of them. */
export function budgetMisses(f: Judged, target: TargetId, page: { home: boolean; public: boolean }): string[] {
  const b = BUDGETS[target];
  const misses: string[] = [];
  if (f.performance < b.performance) misses.push(`performance ${f.performance} < ${b.performance}`);
  if (f.tbtMs > b.tbtMs) misses.push(`TBT ${ms(f.tbtMs)} > ${ms(b.tbtMs)}`);
  if (f.lcpMs > b.lcpMs) misses.push(`LCP ${ms(f.lcpMs)} > ${ms(b.lcpMs)}`);
  if (f.inpMs === null) misses.push("INP not measured (no run saw the tap)");
  else if (f.inpMs > b.inpMs) misses.push(`INP ${ms(f.inpMs)} > ${ms(b.inpMs)}`);
  // Any shift at all: the pages reserve space for everything that arrives late.
  if (f.cls > 0) misses.push(`CLS ${f.cls.toFixed(4)} > 0`);
  if (page.home && b.homeMainThreadMs !== undefined && f.mainThreadMs > b.homeMainThreadMs)
    misses.push(`main-thread work ${ms(f.mainThreadMs)} > ${ms(b.homeMainThreadMs)}`);
  if (page.home && f.jsBytes > HOME_JS_BYTES)
    misses.push(`JavaScript ${(f.jsBytes / 1024).toFixed(1)} KB > ${HOME_JS_BYTES / 1024} KB`);
  if (page.public) {
    for (const [name, value] of [
      ["accessibility", f.accessibility],
      ["best practices", f.bestPractices],
      ["SEO", f.seo],
    ] as const)
      if (value < 100) misses.push(`${name} ${value} < 100`);
  }
  return misses;
}
