import { eq, inArray, lt, sql } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { rateEvents } from "#server/db/schema";

/**
 * Hits are counted in the database, so every instance shares the limit. Records the hit only while the bucket is
 * under the limit; true when it was recorded. Concurrent hits on one
 * bucket take turns (a transaction-scoped advisory lock on the bucket), so they cannot all slip under the
 * limit at once, on one instance or several. Hits over the limit store nothing, so a flood adds no rows and
 * the window keeps sliding.
 */
export async function hitWithinLimit(
  ctx: AppContext,
  bucket: string,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  return (await reserveHit(ctx, bucket, limit, windowMs)) !== null;
}

/** As hitWithinLimit, answering the recorded hit's id (to move or drop it later), or null when over the limit. */
export async function reserveHit(
  ctx: AppContext,
  bucket: string,
  limit: number,
  windowMs: number,
): Promise<number | null> {
  const ids = await recordAttempt(ctx, [{ bucket, windowMs }], ([n]) => (n ?? 0) < limit);
  return ids?.[0] ?? null;
}

/**
 * Moves a recorded hit into another bucket (keeping its time) while that bucket is under its limit; otherwise
 * the hit is dropped. True when it was moved.
 */
export async function moveHit(
  ctx: AppContext,
  id: number,
  bucket: string,
  limit: number,
  windowMs: number,
): Promise<boolean> {
  const since = new Date(Date.now() - windowMs);
  const result = (await ctx.db.execute(sql`
    update ${rateEvents} set bucket = ${bucket}
    where ${rateEvents.id} = ${id}
      and (select count(*) from ${rateEvents} where ${rateEvents.bucket} = ${bucket} and ${rateEvents.at} > ${since}) < ${limit}
    returning id`)) as unknown as { rows: unknown[] };
  if (result.rows.length > 0) return true;
  await ctx.db.delete(rateEvents).where(eq(rateEvents.id, id));
  return false;
}

export interface AttemptBucket {
  bucket: string;
  windowMs: number;
}

/** Advisory-lock class for rate buckets (two-key locks; the migration lock uses a one-key lock). */
const BUCKET_LOCK_CLASS = 7101;

/**
 * Counts the attempts already in each bucket's window and, when `within(counts)` allows it, records this one in
 * every bucket; returns the new rows' ids, or null when refused (then nothing is stored, so a flood of refused
 * attempts never extends a window). The buckets are locked for the count and the insert (a PostgreSQL advisory
 * transaction lock, taken in name order), so concurrent attempts on any connection or instance are judged one
 * after another and exactly `limit` get through. The lock is held only for those two statements.
 */
export async function recordAttempt(
  ctx: AppContext,
  buckets: readonly AttemptBucket[],
  within: (counts: number[]) => boolean,
): Promise<number[] | null> {
  return ctx.db.transaction(async (tx) => {
    for (const bucket of [...new Set(buckets.map((b) => b.bucket))].sort())
      await tx.execute(sql`select pg_advisory_xact_lock(${BUCKET_LOCK_CLASS}, hashtext(${bucket}))`);
    const now = Date.now();
    const columns = buckets.map(
      (b, i) =>
        sql`(count(*) filter (where ${rateEvents.bucket} = ${b.bucket} and ${rateEvents.at} > ${new Date(now - b.windowMs).toISOString()}::timestamptz))::int as ${sql.raw(`c${i}`)}`,
    );
    const result = (await tx.execute(
      sql`select ${sql.join(columns, sql`, `)} from ${rateEvents} where ${inArray(
        rateEvents.bucket,
        buckets.map((b) => b.bucket),
      )}`,
    )) as unknown as { rows: Record<string, unknown>[] };
    const row = result.rows[0] ?? {};
    if (!within(buckets.map((_, i) => Number(row[`c${i}`] ?? 0)))) return null;
    const rows = await tx
      .insert(rateEvents)
      .values(buckets.map((b) => ({ bucket: b.bucket })))
      .returning({ id: rateEvents.id });
    return rows.map((r) => r.id);
  });
}

/** Takes an attempt's rows back (a success that should not count against anyone). */
export async function withdrawAttempt(ctx: AppContext, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await ctx.db.delete(rateEvents).where(inArray(rateEvents.id, [...ids]));
}

export async function clearHits(ctx: AppContext, bucket: string): Promise<void> {
  await ctx.db.delete(rateEvents).where(eq(rateEvents.bucket, bucket));
}

export async function purgeOldRateEvents(ctx: AppContext, olderThanMs = 24 * 3600_000): Promise<void> {
  await ctx.db.delete(rateEvents).where(lt(rateEvents.at, new Date(Date.now() - olderThanMs)));
}
