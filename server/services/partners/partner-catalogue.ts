import { and, eq } from "drizzle-orm";
import { categorySlug, PARTNER_CATEGORIES } from "#domain/categories";
import type { ManagedListing } from "#domain/listing";
import { type PartnerCard, type PartnerListFilter, partnerCard } from "#domain/partner-filters";
import type { Badge, Vehicle } from "#domain/vehicle";
import { SEARCH_COUNT_LIMIT } from "#domain/vehicle-list";
import { toEssential } from "#domain/vehicle-parts";
import type { AppContext } from "#server/context";
import { users, vehicles } from "#server/db/schema";
import { findVehicleBySlug, slugOfSegment } from "#server/services/catalogue/find-vehicle";
import { countListings, countListingsBy } from "#server/services/catalogue/list-counts";
import { InvalidCursorError, type ListPage, type ListRequest, listPage } from "#server/services/catalogue/list-query";
import {
  proposedVehicle,
  toManagedListing,
  toPublicVehicle,
  type VehicleRow,
} from "#server/services/catalogue/vehicle-view";
import { listManagedListings } from "#server/services/vehicles/vehicle-lists";

/** Cards each category shows on the partners' home; the lists show the rest, a page at a time. */
export const PARTNER_HOME_CARDS = 2;
/** Cards a page of the partners' lists shows. */
export const PARTNER_PAGE_SIZE = 24;

export interface PartnerCategoryGroup {
  /** Stored category value. */
  value: string;
  /** The partners' label (중형 세단, 제네시스 세단, 수입 차량 …). */
  label: string;
  /** For anchors and add links. */
  slug: string;
  /** The newest listings of the category. */
  cards: PartnerCard[];
  /** How many listings it has, new and used. */
  count: number;
  counts: Record<Badge, number>;
}

const cardOf = (row: VehicleRow, partnerId: number) => partnerCard(toEssential(toPublicVehicle(row)), partnerId);

/**
 * /partners: the partner categories (every vehicle category) in the partners' order, each with its newest listed cars
 * (partners see every 게시 중 listing, theirs marked) and its counts; with how many listings there are in all. The partner's own listings are counted from `listOwnListings`, not here: the catalogue
 * counts are kept per data version and read from list keys, which a draft or a submission moves neither of, and they
 * leave out the categories partners do not list in.
 */
export async function listPartnerHome(
  ctx: AppContext,
  partnerId: number,
): Promise<{ groups: PartnerCategoryGroup[]; total: number }> {
  const [fresh, used, pages] = await Promise.all([
    countListingsBy(ctx, { badges: ["신차"] }, "category"),
    countListingsBy(ctx, { badges: ["중고차"] }, "category"),
    Promise.all(
      PARTNER_CATEGORIES.map(({ value }) =>
        listPage(ctx, { scope: { category: value }, order: "newest", limit: PARTNER_HOME_CARDS }),
      ),
    ),
  ]);
  const groups = PARTNER_CATEGORIES.map(({ value, label }, i) => {
    const counts = { 신차: fresh.get(value) ?? 0, 중고차: used.get(value) ?? 0 };
    return {
      value,
      label,
      slug: categorySlug(value),
      cards: pages[i]!.rows.map((row) => cardOf(row, partnerId)),
      count: counts.신차 + counts.중고차,
      counts,
    };
  });
  return { groups, total: groups.reduce((n, g) => n + g.count, 0) };
}

/**
 * /partners/new-cars and /partners/used-cars: one badge, filtered by name (the site search's rules: exact matches,
 * then a typo or two off), type, deposit and category, newest first (nearest names first when searching), a page at
 * a time; with how many listings the badge has and how many match.
 */
export async function listPartnerVehicles(
  ctx: AppContext,
  partnerId: number,
  badge: Badge,
  filter: PartnerListFilter,
): Promise<{ total: number; matched: number; cards: PartnerCard[]; next: string | null; prev: string | null }> {
  const scope = {
    badges: [badge],
    q: filter.q,
    partner: { type: filter.type, deposit: filter.deposit },
    category: filter.category ?? null,
  };
  const request: ListRequest = {
    scope,
    order: filter.q ? "relevance" : "newest",
    cursor: filter.cursor,
    limit: PARTNER_PAGE_SIZE,
  };
  const page: ListPage = await listPage(ctx, request).catch((error) => {
    if (error instanceof InvalidCursorError) return listPage(ctx, { ...request, cursor: "" });
    throw error;
  });
  const [total, matched] = await Promise.all([
    countListings(ctx, { badges: [badge] }),
    countListings(ctx, scope, filter.q ? SEARCH_COUNT_LIMIT : undefined),
  ]);
  return { total, matched, cards: page.rows.map((row) => cardOf(row, partnerId)), next: page.next, prev: page.prev };
}

/**
 * The partner's own listings in every status and category, newest first, each with where it stands in review; read
 * afresh (no kept copy), so a draft saved a moment ago is in it. The home counts them from this list.
 */
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
