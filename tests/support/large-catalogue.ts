import { sql } from "drizzle-orm";
import { listKeysOf, nameKeysOf } from "#domain/list-keys";
import { formatWon, monthlyWon } from "#domain/pricing";
import { badgeTypeOf, type PriceRow } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { DEMO_VEHICLES } from "#server/seed/demo-data";
import { bumpDataVersion } from "#server/shared/data-version";

/** Each demo listing is copied at these fee levels, so a large catalogue has prices to sort. */
const PRICE_LEVELS = [0.85, 0.92, 1, 1.07, 1.15];
/** Rows per insert statement. */
const BATCH = 20_000;

function scaledPrices(rows: readonly PriceRow[], level: number): PriceRow[] {
  return rows.map((row) => {
    const won = monthlyWon(row.monthly);
    return won === null ? row : { ...row, monthly: `월 ${formatWon(Math.round((won * level) / 1000) * 1000)}` };
  });
}

/**
 * A catalogue of `count` listings written straight into the database, as a broker's would be after years: copies
 * of the demo listings (their names, categories, badges, tags, plans at five fee levels, options, terms), each with
 * `imagesPerListing` of `images`, registered over the past `count` minutes, with views over the last 30 days, and
 * their list keys written (computed once per demo listing and fee level, as the lists' own pass would). Slugs are
 * `{demo slug}-{n}`.
 */
export async function insertLargeCatalogue(
  ctx: AppContext,
  count: number,
  images: readonly string[],
  imagesPerListing = 2,
): Promise<void> {
  const templates = DEMO_VEHICLES.flatMap((v, i) =>
    PRICE_LEVELS.map((level, l) => {
      const priceInfo = scaledPrices(v.priceInfo, level);
      const k = listKeysOf({ ...v, priceInfo }, nameKeysOf(v.name));
      return {
        idx: i * PRICE_LEVELS.length + l,
        slug: v.slug,
        name: v.name,
        category: v.category,
        badges: v.badges,
        badge_type: badgeTypeOf(v.badges),
        tags: v.recommendationTags,
        basic_info: v.basicInfo,
        price_info: priceInfo,
        options: v.options,
        benefits: v.benefits,
        insurance: v.insurance,
        contract_terms: v.contractTerms,
        required_documents: v.requiredDocuments,
        deposit_installment: v.depositInstallment,
        display_category_text: v.displayCategoryText,
        description: v.description,
        list_category: k.category,
        list_group: k.group,
        list_group_rank: k.groupRank,
        brand: k.brand,
        fuel: k.fuel,
        lowest_monthly: k.lowestMonthly,
        lowest_deposit: k.lowestDeposit,
        deposit_bands: k.depositBands,
        first_deposit: k.firstDeposit,
        vehicle_types: k.vehicleTypes,
        search_text: k.search.text,
        search_initials: k.search.initials,
        search_jamo: k.search.jamo,
      };
    }),
  );
  const t = templates.length;
  const n = images.length;
  for (let start = 1; start <= count; start += BATCH) {
    const end = Math.min(count, start + BATCH - 1);
    await ctx.db.execute(sql`
      insert into vehicles (slug, name, category, badges, badge_type, recommendation_tags, images, basic_info, price_info,
        options, benefits, insurance, contract_terms, required_documents, deposit_installment, display_category_text,
        description, created_at, updated_at, list_keys_stale, list_category, list_group, list_group_rank, brand, fuel,
        lowest_monthly, lowest_deposit, deposit_bands, first_deposit, vehicle_types, search_text, search_initials,
        search_jamo, views_30d)
      select t.slug || '-' || i, t.name, t.category, t.badges, t.badge_type, t.tags,
        (select jsonb_agg(${JSON.stringify(images)}::jsonb -> ((i + k) % ${n}) order by k)
         from generate_series(0, ${imagesPerListing - 1}) as k),
        t.basic_info, t.price_info, t.options, t.benefits, t.insurance, t.contract_terms, t.required_documents,
        t.deposit_installment, t.display_category_text, t.description,
        now() - (${count} - i) * interval '1 minute', now() - (${count} - i) * interval '1 minute', false,
        t.list_category, t.list_group, t.list_group_rank, t.brand, t.fuel, t.lowest_monthly, t.lowest_deposit,
        t.deposit_bands, t.first_deposit, t.vehicle_types, t.search_text, t.search_initials, t.search_jamo,
        (i * 7919) % 500
      from generate_series(${start}::int, ${end}::int) as i
      join jsonb_to_recordset(${JSON.stringify(templates)}::jsonb) as t(idx int, slug text, name text, category text,
        badges jsonb, badge_type text, tags jsonb, basic_info jsonb, price_info jsonb, options jsonb, benefits jsonb,
        insurance jsonb, contract_terms jsonb, required_documents jsonb, deposit_installment text,
        display_category_text text, description text, list_category text, list_group text, list_group_rank smallint,
        brand text, fuel text, lowest_monthly int, lowest_deposit int, deposit_bands smallint, first_deposit int,
        vehicle_types smallint, search_text text, search_initials text, search_jamo text)
        on t.idx = i % ${t}`);
  }
  await bumpDataVersion(ctx);
}
