import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { openDatabase } from "#server/db/client";
import { reviews } from "#server/db/schema";
import { openMediaStorage } from "#server/media/open-storage";
import { startS3Server } from "../support/s3-server";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-backup-"));
const backupDir = path.join(dataDir, "..", `${path.basename(dataDir)}-backup`);
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(backupDir, { recursive: true, force: true });
});

/**
 * The built script `npm run db:backup` / `db:restore` runs (the build comes from `npm test`), run without blocking:
 * the S3 server a test starts answers from this process.
 */
const run = (script: "db-backup" | "db-restore", arg: string, env: Record<string, string> = {}) =>
  new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(process.execPath, [`build/node/${script}.js`, arg], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("close", (status) => resolve({ status, stdout, stderr }));
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
  const backup = await run("db-backup", backupDir);
  expect(backup.status, backup.stderr).toBe(0);
  expect(backup.stdout).toContain("백업을 만들었습니다");

  await withDatabase((db) => db.insert(reviews).values(review("백업 후")));
  expect(await withDatabase((db) => db.select().from(reviews))).toHaveLength(2);

  const restore = await run("db-restore", backupDir);
  expect(restore.status, restore.stderr).toBe(0);
  const names = await withDatabase(async (db) => (await db.select().from(reviews)).map((r) => r.customerName));
  expect(names).toEqual(["백업 전"]);
}, 60_000);

it("refuses to restore from a folder that is not a backup, leaving the data as it was", async () => {
  const restore = await run("db-restore", path.join(dataDir, "nope"));
  expect(restore.status).toBe(1);
  expect(restore.stderr).toContain("복원 실패");
  const names = await withDatabase(async (db) => (await db.select().from(reviews)).map((r) => r.customerName));
  expect(names).toEqual(["백업 전"]);
}, 60_000);

it("backs up and restores media kept in an S3 bucket, leaving the bucket as the backup had it", async () => {
  const s3 = await startS3Server();
  try {
    const bucket = await s3.newBucket();
    const storage = openMediaStorage(loadConfig({ ...bucket, DATA_DIR: dataDir }));
    const object = (key: string) =>
      ["original.png", "640.webp"].map((file) => ({
        name: `${key}/${file}`,
        body: Buffer.from(`${key} ${file}`),
        contentType: "image/webp",
      }));
    const kept = randomBytes(16).toString("hex");
    await storage.putAll(object(kept));
    const bucketBackup = `${backupDir}-s3`;
    try {
      const backup = await run("db-backup", bucketBackup, bucket);
      expect(backup.status, backup.stderr).toBe(0);
      expect(readdirSync(path.join(bucketBackup, "media", kept)).sort()).toEqual(["640.webp", "original.png"]);

      // After the backup: one object lost, another added.
      await storage.removeAll(object(kept).map((file) => file.name));
      const added = randomBytes(16).toString("hex");
      await storage.putAll(object(added));

      const restore = await run("db-restore", bucketBackup, bucket);
      expect(restore.status, restore.stderr).toBe(0);
      expect(await storage.objectKeys()).toEqual([kept]);
      const read = await storage.read(`${kept}/original.png`);
      expect(Buffer.concat(await read!.body.toArray()).toString()).toBe(`${kept} original.png`);
    } finally {
      rmSync(bucketBackup, { recursive: true, force: true });
    }
  } finally {
    await s3.close();
  }
}, 60_000);
