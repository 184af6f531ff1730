import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createPostgresDatabase } from "../support/postgres-database";
import { sharedStringSheet } from "../support/price-sheets";
import { signIn } from "../support/site-client";
import { type SiteProcess, startSiteProcess } from "../support/site-process";

/**
 * A price sheet that is small as a file and huge once read: one text stored once in the workbook and referred to
 * by 20,000 rows, in one cell or several of each. Copied once per cell on its way from the reading thread to the
 * web process, a 29 KB text made 580 MB and ended the process. Sent ten times in a row to the built server with
 * `npm start`'s heap, each must be answered in Korean, and no server process may die.
 */

const PASSWORD = "shared-string-Pw-4417";
// `npm run test:stress` runs this file once per database (TEST_DB), as the other kill tests.
const databases =
  process.env.TEST_DB === "postgres" ? [{ name: "PostgreSQL", workers: 2 }] : [{ name: "PGlite", workers: 1 }];

describe.each(databases)("on $name", ({ name, workers }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-shared-string-"));
  let site: SiteProcess;
  let cookie: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    const postgres = name === "PostgreSQL" ? await createPostgresDatabase() : null;
    dropDatabase = postgres?.drop;
    site = await startSiteProcess({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      DATABASE_URL: postgres?.url ?? "",
      WEB_CONCURRENCY: String(workers),
      ADMIN_USERNAME: "stringadmin",
      ADMIN_PASSWORD: PASSWORD,
      RATE_LIMIT_DISABLED: "true",
    });
    await vi.waitFor(() => expect(site.workers()).toHaveLength(workers), { timeout: 60_000 });
    cookie = await signIn(site.url, "stringadmin", PASSWORD);
  }, 300_000);

  afterAll(async () => {
    await site?.stop();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each([
    { chars: 1_000, cells: 1 },
    { chars: 29_000, cells: 1 },
    { chars: 64_000, cells: 1 },
    { chars: 29_000, cells: 6 },
    { chars: 190, cells: 9 },
  ])(
    "answers a $chars-character text in $cells cell(s) of 20,000 rows in Korean, ten times, and every process lives",
    async ({ chars, cells }) => {
      const body = await sharedStringSheet(chars, 20_000, cells);
      expect(body.length).toBeLessThan(1024 * 1024);
      const processes = site.workers().sort();
      for (let i = 0; i < 10; i++) {
        const res = await fetch(`${site.url}/api/price-sheet/preview`, {
          method: "POST",
          headers: {
            Cookie: cookie,
            "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
          },
          body: new Uint8Array(body),
          signal: AbortSignal.timeout(120_000),
        });
        const answer = (await res.json()) as { message?: string };
        expect(res.status, `try ${i + 1}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `try ${i + 1}`).toBeLessThan(500);
        expect(answer.message).toMatch(/[가-힣]/);
      }
      expect((await fetch(`${site.url}/healthz`)).status).toBe(200);
      expect(site.workers().sort()).toEqual(processes);
      expect(site.output()).not.toMatch(/exited unexpectedly/);
    },
  );
});
