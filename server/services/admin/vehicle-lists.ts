import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import type { CategoryCount } from "#domain/categories";
import { canonicalCategory, categorySlug, NO_DEPOSIT_CATEGORY, VEHICLE_CATEGORIES } from "#domain/categories";
import type { ManagedListing } from "#domain/listing";
import { matchesVehicleName } from "#domain/search";
import type { AppContext } from "#server/context";
import { boardPosts, users, vehicles } from "#server/db/schema";
import { toManagedListing } from "#server/services/catalogue/vehicle-view";

/** Listings in any status with the name of the partner who listed them, newest first. */
export async function listManagedListings(ctx: AppContext, where?: SQL, limit?: number): Promise<ManagedListing[]> {
  const query = ctx.db
    .select({ vehicle: vehicles, ownerName: users.displayName })
    .from(vehicles)
    .leftJoin(users, eq(users.id, vehicles.ownerPartnerId))
    .where(where)
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((r) => toManagedListing(r.vehicle, r.ownerName));
}

/** The vehicles of one category for its admin page, in every status, newest first. */
export function listCategoryVehicles(ctx: AppContext, category: string): Promise<ManagedListing[]> {
  return listManagedListings(ctx, eq(vehicles.category, category));
}

/**
 * `GET /api/vehicles` for a signed-in caller: an admin sees every listing, a partner the listed ones and their
 * own in any status; optionally of one category.
 */
export async function listVehiclesForUser(
  ctx: AppContext,
  user: { id: number; role: "admin" | "partner" },
  filter: { category?: string | null } = {},
): Promise<ManagedListing[]> {
  const category = filter.category ? canonicalCategory(filter.category) : null;
  if (filter.category && !category) return [];
  const inCategory = category ? eq(vehicles.category, category) : undefined;
  const visible =
    user.role === "admin" ? undefined : or(eq(vehicles.status, "published"), eq(vehicles.ownerPartnerId, user.id));
  const listings = await listManagedListings(ctx, and(inCategory, visible));
  // Oldest first, as the public list is ordered.
  return listings.reverse();
}

/** A listing in any status by its slug, for the admin editor. */
export async function findManagedListing(ctx: AppContext, slug: string): Promise<ManagedListing | null> {
  const [listing] = await listManagedListings(ctx, eq(vehicles.slug, slug));
  return listing ?? null;
}

/** The 차량 관리 tab: every category with its number of vehicles, then the 무보증 리스트 board with its posts. */
export async function countVehiclesByCategory(ctx: AppContext): Promise<CategoryCount[]> {
  const [rows, [posts]] = await Promise.all([
    ctx.db.select({ category: vehicles.category, n: count() }).from(vehicles).groupBy(vehicles.category),
    ctx.db.select({ n: count() }).from(boardPosts),
  ]);
  const bySlug = new Map<string, number>();
  for (const row of rows) {
    const slug = categorySlug(row.category);
    bySlug.set(slug, (bySlug.get(slug) ?? 0) + Number(row.n));
  }
  return [
    ...VEHICLE_CATEGORIES.map((category) => ({
      category,
      slug: categorySlug(category),
      count: bySlug.get(categorySlug(category)) ?? 0,
    })),
    { category: NO_DEPOSIT_CATEGORY, slug: categorySlug(NO_DEPOSIT_CATEGORY), count: Number(posts?.n ?? 0) },
  ];
}

/**
 * 가격 일괄 변경's choice: the listings of a category, of a name search (Korean-aware), or both, in every status,
 * at most `limit`; none until one of the two is given.
 */
export async function findListingsForBulk(
  ctx: AppContext,
  filter: { category: string | null; q: string },
  limit: number,
): Promise<ManagedListing[]> {
  if (!filter.category && !filter.q) return [];
  const listings = await listManagedListings(ctx, filter.category ? eq(vehicles.category, filter.category) : undefined);
  return listings.filter((v) => matchesVehicleName(v.name, filter.q)).slice(0, limit);
}

/** How many listings a price sheet covers: every one, or one partner's. */
export async function countListings(ctx: AppContext, ownerPartnerId?: number): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(vehicles)
    .where(ownerPartnerId === undefined ? undefined : eq(vehicles.ownerPartnerId, ownerPartnerId));
  return Number(row?.n ?? 0);
}
