/**
 * `npm run lighthouse`: Lighthouse in mobile emulation on a fresh production site with the demo data, at two
 * calibrated phones (calibration.ts): the CPU slowdown is the host's BenchmarkIndex divided by the phone's, so
 * every machine measures the same phone. The index is read again just before each run: on a shared machine it
 * halves and recovers within minutes, and a slowdown computed once at start would then emulate another phone.
 * Each page is a user flow: a cold navigation (performance, LCP, CLS,
 * TBT, main-thread work, long tasks) and a timespan with the page's main tap (INP). Pages are judged by the
 * median of LIGHTHOUSE_RUNS runs (5): computeMedianRun for the navigation, median INP and TBT for the taps.
 * Exits 1 listing every budget miss (budgets.ts).
 *
 * LIGHTHOUSE_TARGETS=low,mid, LIGHTHOUSE_PAGES=home,new-cars,vehicle,reviews,compare,admin (keys or paths) pick
 * what runs; LIGHTHOUSE_BENCHMARK_INDEX pins the host's index (to compare runs on a machine whose load moves);
 * LIGHTHOUSE_REPORTS=<dir> keeps each median navigation's Lighthouse JSON there (open it in the Lighthouse viewer).
 * LIGHTHOUSE_FLOOR=1 also measures each public page with its document's scripts taken out (floor.ts): the
 * main-thread work that is the browser's own, under any budget that scripts could meet. Every public page's raw
 * HTML and CSS bytes are printed beside it, against the page-weight budgets (weight.ts; reported, not misses).
 *
 *   LIGHTHOUSE_RUNS=1 LIGHTHOUSE_TARGETS=low LIGHTHOUSE_PAGES=home npm run lighthouse   (one quick look)
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Result } from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import puppeteer, { type BrowserContext } from "puppeteer-core";
import { CHROMIUM_ARGS, findChromium } from "../../tests/support/chromium";
import { DEMO_DATA_READY, startSiteProcess } from "../../tests/support/site-process";
import { budgetMisses } from "./budgets";
import { median, parseTargets, slowdownFor, TARGETS, type TargetId } from "./calibration";
import { medianTimespan, navigationFigures, type TimespanFigures, timespanFigures } from "./figures";
import { openBenchmark, runFloor, runFlow, signIn } from "./flows";
import { type PageSpec, pageSpecs, selectPages } from "./pages";
import { type PageResult, pageBlock, range, summaryTable, times } from "./report";
import { pageWeight } from "./weight";

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const PINNED_INDEX = process.env.LIGHTHOUSE_BENCHMARK_INDEX
  ? Number(process.env.LIGHTHOUSE_BENCHMARK_INDEX)
  : undefined;
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const FLOOR = process.env.LIGHTHOUSE_FLOOR === "1";
/** Readings of the host's index at start (reported) and before each run (used): about a second each. */
const START_SAMPLES = 5;
const RUN_SAMPLES = 3;
/** Enough leads for a full first page of the admin list and a second page behind it. */
const ADMIN_LEADS = 45;

