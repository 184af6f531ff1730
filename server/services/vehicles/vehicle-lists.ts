import { count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { CategoryCount } from "#domain/categories";
import { canonicalVehicleCategory, categorySlug, NO_DEPOSIT_CATEGORY, VEHICLE_CATEGORIES } from "#domain/categories";
import type { ManagedListing } from "#domain/listing";
import { matchesVehicleName } from "#domain/search";
import { BADGES, type Badge } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { boardPosts, users, vehicles } from "#server/db/schema";
import { countListingsBy } from "#server/services/catalogue/list-counts";
import { InvalidCursorError, listPage } from "#server/services/catalogue/list-query";
import { toManagedListing, type VehicleRow } from "#server/services/catalogue/vehicle-view";

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

/** Rows of a list page as managed listings, with the names of the partners who listed them (one query per page). */
export async function managedListingsOf(ctx: AppContext, rows: readonly VehicleRow[]): Promise<ManagedListing[]> {
  const ownerIds = [...new Set(rows.map((r) => r.ownerPartnerId).filter((id) => id !== null))];
  const owners = ownerIds.length
    ? await ctx.db.select({ id: users.id, name: users.displayName }).from(users).where(inArray(users.id, ownerIds))
    : [];
  const nameOf = new Map(owners.map((o) => [o.id, o.name]));
  return rows.map((row) =>
    toManagedListing(row, row.ownerPartnerId === null ? null : (nameOf.get(row.ownerPartnerId) ?? null)),
  );
}

/** Vehicles a page of a category's admin list shows. */
export const ADMIN_PAGE_SIZE = 24;

export interface AdminCategoryPage {
  /** The page's listings in every status, newest first. */
  vehicles: ManagedListing[];
  /** How many new and used vehicles the category holds. */
  counts: Record<Badge, number>;
  /** Cursors of the pages around it: null when there is none, "" for the first page. */
  next: string | null;
  prev: string | null;
}

/** A page of one category's listings (every status) for its admin page, newest first, with the category's counts. */
export async function listCategoryVehicles(ctx: AppContext, category: string, cursor = ""): Promise<AdminCategoryPage> {
  const scope = { category, badges: BADGES, anyStatus: true };
  // The cards read the light rows: no options, terms or descriptions in the page.
  const request = { scope, order: "newest" as const, cursor, limit: ADMIN_PAGE_SIZE };
  const [page, counts] = await Promise.all([
    listPage(ctx, request).catch((error) => {
      if (error instanceof InvalidCursorError) return listPage(ctx, { ...request, cursor: "" });
      throw error;
    }),
    countListingsBy(ctx, scope, "badge"),
  ]);
  return {
    vehicles: await managedListingsOf(ctx, page.rows),
    counts: { 신차: counts.get("신차") ?? 0, 중고차: counts.get("중고차") ?? 0 },
    next: page.next,
    prev: page.prev,
  };
}

/**
 * A page of `GET /api/vehicles` for a signed-in caller: an admin sees every listing, a partner the listed ones and
 * their own in any status; optionally of one category; oldest first, as the public list is ordered.
 */
export async function listVehiclesForUser(
  ctx: AppContext,
  user: { id: number; role: "admin" | "partner" },
  filter: { category?: string | null; limit: number; cursor?: string },
): Promise<{ vehicles: ManagedListing[]; nextCursor: string | null }> {
  const category = filter.category ? canonicalVehicleCategory(filter.category) : null;
  if (filter.category && !category) return { vehicles: [], nextCursor: null };
  const page = await listPage(ctx, {
    scope: { category, ...(user.role === "admin" ? { anyStatus: true } : { alsoOwnedBy: user.id }) },
    order: "",
    cursor: filter.cursor,
    limit: filter.limit,
    full: true,
  });
  return { vehicles: await managedListingsOf(ctx, page.rows), nextCursor: page.next };
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
