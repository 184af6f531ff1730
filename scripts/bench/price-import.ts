/**
 * Times a 5,000-row price sheet end to end, as an admin's browser does it: the template downloaded with the
 * current prices (1,000 listings × 5 rows), every monthly fee raised in the sheet, the preview, and the apply in
 * one transaction, each over HTTP against the real app:
 *   node --import tsx scripts/bench/price-import.ts
 * Uses a throw-away PGlite, or a fresh database (created and dropped) on the server at BENCH_DATABASE_URL.
 * `BENCH_SHEET_LISTINGS` (1000) and `BENCH_SHEET_ROWS` (5 per listing) change the size.
 */
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import ExcelJS from "exceljs";
import { badgeTypeOf } from "#domain/vehicle";
import { hashPassword } from "#server/auth/passwords";
import { createSession } from "#server/auth/sessions";
import { loadConfig } from "#server/config";
import { createContext } from "#server/context";
import { openDatabase } from "#server/db/client";
import { users, vehicles } from "#server/db/schema";
import { createApp } from "#server/http/app";
import { createLogger } from "#server/log";
import { createLocalStorage } from "#server/media/local-storage";
import { freshBenchDatabase } from "./fresh-database";

const LISTINGS = Number(process.env.BENCH_SHEET_LISTINGS ?? 1000);
const ROWS = Number(process.env.BENCH_SHEET_ROWS ?? 5);
const BUDGET_MS = 10_000;
const PERIODS = ["60개월", "48개월", "36개월", "24개월", "12개월", "6개월"];

const dataDir = mkdtempSync(path.join(os.tmpdir(), "bench-sheet-"));
const fresh = await freshBenchDatabase();
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", SEED_DEMO: "false", RATE_LIMIT_DISABLED: "true" });
const database = await openDatabase({
  url: fresh.url,
  pgliteDir: fresh.url ? undefined : path.join(dataDir, "pgdata"),
});
await database.migrate();
const ctx = createContext({
  config,
  database,
  storage: createLocalStorage(config.mediaDir),
  log: createLogger(config),
});

const ms = (start: number) => Math.round(performance.now() - start);
const report: string[] = [];
const line = (text: string) => {
  report.push(text);
  console.log(text);
};

try {
  const seeded = performance.now();
  for (let start = 0; start < LISTINGS; start += 500) {
    await ctx.db.insert(vehicles).values(
      Array.from({ length: Math.min(500, LISTINGS - start) }, (_, k) => {
        const i = start + k;
        return {
          slug: `bench-sheet-${i}`,
          name: `벤치 가격표 차량 ${i}`,
          category: "중형 SUV",
          badges: ["신차"],
          badgeType: badgeTypeOf(["신차"]),
          basicInfo: { 차량번호: `${10 + (i % 90)}가${String(1000 + i).slice(-4)}` },
          priceInfo: Array.from({ length: ROWS }, (_, r) => ({
            period: PERIODS[r % PERIODS.length]!,
            deposit: `${(r % 3) * 100}만원`,
            monthly: `${40 + (i % 50)}만 ${r}천원`,
            totalKm: "3만km",
            selected: r === 0,
          })),
        };
      }),
    );
  }
  const [admin] = await ctx.db
    .insert(users)
    .values({ username: "bench-sheet-admin", passwordHash: await hashPassword("bench-sheet-password"), role: "admin" })
    .returning({ id: users.id });
  const cookie = `sid=${(await createSession(ctx, admin!.id, false, "admin")).token}`;
  const app = createApp(ctx);
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  line(
    `price sheet bench: ${LISTINGS} listings × ${ROWS} rows on ${fresh.url ? "PostgreSQL" : "PGlite"} (seeded in ${ms(seeded)} ms)`,
  );

  let started = performance.now();
  const template = await fetch(`${url}/api/price-sheet`, { headers: { Cookie: cookie } });
  if (!template.ok) throw new Error(`template: ${template.status}`);
  const templateBytes = Buffer.from(await template.arrayBuffer());
  line(`  template download     ${ms(started)} ms (${Math.round(templateBytes.length / 1024)} KB)`);

  started = performance.now();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(templateBytes as unknown as ArrayBuffer);
  let rows = 0;
  workbook.worksheets[0]!.eachRow((row, n) => {
    if (n === 1) return;
    const fee = row.getCell(8).value;
    if (typeof fee === "number") row.getCell(8).value = fee + 10_000;
    rows++;
  });
  const sheet = Buffer.from(await workbook.xlsx.writeBuffer());
  line(
    `  sheet edited          ${ms(started)} ms (${rows} rows, ${Math.round(sheet.length / 1024)} KB; not the server's time)`,
  );

  const post = (path: string) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
      body: new Uint8Array(sheet),
    });
  started = performance.now();
  const previewRes = await post("/api/price-sheet/preview");
  const preview = (await previewRes.json()) as { basis: string; changes: unknown[]; errors: unknown[] };
  const previewMs = ms(started);
  if (!previewRes.ok || preview.errors.length) throw new Error(`preview: ${previewRes.status}`);
  line(`  preview               ${previewMs} ms (${preview.changes.length} listings change)`);

  started = performance.now();
  const applyRes = await post(`/api/price-sheet/apply?basis=${preview.basis}`);
  const applied = (await applyRes.json()) as { applied?: number; message?: string };
  const applyMs = ms(started);
  if (!applyRes.ok) throw new Error(`apply: ${applyRes.status} ${applied.message}`);
  line(`  apply (1 transaction) ${applyMs} ms (${applied.applied} listings)`);
  const total = previewMs + applyMs;
  line(`  preview + apply       ${total} ms  budget ${BUDGET_MS} ms ${total <= BUDGET_MS ? "✓" : "✗"}`);

  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  if (total > BUDGET_MS) process.exitCode = 1;
} finally {
  await database.close();
  await fresh.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
