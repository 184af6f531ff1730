import { and, ne, type SQL, sql } from "drizzle-orm";
import { SIMILAR_MAX, SIMILAR_MIN, similarVehicles } from "#domain/listing";
import { lowestMonthlyManwon } from "#domain/pricing";
import type { PriceRow } from "#domain/vehicle";
import { toCardItem, toEssential, type VehicleCardItem } from "#domain/vehicle-parts";
import type { AppContext } from "#server/context";
import { vehicles } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { itemCache } from "#server/shared/item-cache";
import { LIGHT_ROW, LISTED } from "./list-scope";
import { toPublicVehicle } from "./vehicle-view";

/**
 * 3-6 listed cars like a sold or deleted one: the same category, the closest monthly price first, as cards. The
 * candidates are read nearest-priced first from the database (a page's worth of each kind), and ranked by the
 * catalogue's rule (`similarVehicles`); kept per listing and data version.
 */
export async function similarAvailable(
  ctx: AppContext,
  target: { id?: number; slug: string; category: string; priceInfo: readonly PriceRow[] },
): Promise<VehicleCardItem[]> {
  const version = await getDataVersion(ctx);
  return itemCache(ctx).get(`similar:${target.slug}`, version, async () => {
    const price = lowestMonthlyManwon(target.priceInfo);
    const won = Number.isFinite(price) ? Math.round(price * 1e4) : null;
    const order =
      won === null
        ? [vehicles.id]
        : [sql`abs(coalesce(${vehicles.lowestMonthly}, 2147483647)::bigint - ${won}::bigint)`, vehicles.id];
    const nearest = (where: SQL, limit: number) =>
      ctx.db
        .select(LIGHT_ROW)
        .from(vehicles)
        .where(and(LISTED, target.id === undefined ? undefined : ne(vehicles.id, target.id), where))
        .orderBy(...order)
        .limit(limit);
    const category = sql`${vehicles.category} = ${target.category}`;
    const [same, others] = await Promise.all([
      nearest(category, SIMILAR_MAX),
      nearest(sql`not (${category})`, SIMILAR_MIN),
    ]);
    const candidates = [...same, ...others].map((row) => toEssential(toPublicVehicle(row)));
    return similarVehicles(target, candidates).map(toCardItem);
  });
}
