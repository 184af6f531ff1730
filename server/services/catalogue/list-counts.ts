import { sql } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { vehicles } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { itemCache } from "#server/shared/item-cache";
import { ensureListKeys } from "./list-keys";
import type { ListScope } from "./list-scope";
import { whereOf } from "./list-search";

// How many listings a list holds, and per value of a list key: kept per data version.

const v = vehicles;

/** Stable text of a scope, for keeping counts. */
function scopeKey(scope: ListScope): string {
  return JSON.stringify({ ...scope, group: scope.group?.rank ?? null });
}

/**
 * How many listings a scope holds (kept per data version); counting stops past `atMost` (a search as broad as `아`
 * matches tens of thousands: the page says "1,000대 이상" rather than count them all).
 */
export async function countListings(ctx: AppContext, scope: ListScope, atMost?: number): Promise<number> {
  await ensureListKeys(ctx);
  const version = await getDataVersion(ctx);
  return itemCache(ctx).get(`count:${atMost ?? ""}:${scopeKey(scope)}`, version, async () => {
    const { where } = await whereOf(ctx, scope);
    if (atMost === undefined) {
      const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(v).where(where);
      return Number(row?.n ?? 0);
    }
    const some = ctx.db
      .select({ one: sql`1` })
      .from(v)
      .where(where)
      .limit(atMost + 1)
      .as("some");
    const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(some);
    return Number(row?.n ?? 0);
  });
}

/** How many listings of a scope each value of a list key has (the sections' and filters' counts), kept per version. */
export async function countListingsBy(
  ctx: AppContext,
  scope: ListScope,
  key: "group" | "brand" | "fuel" | "badge" | "category",
): Promise<Map<string | number, number>> {
  await ensureListKeys(ctx);
  const version = await getDataVersion(ctx);
  // A listing with both badges counts as a new car here, as the category pages show it.
  const badge = sql<string>`(case when ${v.listNew} then '신차' when ${v.listUsed} then '중고차' end)`;
  const column = { group: v.listGroupRank, brand: v.brand, fuel: v.fuel, badge, category: v.listCategory }[key];
  const entries = await itemCache(ctx).get(`by:${key}:${scopeKey(scope)}`, version, async () => {
    const { where } = await whereOf(ctx, scope);
    const rows = await ctx.db
      .select({ value: column, n: sql<number>`count(*)::int` })
      .from(v)
      .where(where)
      .groupBy(column);
    return rows.filter((r) => r.value !== null).map((r) => [r.value!, Number(r.n)] as const);
  });
  return new Map(entries);
}
