import { cardPrice, NO_PRICE_CARD } from "#domain/pricing";
import { SUGGESTION_COUNT, type VehicleSuggestion } from "#domain/vehicle-list";
import type { AppContext } from "#server/context";
import { getDataVersion } from "#server/shared/data-version";
import { itemCache } from "#server/shared/item-cache";
import { listPage } from "./list-query";
import { toPublicVehicle } from "./vehicle-view";

/**
 * What the search box suggests for what the visitor has typed: the first listings the site search finds (exact names
 * first, then a typo or two off), one per name, kept per query and data version.
 */
export async function suggestVehicles(ctx: AppContext, q: string): Promise<VehicleSuggestion[]> {
  const query = q.trim();
  if (!query) return [];
  const version = await getDataVersion(ctx);
  return itemCache(ctx).get(`suggest:${query}`, version, async () => {
    // Listings often share a name: a few pages' worth leaves enough distinct names.
    const page = await listPage(ctx, { scope: { q: query }, order: "relevance", limit: SUGGESTION_COUNT * 4 });
    const seen = new Set<string>();
    const out: VehicleSuggestion[] = [];
    for (const row of page.rows) {
      if (seen.has(row.name)) continue;
      seen.add(row.name);
      const vehicle = toPublicVehicle(row);
      const price = cardPrice(vehicle.priceInfo);
      out.push({
        slug: vehicle.slug,
        name: vehicle.name,
        thumbnail: vehicle.mainImage,
        price: price?.monthly ?? NO_PRICE_CARD,
      });
      if (out.length === SUGGESTION_COUNT) break;
    }
    return out;
  });
}
