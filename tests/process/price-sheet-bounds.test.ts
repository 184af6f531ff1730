import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPostgresDatabase } from "../support/postgres-database";
import { largePriceSheet, zipOf } from "../support/price-sheets";
import { signIn } from "../support/site-client";
import { type SiteProcess, startSiteProcess } from "../support/site-process";

/**
 * A partner's price-sheet upload cannot take the site down: the built server, with `npm start`'s 256 MB heap, is
 * sent the sheets an attacker would send, five times each, and must answer each in Korean and keep serving
 * within a bounded memory.
 */

const PASSWORD = "sheet-bounds-Pw-2931";

/** Resident memory in MB, from the kernel. */
function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Number(kb) / 1024;
}

/**
 * The embedded database runs inside the web process and is most of its memory at rest (about 430 MB): there the
 * test bounds what the uploads add to it; with PostgreSQL, the whole process.
 */
const databases = [
  { name: "PGlite", limit: (idle: number) => idle + 120 },
  ...(process.env.TEST_DATABASE_URL ? [{ name: "PostgreSQL", limit: () => 400 }] : []),
];

describe.each(databases)("on $name", ({ name, limit }) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-sheet-bounds-"));
  let site: SiteProcess;
  let cookie: string;
  let dropDatabase: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    let databaseUrl = "";
    if (name === "PostgreSQL") {
      const database = await createPostgresDatabase();
      databaseUrl = database.url;
      dropDatabase = database.drop;
    }
    site = await startSiteProcess({
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SEED_DEMO: "false",
      LOG_LEVEL: "warn",
      DATABASE_URL: databaseUrl,
      ADMIN_USERNAME: "sheetadmin",
      ADMIN_PASSWORD: PASSWORD,
      RATE_LIMIT_DISABLED: "true",
    });
    cookie = await signIn(site.url, "sheetadmin", PASSWORD);
  }, 300_000);

  afterAll(async () => {
    await site?.stop();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  async function preview(body: Buffer) {
    const res = await fetch(`${site.url}/api/price-sheet/preview`, {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" },
      body: new Uint8Array(body),
    });
    return { status: res.status, json: (await res.json()) as { message?: string; rows?: number } };
  }

  it("answers a 100,000-row sheet and 60 MB-inflated zips in Korean, five times each, and stays up under 400 MB", async () => {
    const pid = site.child.pid!;
    const idle = rssMb(pid);
    let peak = idle;
    const sampler = setInterval(() => {
      if (site.child.exitCode === null) peak = Math.max(peak, rssMb(pid));
    }, 25);
    try {
      const attacks = {
        rows: await largePriceSheet(100_000),
        bareRows: zipOf([
          {
            name: "xl/worksheets/sheet1.xml",
            data: Buffer.from(
              `<worksheet><sheetData>${Array.from({ length: 100_000 }, (_, i) => `<row r="${i + 1}"><c><v>1</v></c></row>`).join("")}</sheetData></worksheet>`,
            ),
          },
        ]),
        honest: zipOf([{ name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(60 * 1024 * 1024, 0x20) }]),
        lying: zipOf([
          { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(60 * 1024 * 1024, 0x20), declaredSize: 4096 },
        ]),
      };
      expect(attacks.rows.length).toBeGreaterThan(3 * 1024 * 1024);
      for (const [kind, body] of Object.entries(attacks)) {
        // Five at once, as a client that does not wait for its answers would send them.
        const answers = await Promise.all([1, 2, 3, 4, 5].map(() => preview(body)));
        for (const answer of answers) {
          expect(answer.status, kind).toBeGreaterThanOrEqual(400);
          expect(answer.status, kind).toBeLessThan(500);
          expect(answer.json.message, kind).toMatch(/[가-힣]/);
        }
        // Rows small enough to pass the size limit are counted, and refused past 20,000.
        if (kind === "bareRows")
          expect(answers.map((a) => a.json.message)).toContain("가격표는 한 번에 20,000행까지 올릴 수 있습니다.");
        expect(site.child.exitCode).toBeNull();
      }

      // A full sheet within the limit is still read (every row refused here: the catalogue is empty).
      const full = await preview(await largePriceSheet(20_000));
      expect(full.status).toBe(200);
      expect(full.json.rows).toBe(20_000);

      const health = await fetch(`${site.url}/healthz`);
      expect(health.status).toBe(200);
      expect(site.child.exitCode).toBeNull();
    } finally {
      clearInterval(sampler);
    }
    console.log(`${name}: idle ${Math.round(idle)} MB, peak ${Math.round(peak)} MB`);
    expect(peak).toBeLessThan(limit(idle));
  });
});
