import { and, eq } from "drizzle-orm";
import { canonicalVehicleCategory, categorySlug, PARTNER_CATEGORIES } from "#domain/categories";
import type { ManagedListing } from "#domain/listing";
import { filterPartnerVehicles, type PartnerCard, type PartnerListFilter, partnerCard } from "#domain/partner-filters";
import type { Badge, Vehicle } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { users, vehicles } from "#server/db/schema";
import { listManagedListings } from "#server/services/admin/vehicle-lists";
import { findVehicleBySlug, slugOfSegment } from "#server/services/catalogue/find-vehicle";
import { listEssentialVehicles } from "#server/services/catalogue/list-essential-vehicles";
import { proposedVehicle, toManagedListing } from "#server/services/catalogue/vehicle-view";

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

/** The partner's own listings in every status, newest first, each with where it stands in review. */
export function listOwnListings(ctx: AppContext, partnerId: number): Promise<ManagedListing[]> {
  return listManagedListings(ctx, eq(vehicles.ownerPartnerId, partnerId));
}

/**
 * A vehicle page in the partners area: the partner's own listing in any status (as their waiting change would
 * make it, with its review state), else a listing with a public page.
 */
export async function findPartnerVehicle(
  ctx: AppContext,
  partnerId: number,
  rawSlug: string,
): Promise<{ vehicle: Vehicle; listing: ManagedListing | null } | null> {
  const slug = slugOfSegment(rawSlug);
  if (!slug) return null;
  const rows = await ctx.db
    .select({ vehicle: vehicles, ownerName: users.displayName })
    .from(vehicles)
    .leftJoin(users, eq(users.id, vehicles.ownerPartnerId))
    .where(and(eq(vehicles.slug, slug), eq(vehicles.ownerPartnerId, partnerId)));
  const own = rows[0];
  if (own) return { vehicle: proposedVehicle(own.vehicle), listing: toManagedListing(own.vehicle, own.ownerName) };
  const vehicle = await findVehicleBySlug(ctx, slug);
  return vehicle ? { vehicle, listing: null } : null;
}
