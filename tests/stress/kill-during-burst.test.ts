import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { inquiries } from "#server/db/schema";
import { freshSiteData, type SiteData } from "../support/site-data";
import { startSiteProcess } from "../support/site-process";

const KILL_AFTER_ACKNOWLEDGED = 25;

let data: SiteData;
let env: Record<string, string>;
beforeAll(async () => {
  data = await freshSiteData();
  env = { NODE_ENV: "production", ...data.env, SEED_DEMO: "false", LOG_LEVEL: "silent", RATE_LIMIT_DISABLED: "true" };
});
afterAll(() => data?.remove());

it("keeps every acknowledged inquiry when the server is killed (SIGKILL) in the middle of a burst", async () => {
  const site = await startSiteProcess(env);
  const acknowledged: number[] = [];
  let sent = 0;
  const startedAt = performance.now();
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
  // Killed once some inquiries are acknowledged rather than after a fixed time, which a busy machine can
  // spend before the first answer.
  try {
    await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED), {
      timeout: 60_000,
      interval: 1,
    });
  } finally {
    site.child.kill("SIGKILL");
  }
  const killedAfterMs = Math.round(performance.now() - startedAt);
  await Promise.all(burst);
  await site.stop();
  expect(acknowledged.length).toBeGreaterThan(0);
  expect(acknowledged.length).toBeLessThan(sent);

  // A restart must open the same database cleanly (no stale lock or corruption in the embedded one).
  const again = await startSiteProcess(env);
  expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
  await again.stop();

  const database = await data.open();
  try {
    const stored = new Set((await database.db.select({ id: inquiries.id }).from(inquiries)).map((r) => r.id));
    for (const id of acknowledged) expect(stored.has(id)).toBe(true);
    console.info(
      `[${database.kind}] inquiries: ${sent} sent, ${acknowledged.length} acknowledged (SIGKILL ${killedAfterMs} ms into the burst), ${stored.size} stored after restart, none acknowledged missing`,
    );
  } finally {
    await database.close();
  }
}, 240_000);
