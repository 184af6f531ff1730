import { and, or, type SQL, sql } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { vehicles } from "#server/db/schema";
import { type ListOrder, type ListScope, type Sections, scopeSql } from "./list-scope";
import { keyNamesOf, type SearchMatches } from "./list-search";
import { FACET_KEY, facetKey } from "./name-facets";
import type { VehicleRow } from "./vehicle-view";

// The lists' orders: each order's keys as the list indexes hold them (a row's keys are its cursor), and the ids of
// a search's page, read rank by rank or newest first.

const MAX_INT = 2_147_483_647;

const v = vehicles;

export interface OrderKey {
  /** The expression, exactly as the list indexes (drizzle/0008_list_keys.sql, 0015_sorted_lists.sql) have it. */
  sql: SQL;
  /** The same value of a row, for its cursor. */
  of: (row: VehicleRow, matches: SearchMatches) => number;
}

const ID: OrderKey = { sql: sql`${v.id}`, of: (r) => r.id };
const NEG_ID: OrderKey = { sql: sql`(-${v.id})`, of: (r) => -r.id };

/** The section a row is in, first of the default order's keys. */
function sectionKeys(sections: Sections | undefined): OrderKey[] {
  if (sections === "group") return [{ sql: sql`${v.listGroupRank}`, of: (r) => r.listGroupRank ?? 0 }];
  if (sections === "badge")
    return [
      {
        sql: sql`(case when ${v.badgeType} = '신차' then 0 else 1 end)`,
        of: (r) => (r.badgeType === "신차" ? 0 : 1),
      },
    ];
  return [];
}

/**
 * Every order is ascending on every key (descending ones are negated), so a position is one row comparison. Only the
 * default order is sectioned: a sort is one list, read along its own index on the new-car and used-car lists
 * (drizzle/0015_sorted_lists.sql), or, within one group (`scope.group`, its rank then fixed), along the group's.
 */
export function orderKeys(order: ListOrder, sections: Sections | undefined): OrderKey[] {
  switch (order) {
    case "price-asc":
      return [
        {
          sql: sql`(coalesce(${v.lowestMonthly}, ${sql.raw(String(MAX_INT))}))`,
          of: (r) => r.lowestMonthly ?? MAX_INT,
        },
        ID,
      ];
    case "price-desc":
      return [{ sql: sql`(-coalesce(${v.lowestMonthly}, -1))`, of: (r) => -(r.lowestMonthly ?? -1) }, NEG_ID];
    case "deposit-asc":
      // A deposit that is a share of the car's price (`30%`) has no amount (`lowest_deposit` null): after every amount.
      return [
        {
          sql: sql`(coalesce(${v.lowestDeposit}, ${sql.raw(String(MAX_INT))}))`,
          of: (r) => r.lowestDeposit ?? MAX_INT,
        },
        ID,
      ];
    case "newest":
      return [NEG_ID];
    case "popular":
      return [{ sql: sql`(-${v.views30d})`, of: (r) => -r.views30d }, NEG_ID];
    default:
      return [...sectionKeys(sections), ID];
  }
}

/** The rows of each rank a search gives, best first: the matched names of that rank, and listings by `facetKey`. */
function rankTiers(matches: SearchMatches): { rank: number; size: number; test: SQL }[] {
  const tiers = new Map<number, { names: string[]; keys: { key: string; name: string }[] }>();
  const tier = (rank: number) => {
    let t = tiers.get(rank);
    if (!t) {
      t = { names: [], keys: [] };
      tiers.set(rank, t);
    }
    return t;
  };
  for (const [name, rank] of matches.names) tier(rank).names.push(name);
  for (const [key, { name, rank }] of matches.keys) tier(rank).keys.push({ key, name });
  return [...tiers]
    .sort((a, b) => a[0] - b[0])
    .map(([rank, t]) => {
      const tests: SQL[] = [];
      if (t.names.length > 0) tests.push(sql`${v.name} = any(${sql.param(t.names)}::text[])`);
      if (t.keys.length > 0) {
        const keys = t.keys.map((k) => k.key);
        tests.push(
          sql`(${v.name} = any(${sql.param(keyNamesOf(t.keys))}::text[]) and ${FACET_KEY} = any(${sql.param(keys)}::text[]))`,
        );
      }
      return { rank, size: t.names.length + t.keys.length, test: tests.length === 1 ? tests[0]! : or(...tests)! };
    });
}

/** Relevance: `searchRank`, then the catalogue's order (the most common rank is the case's `else`). */
export function relevanceKeys(matches: SearchMatches): OrderKey[] {
  const tiers = rankTiers(matches);
  const common = tiers.reduce<(typeof tiers)[number] | null>((a, t) => (a === null || t.size > a.size ? t : a), null);
  const cases = tiers.filter((t) => t !== common).map((t) => sql`when ${t.test} then ${t.rank}`);
  const otherwise = common?.rank ?? 0;
  const rank: OrderKey = {
    sql:
      cases.length === 0
        ? sql`${sql.raw(String(otherwise))}::int`
        : sql`(case ${sql.join(cases, sql` `)} else ${otherwise} end)`,
    of: (r, m) => m.names.get(r.name) ?? m.keys.get(facetKey(r))?.rank ?? otherwise,
  };
  return [rank, ID];
}

/**
 * The ids of a page of a search in relevance order, read rank by rank: each rank's rows in the catalogue's order, as
 * many as the page still needs, so a page costs what a list filtered by name costs (never a sort of every match).
 */
export async function relevanceIds(
  ctx: AppContext,
  scope: ListScope,
  matches: SearchMatches,
  cursor: { keys: number[]; backwards: boolean } | null,
  limit: number,
): Promise<number[]> {
  const base = scopeSql(scope);
  const backwards = cursor?.backwards ?? false;
  const tiers = rankTiers(matches);
  if (backwards) tiers.reverse();
  const ids: number[] = [];
  for (const tier of tiers) {
    let after: SQL | undefined;
    if (cursor) {
      const [rank, id] = cursor.keys as [number, number];
      if (backwards ? tier.rank > rank : tier.rank < rank) continue;
      if (tier.rank === rank) after = backwards ? sql`${v.id} < ${id}` : sql`${v.id} > ${id}`;
    }
    const rows = await ctx.db
      .select({ id: v.id })
      .from(v)
      .where(and(...base, tier.test, after))
      .orderBy(backwards ? sql`${v.id} desc` : sql`${v.id} asc`)
      .limit(limit + 1 - ids.length);
    ids.push(...rows.map((r) => r.id));
    if (ids.length > limit) break;
  }
  return ids;
}

/**
 * The ids of a page of a search, newest first, read along the primary key backwards: a search as broad as `가솔린`
 * stops after a page of rows instead of sorting every match (no index holds `-id` outside the lists' own).
 */
export async function newestIds(
  ctx: AppContext,
  where: SQL | undefined,
  cursor: { id: number; backwards: boolean } | null,
  limit: number,
): Promise<number[]> {
  const after = cursor ? (cursor.backwards ? sql`${v.id} > ${cursor.id}` : sql`${v.id} < ${cursor.id}`) : undefined;
  const rows = await ctx.db
    .select({ id: v.id })
    .from(v)
    .where(and(where, after))
    .orderBy(cursor?.backwards ? sql`${v.id} asc` : sql`${v.id} desc`)
    .limit(limit + 1);
  return rows.map((r) => r.id);
}
