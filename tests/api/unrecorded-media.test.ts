import { randomBytes } from "node:crypto";
import { mkdir, readdir, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { expect, it } from "vitest";
import { runDailyMaintenance } from "#server/jobs/maintenance";
import { storeImage } from "#server/services/media/upload-slots";
import { makeImage } from "../support/images";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp();

const twoHoursAgo = () => new Date(Date.now() - 2 * 3600_000);

/** An image folder as a process stopped between writing the files and recording them leaves it. */
async function unrecordedFolder(writtenAt: Date): Promise<string> {
  const key = randomBytes(16).toString("hex");
  const folder = path.join(app.ctx.config.mediaDir, key);
  await mkdir(folder, { recursive: true });
  for (const name of ["original.png", "320.webp", "640.webp.123.456.tmp"]) {
    await writeFile(path.join(folder, name), "bytes");
    await utimes(path.join(folder, name), writtenAt, writtenAt);
  }
  return key;
}

it("the daily job removes image files no row records, once they are an hour old, and keeps every stored image", async () => {
  const stored = await storeImage(app.ctx, await makeImage({ width: 400, height: 300 }));
  const storedFolder = path.join(app.ctx.config.mediaDir, stored.key);
  for (const name of await readdir(storedFolder))
    await utimes(path.join(storedFolder, name), twoHoursAgo(), twoHoursAgo());
  const abandoned = await unrecordedFolder(twoHoursAgo());
  const inProgress = await unrecordedFolder(new Date());

  await runDailyMaintenance(app.ctx);

  const folders = await readdir(app.ctx.config.mediaDir);
  expect(folders).not.toContain(abandoned);
  expect(folders).toContain(inProgress);
  expect(folders).toContain(stored.key);
  expect((await app.fetch(new URL(stored.url, "http://x").pathname)).status).toBe(200);
});
