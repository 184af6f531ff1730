import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "#server/config";
import { openDatabase } from "#server/db/client";
import { createLocalStorage } from "#server/media/local-storage";
import { openMediaStorage } from "#server/media/open-storage";
import { copyMedia, mirrorMedia } from "./media-copy";

/**
 * Backups of the embedded database: a PGlite data-directory dump plus a copy of the media files (from DATA_DIR/media
 * or the S3 bucket, whichever the site uses), in one folder per backup. The site must be stopped (the embedded
 * database is single-process; opening it here fails while the site runs). For PostgreSQL use pg_dump / pg_restore
 * instead.
 */
export async function backupEmbedded(config: Config, target: string): Promise<string> {
  if (config.databaseUrl) throw new Error("DATABASE_URL 이 설정되어 있습니다. PostgreSQL 은 pg_dump 로 백업하세요.");
  const pgdata = path.join(config.dataDir, "pgdata");
  await mkdir(target, { recursive: true });
  const database = await openDatabase({ pgliteDir: pgdata });
  try {
    const client = (database.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } }).$client;
    const dump = await client.dumpDataDir("gzip");
    await writeFile(path.join(target, "pgdata.tar.gz"), Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  const objects = await copyMedia(openMediaStorage(config), createLocalStorage(path.join(target, "media")));
  await writeFile(
    path.join(target, "backup.json"),
    JSON.stringify({
      createdAt: new Date().toISOString(),
      kind: "pglite",
      media: { from: mediaKind(config), objects },
    }),
  );
  return target;
}

/** Replaces the embedded database and media with a backup; the previous ones are kept beside it until it succeeds. */
export async function restoreEmbedded(config: Config, source: string): Promise<void> {
  if (config.databaseUrl) throw new Error("DATABASE_URL 이 설정되어 있습니다. PostgreSQL 은 pg_restore 로 복원하세요.");
  const dump = await readFile(path.join(source, "pgdata.tar.gz"));
  const pgdata = path.join(config.dataDir, "pgdata");
  const previous = `${pgdata}.before-restore`;
  await rm(previous, { recursive: true, force: true });
  if (await exists(pgdata)) await rename(pgdata, previous);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = new PGlite(pgdata, { loadDataDir: new Blob([dump]) });
    await client.waitReady;
    await client.query("select 1");
    await client.close();
  } catch (error) {
    await rm(pgdata, { recursive: true, force: true });
    if (await exists(previous)) await rename(previous, pgdata);
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
  const media = path.join(source, "media");
  if (await exists(media)) await mirrorMedia(createLocalStorage(media), openMediaStorage(config));
}

const mediaKind = (config: Config) => (config.s3 ? "s3" : "local");

async function exists(p: string): Promise<boolean> {
  try {
    await stat(p);
    return true;
  } catch {
    return false;
  }
}
