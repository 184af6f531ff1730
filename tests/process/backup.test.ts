import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { openDatabase } from "#server/db/client";
import { reviews } from "#server/db/schema";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-backup-"));
const backupDir = path.join(dataDir, "..", `${path.basename(dataDir)}-backup`);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
});

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
    encoding: "utf8",
  });

async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ pgliteDir: path.join(dataDir, "pgdata") });
  try {
    await database.migrate();
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

const review = (customerName: string) => ({
  customerName,
  vehicleName: "쏘렌토",
  rating: 5,
  content: "백업 테스트용 후기입니다.",
});

it("npm run db:backup and db:restore bring back the backed-up state", async () => {
  await withDatabase((db) => db.insert(reviews).values(review("백업 전")));
  const backup = run("scripts/db-backup.ts", backupDir);
  expect(backup.status, backup.stderr).toBe(0);
  expect(backup.stdout).toContain("백업을 만들었습니다");

  await withDatabase((db) => db.insert(reviews).values(review("백업 후")));
  expect(await withDatabase((db) => db.select().from(reviews))).toHaveLength(2);

  const restore = run("scripts/db-restore.ts", backupDir);
  expect(restore.status, restore.stderr).toBe(0);
  const names = await withDatabase(async (db) => (await db.select().from(reviews)).map((r) => r.customerName));
  expect(names).toEqual(["백업 전"]);
}, 60_000);

it("refuses to restore from a folder that is not a backup, leaving the data as it was", async () => {
  const restore = run("scripts/db-restore.ts", path.join(dataDir, "nope"));
  expect(restore.status).toBe(1);
  expect(restore.stderr).toContain("복원 실패");
  const names = await withDatabase(async (db) => (await db.select().from(reviews)).map((r) => r.customerName));
  expect(names).toEqual(["백업 전"]);
}, 60_000);
