import { canonicalCategory } from "#domain/categories";
import { inPriceRange, lowestMonthlyManwon } from "#domain/pricing";
import { BADGES } from "#domain/vehicle";
import { toEssential, type VehicleEssential } from "#domain/vehicle-parts";
import type { AppContext } from "#server/context";
import { getDataVersion } from "#server/shared/data-version";
import { listVehicles } from "./list-vehicles";

export interface EssentialFilter {
  /** Keep vehicles carrying this badge (신차 or 중고차); several may be given comma-separated. */
  badges?: string | null;
  /** Inclusive bounds on the lowest monthly fee, in 만원; with either set, vehicles without a price drop out. */
  minPrice?: number;
  maxPrice?: number;
  category?: string | null;
}

/** Lists in their light form (thumbnail URL, price rows, basic info; no gallery, no long texts), filtered. */
export async function listEssentialVehicles(
  ctx: AppContext,
  filter: EssentialFilter = {},
): Promise<VehicleEssential[]> {
  const version = await getDataVersion(ctx);
  const asked = (filter.badges ?? "")
    .split(",")
    .map((b) => b.trim())
    .filter(Boolean);
  const badges = BADGES.filter((b) => asked.includes(b));
  const category = filter.category ? canonicalCategory(filter.category) : "";
  // Unknown badges or categories have no vehicles (and get no cache entry).
  if (category === null || (asked.length > 0 && badges.length === 0)) return [];
  // Cached per badge and category (a handful of keys); the price range, which clients choose freely, is
  // applied on each call so it cannot flood the cache.
  const base = await ctx.cache.get(`catalogue:essential:${badges.join(",")}|${category}`, version, async () => {
    const vehicles = await listVehicles(ctx, { category });
    return vehicles
      .filter((v) => badges.length === 0 || badges.some((b) => v.badges.includes(b)))
      .map((v) => ({ vehicle: toEssential(v), lowest: lowestMonthlyManwon(v.priceInfo) }));
  });
  const range = { minPrice: filter.minPrice, maxPrice: filter.maxPrice };
  return base.filter((entry) => inPriceRange(entry.lowest, range)).map((entry) => entry.vehicle);
}
