import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client";
import { inquiries } from "../../server/db/schema";
import { startSiteProcess } from "../support/site-process";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-kill-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const env = { NODE_ENV: "production", DATA_DIR: dataDir, DATABASE_URL: "", SEED_DEMO: "false", LOG_LEVEL: "silent", RATE_LIMIT_DISABLED: "true" };

it("keeps every acknowledged inquiry when the server is killed (SIGKILL) in the middle of a burst", async () => {
  const site = await startSiteProcess(env);
  const acknowledged: number[] = [];
  let sent = 0;
  const burst = Array.from({ length: 400 }, async (_, i) => {
    await new Promise((r) => setTimeout(r, i * 2));
    sent++;
    try {
      const res = await fetch(`${site.url}/api/inquiries`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name: `중단 ${i}`, contact: "010-1234-5678", region: "", vehicle: "K5" }),
        signal: AbortSignal.timeout(15_000),
      });
      if (res.status === 201) acknowledged.push(((await res.json()) as { id: number }).id);
    } catch {
      // the connection died with the process: not acknowledged
    }
  });
  await new Promise((r) => setTimeout(r, 300));
  site.child.kill("SIGKILL");
  await Promise.all(burst);
  await site.stop();
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(acknowledged.length).toBeLessThan(sent);

  // A restart must open the same embedded database cleanly (no stale lock, no corruption).
  const again = await startSiteProcess(env);
  expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
  await again.stop();

  const database = await openDatabase({ pgliteDir: path.join(dataDir, "pgdata") });
  try {
    const stored = new Set((await database.db.select({ id: inquiries.id }).from(inquiries)).map((r) => r.id));
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);
  } finally {
    await database.close();
  }
}, 240_000);
