import { canonicalVehicleCategory, categorySlug, PARTNER_CATEGORIES } from "#domain/categories";
import { filterPartnerVehicles, type PartnerCard, type PartnerListFilter, partnerCard } from "#domain/partner-filters";
import type { Badge } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { listEssentialVehicles } from "#server/services/catalogue/list-essential-vehicles";

export interface PartnerCategoryGroup {
  /** Stored category value. */
  value: string;
  /** The partners' label (중형 세단, 제네시스 세단, 수입 차량 …). */
  label: string;
  /** For anchors and add links. */
  slug: string;
  cards: PartnerCard[];
}

/** Newest first, so a partner finds what they just listed at the front. */
async function partnerCatalogue(ctx: AppContext, badge?: Badge) {
  const all = await listEssentialVehicles(ctx, { badges: badge });
  return [...all].sort((a, b) => b.id - a.id);
}

/**
 * /partners: the whole catalogue (partners see every listing, theirs marked) in the ten partner categories,
 * each with its count, in the partners' order. Vehicles of other categories (전기차) are not part of it.
 */
export async function listPartnerHome(ctx: AppContext, partnerId: number): Promise<PartnerCategoryGroup[]> {
  const vehicles = await partnerCatalogue(ctx);
  return PARTNER_CATEGORIES.map(({ value, label }) => ({
    value,
    label,
    slug: categorySlug(value),
    cards: vehicles.filter((v) => canonicalVehicleCategory(v.category) === value).map((v) => partnerCard(v, partnerId)),
  }));
}

/** /partners/new-cars and /partners/used-cars: one badge, filtered by name, type and deposit. */
export async function listPartnerVehicles(
  ctx: AppContext,
  partnerId: number,
  badge: Badge,
  filter: PartnerListFilter,
): Promise<{ total: number; cards: PartnerCard[] }> {
  const vehicles = await partnerCatalogue(ctx, badge);
  return {
    total: vehicles.length,
    cards: filterPartnerVehicles(vehicles, filter).map((v) => partnerCard(v, partnerId)),
  };
}
