import { sql } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { mediaObjects } from "#server/db/schema";

/** An upload nothing refers to is kept this long: a listing or post being written may still take it in. */
export const UNUSED_MEDIA_GRACE_MS = 24 * 3600_000;

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

/**
 * Deletes uploads nothing refers to once they are a day old: no listing's photos (a partner's change waiting for
 * review included), no board post's images, no review's photo, no issued quote's photo and not the site's logo
 * name them. Anyone may
 * upload a review photo and never post the review; without this every such file would be kept for good. A quote
 * keeps the photo it was issued with after the listing drops it or is deleted (its page, expired too, still shows
 * it or offers it as the link preview), until the quote itself is purged. The rows go in one statement that
 * checks the references, then their files.
 */
export async function purgeUnusedMedia(ctx: AppContext, now = new Date()): Promise<string[]> {
  const before = new Date(now.getTime() - UNUSED_MEDIA_GRACE_MS);
  const removed = (await ctx.db.execute(sql`
    delete from media_objects m
    where m.created_at < ${before} and ${unreferenced()}
    returning m.key`)) as unknown as { rows: { key: string }[] };
  const keys = removed.rows.map((row) => row.key);
  await removeMediaFiles(ctx, keys, now);
  return keys;
}

/**
 * Whether nothing refers to the upload `m` (a `media_objects` row): no listing's photos (a partner's change
 * waiting for review included), no board post's images, no review's photo and no issued quote's photo.
 * `besidesDemo`: nothing but demo rows, which are about to go with it.
 */
export const unreferenced = ({ besidesDemo = false } = {}) => {
  const real = (alias: string) => (besidesDemo ? sql.raw(`and not ${alias}.is_demo`) : sql``);
  return sql`
  not exists (select 1 from vehicles v where (v.images ? m.key or (v.revision -> 'images') ? m.key) ${real("v")})
  and not exists (select 1 from board_posts b where b.images ? m.key ${real("b")})
  and not exists (select 1 from reviews r where r.photo_url like '/media/' || m.key || '/%' ${real("r")})
  -- The site's logo (사이트 설정), never demo.
  and not exists (select 1 from site_settings s where s.key = 'logo' and s.value like '/media/' || m.key || '/%')
  -- One pass over the quotes (a hashed list), not one per upload.
  and m.key not in (
    select k from (
      select substring(q.snapshot #>> '{vehicle,image}' from '/media/([a-f0-9]{32})/') as k from quotes q
    ) as quoted
    where k is not null
  )`;
};

/**
 * Removes the files of uploads whose rows were deleted at `deletedAt`, on disk or in the bucket. Files written
 * after that stay: the same image uploaded again in the meantime keeps its copy.
 */
export async function removeMediaFiles(ctx: AppContext, keys: readonly string[], deletedAt: Date): Promise<void> {
  for (const key of keys) await ctx.storage.removeFilesWrittenBefore(key, deletedAt);
}
