import { asc, inArray } from "drizzle-orm";
import { canonicalCategory } from "#domain/categories";
import { PUBLIC_STATUSES } from "#domain/listing";
import type { Vehicle } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { vehicles } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { toPublicVehicle } from "./vehicle-view";

/**
 * Every listing with a public page (게시 중 and 판매완료) in listing order (oldest first, the order they were
 * curated in), as the public sees it; cached per data version.
 */
export async function listPublicVehicles(ctx: AppContext): Promise<Vehicle[]> {
  const version = await getDataVersion(ctx);
  return ctx.cache.get("catalogue:public-vehicles", version, async () => {
    const rows = await ctx.db
      .select()
      .from(vehicles)
      .where(inArray(vehicles.status, [...PUBLIC_STATUSES]))
      .orderBy(asc(vehicles.id));
    return rows.map(toPublicVehicle);
  });
}

/** The listed vehicles (게시 중 only: a sold one keeps its page but leaves every list). */
async function listedVehicles(ctx: AppContext, version: number): Promise<Vehicle[]> {
  const all = await listPublicVehicles(ctx);
  return ctx.cache.get("catalogue:vehicles", version, async () => all.filter((v) => v.status === "published"));
}

/**
 * The listed vehicles, optionally of one category (any spelling `canonicalCategory` accepts; an unknown
 * category has no vehicles). The returned arrays are shared by the cache: do not mutate them.
 */
export async function listVehicles(ctx: AppContext, filter: { category?: string | null } = {}): Promise<Vehicle[]> {
  const version = await getDataVersion(ctx);
  const all = await listedVehicles(ctx, version);
  if (!filter.category) return all;
  const category = canonicalCategory(filter.category);
  if (!category) return [];
  return ctx.cache.get(`catalogue:vehicles:${category}`, version, async () =>
    all.filter((v) => canonicalCategory(v.category) === category),
  );
}
