/**
 * Times the admin dashboard statistics over many page views:
 *   node --import tsx scripts/bench-admin-stats.ts [views=1000000]
 * Uses a throw-away in-memory PGlite, or the (empty, disposable) database at BENCH_DATABASE_URL.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { loadConfig } from "../server/config";
import { createContext } from "../server/context";
import { openDatabase } from "../server/db/client";
import { createLogger } from "../server/log";
import { createLocalStorage } from "../server/media/local-storage";
import { getDashboardStats } from "../server/services/admin/dashboard-stats";

const views = Number(process.argv[2] ?? 1_000_000);
const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-stats-"));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", SEED_DEMO: "false" });
const database = await openDatabase({ url: process.env.BENCH_DATABASE_URL });
await database.migrate();
const ctx = createContext({ config, database, storage: createLocalStorage(config.mediaDir), log: createLogger(config) });

const time = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
  const start = performance.now();
  const result = await run();
  console.log(`${label}: ${Math.round(performance.now() - start)} ms`);
  return result;
};

// Views spread over the last 60 days, ~20 000 visitors a day, 50 paths.
await time(`insert ${views.toLocaleString()} page views`, () =>
  database.db.execute(sql`
    insert into page_views (path, visitor_hash, viewed_at)
    select '/p' || (i % 50), md5(((i::bigint * 7919) % 20000)::text || floor(i * 60.0 / ${views})::text), now() - (i * (60 * 86400.0 / ${views})) * interval '1 second'
    from generate_series(1, ${views}) as i`),
);
await database.db.execute(sql`analyze page_views`);
const stats = await time("stats, first call (finished days computed and cached)", () => getDashboardStats(ctx));
await time("stats, refresh (today's rows only)", () => getDashboardStats(ctx));
console.log({ todayVisitors: stats.todayVisitors, weekVisitors: stats.weekVisitors, monthVisitors: stats.monthVisitors, top: stats.popularPages[0] });
await database.close();
rmSync(dataDir, { recursive: true, force: true });
