/**
 * `npm run lighthouse`: Lighthouse in mobile emulation on the key public pages of a fresh production site
 * with the demo data; prints the four category scores, LCP, CLS, TBT and transferred JavaScript per page and
 * exits 1 when a budget is missed. Each page is measured LIGHTHOUSE_RUNS times (3) and judged by the median
 * run, as Lighthouse's authors advise: blocking time varies from run to run on a small shared machine.
 * Chromium is found as the browser tests find it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { CHROMIUM_ARGS, findChromium } from "../tests/support/chromium";
import { startSiteProcess } from "../tests/support/site-process";

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const BUDGET = {
  performance: 95,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.02,
  tbtMs: 100,
  homeJsKb: 150,
};

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-lighthouse-"));
  const site = await startSiteProcess({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
  });
  const chrome = await chromeLauncher.launch({
    chromePath: await findChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  let failed = false;
  try {
    const list = (await (await fetch(`${site.url}/api/vehicles/essential`)).json()) as {
      vehicles?: { slug: string }[];
    };
    const slug = list.vehicles?.[0]?.slug ?? "unknown";
    const pages = ["/", "/new-cars", `/vehicles/${encodeURIComponent(slug)}`, "/reviews"];
    const rows = [];
    for (const page of pages) {
      const runs: LighthouseResult[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${site.url}${page}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
        runs.push(result.lhr);
      }
      // A run can end without a paint (Chromium stalled); the page is judged by the runs that measured it.
      const valid = filterToValidRuns(runs) as LighthouseResult[];
      if (valid.length === 0)
        throw new Error(
          `no Lighthouse run of ${page} measured a paint: ${runs.map((r) => r.runtimeError?.code).join(", ")}`,
        );
      const { categories, audits } = computeMedianRun(valid) as LighthouseResult;
      const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
      const scriptItem = (
        audits["resource-summary"]?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
      )?.items?.find((i) => i.resourceType === "script");
      const row = {
        page,
        performance: score("performance"),
        accessibility: score("accessibility"),
        "best-practices": score("best-practices"),
        seo: score("seo"),
        "LCP ms": Math.round(audits["largest-contentful-paint"]?.numericValue ?? 0),
        CLS: Math.round((audits["cumulative-layout-shift"]?.numericValue ?? 0) * 1000) / 1000,
        "TBT ms": Math.round(audits["total-blocking-time"]?.numericValue ?? 0),
        "JS KB": Math.round((scriptItem?.transferSize ?? 0) / 1024),
      };
      const misses = [
        row.performance < BUDGET.performance && `performance ${row.performance}`,
        row.accessibility < BUDGET.accessibility && `accessibility ${row.accessibility}`,
        row["best-practices"] < BUDGET["best-practices"] && `best-practices ${row["best-practices"]}`,
        row.seo < BUDGET.seo && `seo ${row.seo}`,
        row["LCP ms"] > BUDGET.lcpMs && `LCP ${row["LCP ms"]} ms`,
        row.CLS > BUDGET.cls && `CLS ${row.CLS}`,
        row["TBT ms"] > BUDGET.tbtMs && `TBT ${row["TBT ms"]} ms`,
        page === "/" && row["JS KB"] > BUDGET.homeJsKb && `JS ${row["JS KB"]} KB`,
      ].filter(Boolean);
      if (misses.length) {
        failed = true;
        const failing = Object.values(audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === "binary")
          .map((a) => a.id);
        console.log(
          `✗ ${page}: ${misses.join(", ")}${failing.length ? ` (failing audits: ${failing.join(", ")})` : ""}`,
        );
      }
      rows.push(row);
    }
    console.table(rows);
    console.log(failed ? "예산을 벗어난 항목이 있습니다." : "모든 페이지가 예산 안에 있습니다.");
  } finally {
    chrome.kill();
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
