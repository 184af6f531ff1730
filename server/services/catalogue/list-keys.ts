import { sql } from "drizzle-orm";
import { listKeysOf, type NameKeys, nameKeysOf } from "#domain/list-keys";
import type { BasicInfo, PriceRow } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { getDataVersion } from "#server/shared/data-version";

/** Rows written per statement. */
const BATCH = 500;

interface StaleRow {
  id: number;
  xmin: string;
  name: string;
  category: string;
  basic_info: BasicInfo;
  price_info: PriceRow[];
}

/**
 * Writes the list keys of every listing marked stale (new, or its name, category, basic info or prices changed:
 * drizzle/0008_list_keys.sql) and returns how many it wrote. A row changed again while its keys were computed keeps
 * its mark (its `xmin` no longer matches) and is done on a later pass.
 */
export async function refreshListKeys(ctx: AppContext, maxPasses = 1000): Promise<number> {
  let written = 0;
  // Many listings share a name (the same model listed again and again): its keys are read once.
  const byName = new Map<string, NameKeys>();
  const nameKeys = (name: string) => {
    let keys = byName.get(name);
    if (!keys) {
      keys = nameKeysOf(name);
      if (byName.size < 10_000) byName.set(name, keys);
    }
    return keys;
  };
  for (let pass = 0; pass < maxPasses; pass++) {
    const result = (await ctx.db.execute(sql`
      select id, xmin::text as xmin, name, category, basic_info, price_info from vehicles
      where list_keys_stale order by id limit ${BATCH}`)) as unknown as { rows: StaleRow[] };
    const rows = result.rows;
    if (rows.length === 0) break;
    const values = rows.map((row) => {
      const k = listKeysOf(
        { name: row.name, category: row.category, basicInfo: row.basic_info ?? {}, priceInfo: row.price_info ?? [] },
        nameKeys(row.name),
      );
      return sql`(${row.id}::int, ${row.xmin}::text, ${k.category}::text, ${k.group}::text, ${k.groupRank}::smallint,
        ${k.brand}::text, ${k.fuel}::text, ${k.lowestMonthly}::int, ${k.lowestDeposit}::int, ${k.depositBands}::smallint,
        ${k.firstDeposit}::int, ${k.vehicleTypes}::smallint, ${k.search.text}::text, ${k.search.initials}::text,
        ${k.search.jamo}::text)`;
    });
    await ctx.db.execute(sql`
      update vehicles v set list_keys_stale = false, list_category = k.category, list_group = k.grp,
        list_group_rank = k.grp_rank, brand = k.brand, fuel = k.fuel, lowest_monthly = k.lowest_monthly,
        lowest_deposit = k.lowest_deposit, deposit_bands = k.deposit_bands, first_deposit = k.first_deposit,
        vehicle_types = k.vehicle_types, search_text = k.search_text, search_initials = k.search_initials,
        search_jamo = k.search_jamo
      from (values ${sql.join(values, sql`, `)}) as k(id, xmin, category, grp, grp_rank, brand, fuel, lowest_monthly,
        lowest_deposit, deposit_bands, first_deposit, vehicle_types, search_text, search_initials, search_jamo)
      where v.id = k.id and v.xmin::text = k.xmin`);
    written += rows.length;
    if (rows.length < BATCH) break;
  }
  return written;
}

/**
 * Makes the list keys current before a list is read: once per data version and process, since every catalogue
 * write bumps the version. Costs one index probe when nothing changed.
 */
export async function ensureListKeys(ctx: AppContext): Promise<void> {
  const version = await getDataVersion(ctx);
  await ctx.cache.get("catalogue:list-keys", version, () => refreshListKeys(ctx));
}

/** Removes the names no listing carries any more from the name search (daily); returns how many went. */
export async function purgeUnusedNames(ctx: AppContext): Promise<number> {
  const result = (await ctx.db.execute(sql`
    with gone as (
      delete from vehicle_names n where not exists (select 1 from vehicles v where v.name = n.name) returning 1
    )
    select count(*)::int as n from gone`)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n ?? 0);
}
