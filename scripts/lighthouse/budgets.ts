import type { TargetId } from "./calibration";

/**
 * Issue 19's budgets, judged on the median of the runs at each calibrated target. Speed is judged on every page
 * (the admin lead list included); the accessibility, best-practices and SEO scores only on public pages (the
 * admin pages are noindex by design, so SEO cannot be 100 there).
 */
export const BUDGETS = {
  mid: { performance: 100, tbtMs: 50, lcpMs: 1500, inpMs: 100 },
  low: { performance: 90, tbtMs: 300, lcpMs: 2500, inpMs: 200 },
} as const satisfies Record<TargetId, { performance: number; tbtMs: number; lcpMs: number; inpMs: number }>;
/**
 * Issue 37's low-tier budgets against the floor (the page without its scripts, `LIGHTHOUSE_FLOOR=1`), which
 * replaced the home page's 1.5 s of main-thread work in all: each public page's work with its scripts at most
 * 1.35 times its own floor, and `/`'s floor at most 1.8 s. Judged only where the floor was measured.
 */
export const FLOOR_BUDGETS = { ratio: 1.35, homeFloorMs: 1800 } as const;
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
export function budgetMisses(
  f: Judged,
  target: TargetId,
  page: { home: boolean; public: boolean },
  floor?: { mainThreadMs: number },
): string[] {
  const b = BUDGETS[target];
  const misses: string[] = [];
  if (f.performance < b.performance) misses.push(`performance ${f.performance} < ${b.performance}`);
  if (f.tbtMs > b.tbtMs) misses.push(`TBT ${ms(f.tbtMs)} > ${ms(b.tbtMs)}`);
  if (f.lcpMs > b.lcpMs) misses.push(`LCP ${ms(f.lcpMs)} > ${ms(b.lcpMs)}`);
  if (f.inpMs === null) misses.push("INP not measured (no run saw the tap)");
  else if (f.inpMs > b.inpMs) misses.push(`INP ${ms(f.inpMs)} > ${ms(b.inpMs)}`);
  // Any shift at all: the pages reserve space for everything that arrives late.
  if (f.cls > 0) misses.push(`CLS ${f.cls.toFixed(4)} > 0`);
  if (target === "low" && page.public && floor) {
    const ratio = f.mainThreadMs / floor.mainThreadMs;
    if (ratio > FLOOR_BUDGETS.ratio)
      misses.push(`main-thread work ${ratio.toFixed(2)}× the floor > ${FLOOR_BUDGETS.ratio}×`);
    if (page.home && floor.mainThreadMs > FLOOR_BUDGETS.homeFloorMs)
      misses.push(`floor ${ms(floor.mainThreadMs)} > ${ms(FLOOR_BUDGETS.homeFloorMs)}`);
  }
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
