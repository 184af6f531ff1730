import { sql } from "drizzle-orm";
import { PRICE_STALE_DAYS, PROMOTION_TAG } from "#domain/listing";
import { seoulDayKey } from "#domain/seoul-time";
import type { AppContext } from "#server/context";

/**
 * The daily check (and its admin flags): published listings whose prices have not changed in PRICE_STALE_DAYS,
 * and listings still tagged 렌트할인 after the end date the admin set. A flag keeps the day it was first raised
 * and goes when the reason does (a price change, another end date, the tag removed). Nothing public changes.
 */
export async function flagListingFreshness(
  ctx: AppContext,
  now = new Date(),
): Promise<{ stalePrice: number; promotionExpired: number }> {
  const staleBefore = new Date(now.getTime() - PRICE_STALE_DAYS * 86_400_000);
  const today = seoulDayKey(now);
  const stale = sql`coalesce(status = 'published' and price_changed_at < ${staleBefore}, false)`;
  const expired = sql`coalesce(recommendation_tags ? ${PROMOTION_TAG} and promotion_ends_at < ${today}::date, false)`;
  await ctx.db.execute(sql`
    update vehicles
    set price_stale_at = case when ${stale} then coalesce(price_stale_at, ${now}) end,
        promotion_expired_at = case when ${expired} then coalesce(promotion_expired_at, ${now}) end
    where (price_stale_at is null) = ${stale} or (promotion_expired_at is null) = ${expired}`);
  const [counts] = (
    (await ctx.db.execute(sql`
      select count(*) filter (where price_stale_at is not null)::int as "stalePrice",
             count(*) filter (where promotion_expired_at is not null)::int as "promotionExpired"
      from vehicles`)) as unknown as { rows: { stalePrice: number; promotionExpired: number }[] }
  ).rows;
  return { stalePrice: Number(counts?.stalePrice ?? 0), promotionExpired: Number(counts?.promotionExpired ?? 0) };
}
