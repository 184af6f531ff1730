import type { AppContext } from "#server/context";
import { mediaObjects } from "#server/db/schema";

/** Long past any upload still being written: an image's files go first and its row right after. */
const UNRECORDED_GRACE_MS = 3600_000;

/**
 * Removes the files of images whose row was never written: a process stopped between storing the files and
 * recording them (storeNormalisedImage) leaves a folder nothing refers to. Files written within the last hour
 * are left alone, so an upload in progress, or the same image uploaded again, keeps its files.
 */
export async function purgeUnrecordedMedia(ctx: AppContext, now = new Date()): Promise<number> {
  const onDisk = await ctx.storage.objectKeys();
  if (onDisk.length === 0) return 0;
  const recorded = new Set((await ctx.db.select({ key: mediaObjects.key }).from(mediaObjects)).map((row) => row.key));
  const before = new Date(now.getTime() - UNRECORDED_GRACE_MS);
  let removed = 0;
  for (const key of onDisk) {
    if (!recorded.has(key) && (await ctx.storage.removeFilesWrittenBefore(key, before))) removed++;
  }
  return removed;
}
