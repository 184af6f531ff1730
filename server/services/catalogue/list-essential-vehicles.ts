import { canonicalCategory } from "../../../domain/categories";
import { inPriceRange, lowestMonthlyManwon } from "../../../domain/pricing";
import { toEssential, type VehicleEssential } from "../../../domain/vehicle-parts";
import type { AppContext } from "../../context";
import { getDataVersion } from "../site/data-version";
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
export async function listEssentialVehicles(ctx: AppContext, filter: EssentialFilter = {}): Promise<VehicleEssential[]> {
  const version = await getDataVersion(ctx);
  const badges = (filter.badges ?? "")
    .split(",")
    .map((b) => b.trim())
    .filter(Boolean);
  const category = filter.category ? (canonicalCategory(filter.category) ?? `?${filter.category}`) : "";
  const key = `catalogue:essential:${badges.join(",")}|${filter.minPrice ?? ""}|${filter.maxPrice ?? ""}|${category}`;
  return ctx.cache.get(key, version, async () => {
    const vehicles = await listVehicles(ctx, { category: filter.category });
    const range = { minPrice: filter.minPrice, maxPrice: filter.maxPrice };
    return vehicles
      .filter((v) => badges.length === 0 || badges.some((b) => v.badges.includes(b)))
      .filter((v) => inPriceRange(lowestMonthlyManwon(v.priceInfo), range))
      .map(toEssential);
  });
}
