import { asc } from "drizzle-orm";
import { canonicalCategory } from "#domain/categories";
import type { Vehicle } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { vehicles } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { toVehicle } from "./vehicle-view";

/** Every vehicle in listing order (oldest first, the order they were curated in); cached per data version. */
async function allVehicles(ctx: AppContext, version: number): Promise<Vehicle[]> {
  return ctx.cache.get("catalogue:vehicles", version, async () => {
    const rows = await ctx.db.select().from(vehicles).orderBy(asc(vehicles.id));
    return rows.map(toVehicle);
  });
}

/**
 * The full vehicles, optionally of one category (any spelling `canonicalCategory` accepts; an unknown
 * category has no vehicles). The returned arrays are shared by the cache: do not mutate them.
 */
export async function listVehicles(ctx: AppContext, filter: { category?: string | null } = {}): Promise<Vehicle[]> {
  const version = await getDataVersion(ctx);
  const all = await allVehicles(ctx, version);
  if (!filter.category) return all;
  const category = canonicalCategory(filter.category);
  if (!category) return [];
  return ctx.cache.get(`catalogue:vehicles:${category}`, version, async () =>
    all.filter((v) => canonicalCategory(v.category) === category),
  );
}
