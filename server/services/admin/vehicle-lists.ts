import { count, desc, eq } from "drizzle-orm";
import type { CategoryCount } from "#domain/categories";
import { categorySlug, NO_DEPOSIT_CATEGORY, VEHICLE_CATEGORIES } from "#domain/categories";
import type { Vehicle } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { boardPosts, vehicles } from "#server/db/schema";
import { toVehicle } from "#server/services/catalogue/vehicle-view";

/** The vehicles of one category for its admin page, newest first. */
export async function listCategoryVehicles(ctx: AppContext, category: string): Promise<Vehicle[]> {
  const rows = await ctx.db
    .select()
    .from(vehicles)
    .where(eq(vehicles.category, category))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
  return rows.map(toVehicle);
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