async function main() {
  if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number ≥ 1, not ${RUNS}`);
  const targets = parseTargets(process.env.LIGHTHOUSE_TARGETS);
  const admin = { username: "lighthouse-admin", password: `lh-${randomBytes(12).toString("base64url")}` };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-lighthouse-"));
  const site = await startSiteProcess({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    ADMIN_USERNAME: admin.username,
    ADMIN_PASSWORD: admin.password,
    // Only so the admin list can be filled with leads from this one address below.
    RATE_LIMIT_DISABLED: "true",
  });
  // Pages are measured with the whole demo catalogue, which the site seeds while it serves.
  await site.waitForOutput(DEMO_DATA_READY);
  const browser = await puppeteer.launch({
    executablePath: await findChromium(),
    headless: true,
    // Chromium 156's later builds preload the WebUI address-bar popup in a renderer of its own, headless too; it
    // loads about 200 modules as the browser starts and took the phone's page a share of the two cores (Puppeteer
    // merges this list into its own).
    args: [...CHROMIUM_ARGS, "--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup"],
    // Lighthouse sets the phone's screen itself; a second viewport from Puppeteer would fight it.
    defaultViewport: null,
  });
  const misses: string[] = [];
  // Public pages as an anonymous visitor sees them; the admin page in a context of its own with the session cookie.
  const visitorContext = browser.defaultBrowserContext();
  const adminContext = await browser.createBrowserContext();
  try {
    const list = (await (await fetch(`${site.url}/api/vehicles/essential`)).json()) as {
      vehicles?: { slug: string }[];
    };
    const pages: PageSpec[] = [];
    for (const spec of selectPages(pageSpecs((list.vehicles ?? []).map((v) => v.slug)), process.env.LIGHTHOUSE_PAGES)) {
      const status = spec.admin ? 200 : (await fetch(`${site.url}${spec.path}`)).status;
      if (status === 404) console.log(`${spec.path}: 404, not built yet; skipped`);
      else pages.push(spec);
    }
    if (pages.some((p) => p.admin)) {
      await addLeads(site.url, ADMIN_LEADS);
      await signIn(adminContext, site.url, admin.username, admin.password);
    }

    if (PINNED_INDEX !== undefined && !(PINNED_INDEX > 0))
      throw new Error(
        `LIGHTHOUSE_BENCHMARK_INDEX must be a positive number, not ${process.env.LIGHTHOUSE_BENCHMARK_INDEX}`,
      );
    if (REPORTS) mkdirSync(REPORTS, { recursive: true });
    const benchmark = await openBenchmark(browser);
    if (PINNED_INDEX) console.log(`Host BenchmarkIndex pinned at ${PINNED_INDEX}`);
    else {
      const start = await benchmark.measure(START_SAMPLES);
      console.log(
        `Host BenchmarkIndex ${Math.round(start.median)} at start (readings ${start.all.map(Math.round).join(", ")}); ` +
          `measured again before every run (median of ${RUN_SAMPLES}), since other work on the machine moves it`,
      );
    }
    // The host's index when the run starts, so a run made while the machine is busy still emulates the same phone.
    const hostIndexNow = async () => PINNED_INDEX ?? (await benchmark.measure(RUN_SAMPLES)).median;
    console.log(`${RUNS} run(s) per page and target`);
    const tables: string[] = [];
    for (const target of targets) {
      const phone = TARGETS[target];
      console.log(
        `\n${phone.label}, BenchmarkIndex ${phone.benchmarkIndex}: CPU slowdown = host index ÷ ${phone.benchmarkIndex}`,
      );
      const results: PageResult[] = [];
      for (const spec of pages) {
        const context = spec.admin ? adminContext : visitorContext;
        const { result, medianRun } = await measurePage(site.url, context, spec, target, hostIndexNow);
        console.log(pageBlock(result));
        results.push(result);
        misses.push(...result.misses.map((m) => `[${phone.name}] ${spec.path}: ${m}`));
        if (REPORTS) writeFileSync(path.join(REPORTS, `${target}-${spec.key}.json`), JSON.stringify(medianRun));
      }
      const hosts = results.flatMap((r) => r.hostIndexes);
      const slowdowns = results.flatMap((r) => r.slowdowns);
      tables.push(
        `${phone.label} (BenchmarkIndex ${phone.benchmarkIndex}): CPU slowdown ${times(Math.min(...slowdowns))}–${times(Math.max(...slowdowns))}, ` +
          `median ${times(median(slowdowns))}, from host index ${range(hosts)} (median ${Math.round(median(hosts))}` +
          `${PINNED_INDEX ? ", pinned" : ""}); median of ${RUNS} run(s) per page\n\n${summaryTable(results)}`,
      );
    }
    console.log(`\n${tables.join("\n\n")}\n`);
    console.log(
      misses.length
        ? `예산을 벗어난 항목 ${misses.length}개:\n${misses.map((m) => `  ✗ ${m}`).join("\n")}`
        : "모든 페이지가 예산 안에 있습니다.",
    );
  } finally {
    await browser.close();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(misses.length ? 1 : 0);
}

async function measurePage(
  siteUrl: string,
  context: BrowserContext,
  spec: PageSpec,
  target: TargetId,
  hostIndexNow: () => Promise<number>,
): Promise<{ result: PageResult; medianRun: Result }> {
  const navigations: Result[] = [];
  const timespans: TimespanFigures[] = [];
  const failedRuns: string[] = [];
  const hostIndexes: number[] = [];
  const slowdowns: number[] = [];
  let hostSlowerThanTarget = false;
  for (let run = 0; run < RUNS; run++) {
    const host = await hostIndexNow();
    const slowdown = slowdownFor(host, TARGETS[target].benchmarkIndex);
    hostSlowerThanTarget ||= slowdown.hostSlowerThanTarget;
    try {
      const flow = await runFlow(context, `${siteUrl}${spec.path}`, spec, slowdown.multiplier);
      hostIndexes.push(host);
      slowdowns.push(slowdown.multiplier);
      navigations.push(flow.navigation);
      if (flow.timespan) timespans.push(timespanFigures(flow.timespan));
      else failedRuns.push(`tap: ${flow.error}`);
    } catch (error) {
      failedRuns.push((error as Error).message.split("\n")[0] ?? "failed");
    }
  }
  // A run can end without a paint (Chromium stalled); the page is judged by the runs that measured it.
  const valid = filterToValidRuns(navigations);
  for (const run of navigations.filter((r) => !valid.includes(r)))
    failedRuns.push(`navigation left out: no FCP or TTI measured (${run.runtimeError?.code ?? "no runtime error"})`);
  if (valid.length === 0)
    throw new Error(
      `no Lighthouse run of ${spec.path} measured a paint: ${[...navigations.map((r) => r.runtimeError?.code), ...failedRuns].join(", ")}`,
    );
  const medianRun = computeMedianRun(valid);
  const floor =
    FLOOR && !spec.admin ? await measureFloor(`${siteUrl}${spec.path}`, context, target, hostIndexNow) : undefined;
  const navigation = navigationFigures(medianRun);
  // The admin page is signed in and streamed; the weight budgets are the public pages'.
  const weight = spec.admin ? undefined : await pageWeight(siteUrl, spec.path, spec.home);
  const tbts = valid.map((r) => r.audits["total-blocking-time"]?.numericValue ?? 0);
  const tap = medianTimespan(timespans);
  const figures = { ...navigation, inpMs: tap.inpMs };
  const result: PageResult = {
    path: spec.path,
    tap: spec.tap,
    figures,
    navigation,
    tbtRange: [Math.min(...tbts), Math.max(...tbts)],
    tapTbtMs: tap.tbtMs,
    inpDetail: tap.inpDetail,
    runs: valid.length,
    hostIndexes,
    slowdowns,
    hostSlowerThanTarget,
    lighthouseIndexes: valid.map((r) => r.environment.benchmarkIndex),
    failedRuns,
    missedTaps: tap.missedTaps,
    misses: budgetMisses(figures, target, { home: spec.home, public: spec.public }, floor),
    floor,
    weight,
  };
  return { result, medianRun };
}

/** The page without its scripts, RUNS times: the median main-thread work and TBT of the runs that measured it. */
async function measureFloor(
  url: string,
  context: BrowserContext,
  target: TargetId,
  hostIndexNow: () => Promise<number>,
): Promise<PageResult["floor"]> {
  const runs: Result[] = [];
  for (let run = 0; run < RUNS; run++) {
    const slowdown = slowdownFor(await hostIndexNow(), TARGETS[target].benchmarkIndex);
    try {
      runs.push(await runFloor(context, url, slowdown.multiplier));
    } catch (error) {
      console.log(`    floor run failed: ${(error as Error).message.split("\n")[0]}`);
    }
  }
  const valid = filterToValidRuns(runs);
  if (valid.length === 0) return undefined;
  const figures = valid.map(navigationFigures);
  return {
    mainThreadMs: median(figures.map((f) => f.mainThreadMs)),
    tbtMs: median(figures.map((f) => f.tbtMs)),
    runs: valid.length,
  };
}

/** Leads through the public API, as visitors send them, so the admin list has rows to show. */
async function addLeads(siteUrl: string, count: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await fetch(`${siteUrl}/api/inquiries`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: `측정고객${i + 1}`,
        contact: `010-5550-${String(1000 + i).padStart(4, "0")}`,
        vehicle: i % 2 ? "그랜저" : "쏘렌토",
        source: "home",
      }),
    });
    if (res.status !== 201) throw new Error(`lead ${i + 1} answered ${res.status}: ${await res.text()}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
