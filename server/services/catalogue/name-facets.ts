import { type SQL, sql } from "drizzle-orm";
import type { FieldMatch } from "#domain/search-vocabulary";
import type { Badge } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { vehicles as v } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { ensureListKeys } from "./list-keys";

/** One combination of the stored fields the search vocabulary reads, as some listings of a name have it. */
export interface NameFacet {
  /** `facetKey` of the listings that have it. */
  key: string;
  fuel: string;
  category: string;
  brand: string | null;
  badges: Badge[];
}

/**
 * The stored fields the search's vocabulary reads (fuel, category, make, badges), by name and the other way round: which
 * names have listings with a fuel, a category, a make or a badge. A search for `전기차` or `기아` thus becomes a search
 * for names, answered by the (name, id) index like any other, instead of a pass over the listings per query.
 */
export interface NameFacets {
  byName: ReadonlyMap<string, readonly NameFacet[]>;
  byFuel: ReadonlyMap<string, readonly string[]>;
  byCategory: ReadonlyMap<string, readonly string[]>;
  byBrand: ReadonlyMap<string, readonly string[]>;
  byBadge: ReadonlyMap<string, readonly string[]>;
}

const UNIT = "\u001f";

/** A listing's name with its facet fields, as `FACET_KEY` reads it in SQL. */
export function facetKey(row: {
  name: string;
  fuel: string | null;
  listCategory: string | null;
  brand: string | null;
  listNew: boolean;
  listUsed: boolean;
}): string {
  const badges = `${row.listNew ? 1 : 0}${row.listUsed ? 1 : 0}`;
  return [row.name, row.fuel ?? "", row.listCategory ?? "", row.brand ?? "", badges].join(UNIT);
}

/** `facetKey` of a listing row, in SQL. */
export const FACET_KEY: SQL<string> = sql`(${v.name} || chr(31) || coalesce(${v.fuel}, '') || chr(31) ||
  coalesce(${v.listCategory}, '') || chr(31) || coalesce(${v.brand}, '') || chr(31) ||
  (case when ${v.listNew} then '1' else '0' end) || (case when ${v.listUsed} then '1' else '0' end))`;

interface FacetRow {
  name: string;
  fuel: string | null;
  category: string | null;
  brand: string | null;
  list_new: boolean;
  list_used: boolean;
}

function index(byName: Map<string, NameFacet[]>, read: (f: NameFacet) => readonly (string | null)[]) {
  const out = new Map<string, string[]>();
  for (const [name, facets] of byName) {
    for (const value of new Set(facets.flatMap(read))) {
      if (value === null) continue;
      const names = out.get(value);
      if (names) names.push(name);
      else out.set(value, [name]);
    }
  }
  return out;
}

/**
 * The catalogue's name facets, read once per data version (one grouped pass over the listings, as the lists' brand and
 * fuel counts are) and only when a query asks for a stored field.
 */
export async function nameFacets(ctx: AppContext): Promise<NameFacets> {
  await ensureListKeys(ctx);
  const version = await getDataVersion(ctx);
  return ctx.cache.get("catalogue:name-facets", version, async () => {
    const result = (await ctx.db.execute(sql`
      select ${v.name} as name, ${v.fuel} as fuel, ${v.listCategory} as category, ${v.brand} as brand,
        ${v.listNew} as list_new, ${v.listUsed} as list_used
      from ${v} group by 1, 2, 3, 4, 5, 6`)) as unknown as { rows: FacetRow[] };
    const byName = new Map<string, NameFacet[]>();
    for (const row of result.rows) {
      const facet: NameFacet = {
        key: facetKey({ ...row, listCategory: row.category, listNew: row.list_new, listUsed: row.list_used }),
        fuel: row.fuel ?? "",
        category: row.category ?? "",
        brand: row.brand,
        badges: [...(row.list_new ? (["신차"] as const) : []), ...(row.list_used ? (["중고차"] as const) : [])],
      };
      const list = byName.get(row.name);
      if (list) list.push(facet);
      else byName.set(row.name, [facet]);
    }
    return {
      byName,
      byFuel: index(byName, (f) => [f.fuel]),
      byCategory: index(byName, (f) => [f.category]),
      byBrand: index(byName, (f) => [f.brand]),
      byBadge: index(byName, (f) => f.badges),
    };
  });
}

/** The names with some listing whose fields match. */
export function namesWithFields(facets: NameFacets, fields: FieldMatch): string[] {
  const pick = (map: ReadonlyMap<string, readonly string[]>, values: readonly string[] = []) =>
    values.flatMap((value) => map.get(value) ?? []);
  return [
    ...pick(facets.byFuel, fields.fuels),
    ...pick(facets.byCategory, fields.categories),
    ...pick(facets.byBrand, fields.brands),
    ...pick(facets.byBadge, fields.badges),
  ];
}
