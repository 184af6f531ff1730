/**
 * Times the admin reads the bench drives (statistics, the lead list with each filter, a lead, the funnel),
 * straight on the bench data and without HTTP and without the kept pages (each round has its own context), so
 * the database's share of their latency shows even on a busy machine:
 *   node --import tsx scripts/bench/admin-stats.ts
 * Uses a throw-away PGlite, or a fresh database (created and dropped) on the server at BENCH_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "#server/config";
import { type AppContext, createContext } from "#server/context";
import { openDatabase } from "#server/db/client";
import { createLogger } from "#server/log";
import { createLocalStorage } from "#server/media/local-storage";
import { getDashboardStats } from "#server/services/admin/dashboard-stats";
import { getLead } from "#server/services/leads/get-lead";
import { leadFunnel } from "#server/services/leads/lead-funnel";
import { listLeads } from "#server/services/leads/list-leads";
import { freshBenchDatabase } from "./fresh-database";
import { BENCH_SIZE, leadTargets, populateBenchData } from "./populate";

const ROUNDS = 15;
const CONCURRENCY = 32;

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-admin-"));
const fresh = await freshBenchDatabase();
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", SEED_DEMO: "false" });
const database = await openDatabase({
  url: fresh.url,
  pgliteDir: fresh.url ? undefined : path.join(dataDir, "pgdata"),
});
await database.migrate();
// Each context has its own cache, so every round pays for the query as a first request would.
const newContext = (): AppContext =>
  createContext({ config, database, storage: createLocalStorage(config.mediaDir), log: createLogger(config) });

const ms = (start: number) => Math.round((performance.now() - start) * 10) / 10;
const start = performance.now();
const samples = await populateBenchData(newContext());
console.log(
  `${database.kind}: populated ${BENCH_SIZE.inquiries} inquiries, ${BENCH_SIZE.pageViews} page views in ${ms(start)} ms`,
);

const reads: [string, (ctx: AppContext) => Promise<unknown>][] = [
  ["stats", (ctx) => getDashboardStats(ctx)],
  // The HTTP bench's lead targets, as the API calls them (`me` is the bench admin).
  ...leadTargets(samples).map(([name, target]): [string, (ctx: AppContext) => Promise<unknown>] => {
    const url = new URL(target, "http://bench.invalid");
    const id = /^\/api\/inquiries\/(\d+)$/.exec(url.pathname)?.[1];
    return id
      ? [name, (ctx) => getLead(ctx, Number(id))]
      : [name, (ctx) => listLeads(ctx, Object.fromEntries(url.searchParams), { id: samples.adminId })];
  }),
  ["lead funnel (30 days)", (ctx) => leadFunnel(ctx)],
];
for (const [label, read] of reads) {
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    const t = performance.now();
    await read(newContext());
    times.push(ms(t));
  }
  const sorted = [...times].sort((a, b) => a - b);
  // Concurrent first requests on one context, as the bench's connections arrive together.
  const ctx = newContext();
  const t = performance.now();
  const latencies = await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      const s = performance.now();
      await read(ctx);
      return ms(s);
    }),
  );
  console.log(
    `${label}: single first ${times[0]} ms, median ${sorted[Math.floor(ROUNDS / 2)]} ms, max ${sorted.at(-1)} ms; ` +
      `${CONCURRENCY} at once on one instance: all done in ${ms(t)} ms, slowest ${Math.max(...latencies)} ms`,
  );
}
await database.close();
await fresh.drop();
rmSync(dataDir, { recursive: true, force: true });
