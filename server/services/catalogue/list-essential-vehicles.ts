import { canonicalVehicleCategory } from "#domain/categories";
import { BADGES } from "#domain/vehicle";
import { toEssential, type VehicleEssential } from "#domain/vehicle-parts";
import type { AppContext } from "#server/context";
import { listPage } from "./list-query";
import type { VehiclesPage } from "./list-vehicles";
import { toPublicVehicle } from "./vehicle-view";

export interface EssentialFilter {
  /** Keep vehicles carrying this badge (신차 or 중고차); several may be given comma-separated. */
  badges?: string | null;
  /** Inclusive bounds on the lowest monthly fee, in 만원; with either set, vehicles without a price drop out. */
  minPrice?: number;
  maxPrice?: number;
  category?: string | null;
  limit: number;
  cursor?: string;
}

/** A page of vehicles in their light form (thumbnail URL, price rows, basic info; no gallery, no long texts). */
export async function listEssentialVehicles(
  ctx: AppContext,
  filter: EssentialFilter,
): Promise<VehiclesPage<VehicleEssential>> {
  const asked = (filter.badges ?? "")
    .split(",")
    .map((b) => b.trim())
    .filter(Boolean);
  const badges = BADGES.filter((b) => asked.includes(b));
  const category = filter.category ? canonicalVehicleCategory(filter.category) : null;
  // Unknown badges or categories have no vehicles.
  if ((filter.category && !category) || (asked.length > 0 && badges.length === 0))
    return { vehicles: [], nextCursor: null };
  const page = await listPage(ctx, {
    scope: { badges, category, priceRange: { minPrice: filter.minPrice, maxPrice: filter.maxPrice } },
    order: "",
    cursor: filter.cursor,
    limit: filter.limit,
  });
  return { vehicles: page.rows.map((row) => toEssential(toPublicVehicle(row))), nextCursor: page.next };
}
