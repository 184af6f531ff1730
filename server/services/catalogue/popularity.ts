import { sql } from "drizzle-orm";
import { decodeSegment } from "#domain/categories";
import { addDays, seoulDayKey } from "#domain/seoul-time";
import type { AppContext } from "#server/context";
import { bumpDataVersion } from "#server/shared/data-version";

/** 인기순 counts the views of a vehicle's page over this many days, today included. */
export const POPULARITY_DAYS = 30;

const BATCH = 1000;

/**
 * Writes each vehicle's page views of the last 30 Seoul days (its `/vehicles/` and `/vehicle-info/` addresses, as the
 * daily tallies count them) into `views_30d`, which the 인기순 order reads, and returns how many vehicles changed.
 * When any did, the data version moves on so kept lists are drawn again in the new order. Run hourly.
 */
export async function refreshPopularity(ctx: AppContext, now = new Date()): Promise<number> {
  const since = addDays(seoulDayKey(now), -(POPULARITY_DAYS - 1));
  const tallies = (await ctx.db.execute(sql`
    select key, sum(n)::int as n from daily_tallies
    where metric = 'views' and day >= ${since} and (key like '/vehicles/%' or key like '/vehicle-info/%')
    group by key`)) as unknown as { rows: { key: string; n: number }[] };
  const views = new Map<string, number>();
  for (const { key, n } of tallies.rows) {
    const slug = decodeSegment(key.slice(key.indexOf("/", 1) + 1));
    views.set(slug, (views.get(slug) ?? 0) + Number(n));
  }
  // Only the rows whose count changes: those viewed lately and those that had views before.
  const current = (await ctx.db.execute(sql`
    select slug, views_30d from vehicles
    where views_30d <> 0 or slug = any(${sql.param([...views.keys()])}::text[])`)) as unknown as {
    rows: { slug: string; views_30d: number }[];
  };
  const changes = current.rows
    .map((row) => ({ slug: row.slug, views: views.get(row.slug) ?? 0, before: Number(row.views_30d) }))
    .filter((row) => row.views !== row.before);
  if (changes.length === 0) return 0;
  await ctx.db.transaction(async (tx) => {
    for (let i = 0; i < changes.length; i += BATCH) {
      const batch = changes.slice(i, i + BATCH);
      await tx.execute(sql`
        update vehicles v set views_30d = c.views
        from unnest(${sql.param(batch.map((c) => c.slug))}::text[], ${sql.param(batch.map((c) => c.views))}::int[]) as c(slug, views)
        where v.slug = c.slug`);
    }
    await bumpDataVersion(ctx, tx);
  });
  return changes.length;
}
