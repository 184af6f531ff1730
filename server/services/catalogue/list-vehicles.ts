import { canonicalVehicleCategory } from "#domain/categories";
import type { Vehicle } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { listPage } from "./list-query";
import { toPublicVehicle } from "./vehicle-view";

/** A page of an API list: the vehicles and the cursor of the next page (null at the end). */
export interface VehiclesPage<V> {
  vehicles: V[];
  nextCursor: string | null;
}

/**
 * A page of the listed vehicles (게시 중 only), whole, in listing order (oldest first, the order they were curated in), optionally of one
 * category (any spelling `canonicalCategory` accepts; an unknown category has no vehicles).
 */
export async function listVehicles(
  ctx: AppContext,
  filter: { category?: string | null; limit: number; cursor?: string },
): Promise<VehiclesPage<Vehicle>> {
  const category = filter.category ? canonicalVehicleCategory(filter.category) : null;
  if (filter.category && !category) return { vehicles: [], nextCursor: null };
  const page = await listPage(ctx, {
    scope: { category },
    order: "",
    cursor: filter.cursor,
    limit: filter.limit,
    full: true,
  });
  return { vehicles: page.rows.map(toPublicVehicle), nextCursor: page.next };
}
