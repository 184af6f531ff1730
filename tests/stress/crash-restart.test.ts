import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "#server/db/client";
import { auditLog, inquiries, jobRuns } from "#server/db/schema";
import { createPostgresDatabase } from "../support/postgres-database";
import { startSiteProcess } from "../support/site-process";

/**
 * A crash is a restart, not an outage: `npm start`'s supervisor starts a new server process when one is killed
 * (SIGKILL) in the middle of a burst of inquiries, every acknowledged lead is stored once, and the crash is
 * recorded for the dashboard. On PostgreSQL two server processes run, and the other keeps answering meanwhile.
 */

// `npm run test:stress` runs this file once per database (TEST_DB), as the other kill tests.
const databases =
  process.env.TEST_DB === "postgres" ? [{ name: "PostgreSQL", workers: 2 }] : [{ name: "PGlite", workers: 1 }];

describe.each(databases)("on $name", ({ name, workers }) => {
  it("restarts a server process killed in a burst of inquiries, and keeps every acknowledged lead once", async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-crash-"));
    const postgres = name === "PostgreSQL" ? await createPostgresDatabase() : null;
    const env = {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: postgres?.url ?? "",
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      RATE_LIMIT_DISABLED: "true",
      WEB_CONCURRENCY: String(workers),
    };
    const site = await startSiteProcess(env);
    const acknowledged = new Map<string, number>();
    try {
      await vi.waitFor(() => expect(site.workers()).toHaveLength(workers), { timeout: 60_000 });
      const [victim] = site.workers();

      let killedAt = 0;
      let answeredAfterKill = 0;
      const send = async (i: number) => {
        const who = `재시작 ${i}`;
        try {
          const res = await fetch(`${site.url}/api/inquiries`, {
            method: "POST",
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({
              name: who,
              contact: `010-7${String(i % 1000).padStart(3, "0")}-${4000 + (i % 1000)}`,
              vehicle: "K5",
            }),
            signal: AbortSignal.timeout(30_000),
          });
          if (res.status === 201) {
            acknowledged.set(who, ((await res.json()) as { id: number }).id);
            if (killedAt) answeredAfterKill++;
          }
        } catch {
          // The connection died with the process: not acknowledged, so not promised.
        }
      };
      const burst = Array.from({ length: 150 }, async (_, i) => {
        await vi.waitFor(() => expect(killedAt > 0 || acknowledged.size >= i / 4).toBe(true), {
          timeout: 60_000,
          interval: 2,
        });
        await send(i);
      });
      // Killed once leads are being acknowledged, not after a fixed time a busy machine could spend before the first.
      await vi.waitFor(() => expect(acknowledged.size).toBeGreaterThanOrEqual(25), { timeout: 60_000, interval: 1 });
      process.kill(victim!, "SIGKILL");
      killedAt = performance.now();

      // The site answers again: a new server process replaces the killed one.
      await vi.waitFor(async () => expect((await fetch(`${site.url}/healthz`).catch(() => null))?.status).toBe(200), {
        timeout: 60_000,
        interval: 20,
      });
      const answeringAfterMs = Math.round(performance.now() - killedAt);
      await Promise.all(burst);
      await vi.waitFor(
        () => {
          const now = site.workers();
          expect(now).toHaveLength(workers);
          expect(now).not.toContain(victim);
        },
        { timeout: 60_000 },
      );
      await send(10_000);
      expect(acknowledged.has("재시작 10000")).toBe(true);
      expect(site.output()).toMatch(/server process exited unexpectedly; starting a new one/);
      // With two server processes, the other one answered while the killed one was replaced.
      if (workers > 1) expect(answeredAfterKill).toBeGreaterThan(0);
      console.info(
        `[${name}] ${workers} server process(es): answering ${answeringAfterMs} ms after the SIGKILL; ${acknowledged.size} leads acknowledged, ${answeredAfterKill} after the kill`,
      );
    } finally {
      expect(await site.stop("SIGTERM")).toBe(0);
    }

    const database = await openDatabase(
      postgres ? { url: postgres.url, poolSize: 2 } : { pgliteDir: path.join(dataDir, "pgdata") },
    );
    try {
      const rows = await database.db
        .select({ id: inquiries.id, name: inquiries.name })
        .from(inquiries)
        .where(inArray(inquiries.name, [...acknowledged.keys()]));
      // Every acknowledged lead is there, under the id it was acknowledged with, and only once.
      const byName = new Map<string, number[]>();
      for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
      for (const [who, id] of acknowledged) expect(byName.get(who), who).toEqual([id]);
      // The crash is recorded for the dashboard.
      expect(await database.db.select().from(jobRuns).where(eq(jobRuns.name, "process-crash"))).toHaveLength(1);
      expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "crash"))).toHaveLength(1);
    } finally {
      await database.close();
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
