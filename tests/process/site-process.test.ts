import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { afterAll, describe, expect, it } from "vitest";
import { startSiteProcess } from "../support/site-process";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-process-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The built server in production mode, as `npm start` runs it (the build comes from `npm test`).

/** User and system time a process has used so far (Linux: /proc/<pid>/stat, in clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const env = {
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  SEED_DEMO: "false",
  LOG_LEVEL: "warn",
  DATABASE_URL: "",
};

describe("the production server process", () => {
  it("renders pages on the server, answers 404, keeps data across a restart and stops cleanly on SIGTERM", async () => {
    const first = await startSiteProcess(env);
    try {
      const home = await fetch(`${first.url}/`);
      expect(home.status).toBe(200);
      const html = await home.text();
      const beforeScripts = html.slice(0, html.indexOf('<script type="module"'));
      expect(beforeScripts).toContain('<html lang="ko"');
      expect(beforeScripts).toContain("주요 메뉴");
      expect(beforeScripts).toContain("고객센터");
      expect(beforeScripts).toContain("10:00-23:00");

      const missing = await fetch(`${first.url}/no-such-page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain("404 Page Not Found");

      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
      const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
      expect(asset).toBeDefined();
      const assetRes = await fetch(first.url + asset);
      expect(assetRes.headers.get("cache-control")).toContain("immutable");
      // Scripts carry nosniff but not the page's policy headers, which only weigh down every first visit.
      expect(assetRes.headers.get("x-content-type-options")).toBe("nosniff");
      expect(assetRes.headers.get("content-security-policy")).toBeNull();

      const view = await fetch(`${first.url}/api/page-view`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ path: "/used-cars" }),
      });
      expect(view.status).toBe(204);
    } finally {
      expect(await first.stop("SIGTERM")).toBe(0);
    }

    // A second start reuses the same folder: migrations are already applied, the data is there. How soon it serves
    // depends on what else the cores do, so it is reported here, not held to a figure (`npm run bench` times it).
    const restartedAt = performance.now();
    const second = await startSiteProcess(env);
    try {
      expect((await fetch(`${second.url}/`)).status).toBe(200);
      const wallMs = performance.now() - restartedAt;
      const cpuMs = [second.child.pid!, ...second.workers()].reduce((sum, pid) => sum + processCpuMs(pid), 0);
      console.log(
        `restart on existing data: home page served ${Math.round(wallMs)} ms after the process started, ` +
          `${cpuMs} ms of CPU (load ${os.loadavg()[0]!.toFixed(1)})`,
      );
      expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${second.url}/healthz`)).status).toBe(200);
    } finally {
      expect(await second.stop("SIGTERM")).toBe(0);
    }

    const { openDatabase } = await import("#server/db/client");
    const { pageViews } = await import("#server/db/schema");
    const database = await openDatabase({ pgliteDir: path.join(dataDir, "pgdata") });
    try {
      const rows = await database.db.select().from(pageViews);
      expect(rows.map((r) => r.path)).toContain("/used-cars");
    } finally {
      await database.close();
    }
  }, 120_000);

  it("refuses to start with a bad setting and names it", async () => {
    await expect(startSiteProcess({ ...env, PORT: "not-a-port" }, 20_000)).rejects.toThrow(/PORT/);
  });
});
