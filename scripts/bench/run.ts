/**
 * `npm run bench`: a fresh database with the bench data, the production build as a real process, then each
 * target driven by autocannon at fixed concurrency for a fixed time, one after another, plus a bare node:http
 * baseline answering the essential list's bytes from memory. Prints a table and writes bench/results/*.json.
 * BENCH_DATABASE_URL=postgres://… runs it on PostgreSQL (a fresh database is created there and dropped after).
 */
import { execSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { loadConfig } from "#server/config";
import { createContext } from "#server/context";
import { openDatabase } from "#server/db/client";
import { createLogger } from "#server/log";
import { createLocalStorage } from "#server/media/local-storage";
import { startSiteProcess } from "../../tests/support/site-process";
import { freshBenchDatabase } from "./fresh-database";
import { BENCH_ADMIN as ADMIN, BENCH_SIZE, type BenchSamples, leadTargets, populateBenchData } from "./populate";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const LEADS_PER_SECOND = 10;
/** Lead reads driven again while leads arrive. */
const WHILE_LEADS_ARRIVE = ["/api/inquiries page 1", "/api/inquiries page 50", "/api/inquiries q=<phone>"];

interface Result {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytesPerResponse: number;
  errors: number;
  non2xx: number;
  ratioToBaseline?: number;
}

const LEAD = { name: "벤치", region: "만 26세 이상", vehicle: "쏘렌토" };

/** Leads as customers send them: each from its own phone number. */
function leadPosts(): Partial<autocannon.Options> {
  return {
    method: "POST",
    headers: { "content-type": "application/json" },
    requests: [
      {
        setupRequest: (request) => {
          const digits = String(10_000_000 + Math.floor(Math.random() * 90_000_000));
          return { ...request, body: JSON.stringify({ ...LEAD, contact: `010${digits}` }) };
        },
      },
    ],
  };
}

function drive(target: string, url: string, options: Partial<autocannon.Options> = {}): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      // Headers after the options: a target's own headers (a cookie) add to the gzip one instead of replacing it.
      {
        url,
        connections: CONNECTIONS,
        duration: DURATION,
        ...options,
        headers: { "accept-encoding": "gzip", ...(options.headers ?? {}) },
      },
      (error, r) => {
        if (error) return reject(error);
        resolve({
          target,
          requestsPerSecond: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          bytesPerResponse: Math.round(r.throughput.total / Math.max(1, r.requests.total)),
          errors: r.errors + r.timeouts,
          non2xx: r.non2xx,
        });
      },
    );
  });
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-bench-"));
  const db = await freshBenchDatabase();
  const env = { DATA_DIR: dataDir, DATABASE_URL: db.url ?? "", SEED_DEMO: "false", LOG_LEVEL: "silent" };
  try {
    console.log(
      `데이터 생성 중: 차량 ${BENCH_SIZE.vehicles}, 문의 ${BENCH_SIZE.inquiries}, 페이지뷰 ${BENCH_SIZE.pageViews} (${db.url ? "PostgreSQL" : "PGlite"})`,
    );
    const config = loadConfig(env);
    const database = await openDatabase({
      url: config.databaseUrl,
      pgliteDir: config.databaseUrl ? undefined : path.join(dataDir, "pgdata"),
    });
    await database.migrate();
    const samples: BenchSamples = await populateBenchData(
      createContext({ config, database, storage: createLocalStorage(config.mediaDir), log: createLogger(config) }),
    );
    await database.close();

    const site = await startSiteProcess({
      ...env,
      NODE_ENV: "production",
      RATE_LIMIT_DISABLED: "true",
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      const base = site.url;
      const login = await fetch(`${base}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ ...ADMIN, role: "admin" }),
      });
      const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
      const essential = Buffer.from(await (await fetch(`${base}/api/vehicles/essential`)).arrayBuffer());
      const slug = "bench-vehicle-1";

      const gzippedEssential = gzipSync(essential);
      const baseline = createServer((_req, res) => {
        res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-encoding": "gzip" });
        res.end(gzippedEssential);
      });
      await new Promise<void>((r) => baseline.listen(0, "127.0.0.1", r));
      const baselineAddress = baseline.address();
      const baselineUrl = `http://127.0.0.1:${typeof baselineAddress === "object" && baselineAddress ? baselineAddress.port : 0}/`;

      const results: Result[] = [];
      const baselineResult = await drive("baseline node:http (essential bytes)", baselineUrl);
      baseline.close();
      results.push(baselineResult);
      const targets: [string, string, Partial<autocannon.Options>?][] = [
        ["GET /api/vehicles/essential", `${base}/api/vehicles/essential`],
        [`GET /api/vehicles/slug/${slug}`, `${base}/api/vehicles/slug/${slug}`],
        ["GET / (SSR)", `${base}/`],
        [`GET /vehicles/${slug} (SSR)`, `${base}/vehicles/${slug}`],
        ["GET /new-cars?price=40-60 (SSR)", `${base}/new-cars?price=40-60`],
        ["POST /api/inquiries", `${base}/api/inquiries`, leadPosts()],
        // Every lead from one number: each is a repeat of the same earlier lead, whose row all of them reference.
        [
          "POST /api/inquiries (one phone number)",
          `${base}/api/inquiries`,
          {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ...LEAD, contact: "010-1234-5678" }),
          },
        ],
        ["GET /api/analytics/stats (admin)", `${base}/api/analytics/stats`, { headers: { cookie } }],
        ...leadTargets(samples).map(([name, path]): [string, string, Partial<autocannon.Options>] => [
          `GET ${name} (admin)`,
          `${base}${path}`,
          { headers: { cookie } },
        ]),
      ];
      // BENCH_ONLY=<regexp> drives only the matching targets (the baseline always runs), for quick checks.
      const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
      for (const [name, url, options] of targets.filter(([name]) => !only || only.test(name))) {
        const result = await drive(name, url, options);
        result.ratioToBaseline = Math.round((result.requestsPerSecond / baselineResult.requestsPerSecond) * 100) / 100;
        results.push(result);
        console.log(`  ${name}: ${result.requestsPerSecond} req/s`);
      }
      // Kept answers last until a lead changes: the same reads again while leads arrive, each one making every
      // kept list and detail stale (a busy broker's day is a lead every few minutes; this is ten a second).
      const leadWhileReading = (name: string) =>
        drive(`${name} + 10 leads/s`, `${base}/api/inquiries`, {
          ...leadPosts(),
          connections: 1,
          overallRate: LEADS_PER_SECOND,
        });
      for (const [name, path] of leadTargets(samples).filter(([name]) => WHILE_LEADS_ARRIVE.includes(name))) {
        const target = `GET ${name} (admin) while ${LEADS_PER_SECOND} leads/s arrive`;
        if (only && !only.test(target)) continue;
        const [result, writes] = await Promise.all([
          drive(target, `${base}${path}`, { headers: { cookie } }),
          leadWhileReading(name),
        ]);
        result.ratioToBaseline = Math.round((result.requestsPerSecond / baselineResult.requestsPerSecond) * 100) / 100;
        results.push(result);
        console.log(`  ${target}: ${result.requestsPerSecond} req/s (${writes.requestsPerSecond} leads/s stored)`);
      }
      console.table(
        results.map((r) => ({
          target: r.target,
          "req/s": r.requestsPerSecond,
          "p50 ms": r.p50,
          "p99 ms": r.p99,
          "bytes/resp (gzip)": r.bytesPerResponse,
          errors: r.errors,
          non2xx: r.non2xx,
          "× baseline": r.ratioToBaseline ?? 1,
        })),
      );
      const commit = execSync("git rev-parse --short HEAD").toString().trim();
      mkdirSync("bench/results", { recursive: true });
      const file = path.join("bench/results", `${new Date().toISOString().replace(/[:.]/g, "-")}-${commit}.json`);
      writeFileSync(
        file,
        JSON.stringify(
          {
            commit,
            cores: os.cpus().length,
            database: db.url ? "postgres" : "pglite",
            connections: CONNECTIONS,
            seconds: DURATION,
            size: BENCH_SIZE,
            results,
          },
          null,
          2,
        ),
      );
      console.log(`결과 저장: ${file}`);
    } finally {
      await site.stop();
    }
  } finally {
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
