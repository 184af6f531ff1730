import { eq, getTableColumns, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { PARTNER_DEPOSIT_BANDS, PARTNER_VEHICLE_TYPES, type PartnerListFilter } from "#domain/partner-filters";
import {
  type Bounds,
  DEPOSIT_BANDS,
  type DepositBand,
  depositBandBounds,
  type PriceChip,
  priceChipBounds,
} from "#domain/pricing";
import type { Badge } from "#domain/vehicle";
import type { ListGroup, ListSort } from "#domain/vehicle-list";
import { vehicles } from "#server/db/schema";
import { EMPTY_DETAILS } from "./vehicle-view";

// What a list holds: its scope's filters as conditions on the list keys, and the rows a light list reads.

/**
 * Which listings a list holds. Every field narrows it; absent ones do not. Filters are read from the list keys
 * (`domain/list-keys.ts`), so each is a condition on indexed or cheap columns, never a pass over the catalogue.
 */
export interface ListScope {
  /**
   * Every status (the admin's and the partners' own lists); otherwise only 게시 중 listings, as every public list,
   * search, count and sitemap has them (a sold listing keeps its page but leaves the lists).
   */
  anyStatus?: boolean;
  /** Beside the listed ones, this partner's own listings in every status (a partner's view of the catalogue). */
  alsoOwnedBy?: number | null;
  /** 신차 or 중고차, or either of several; absent or empty for every listing, with a badge or not. */
  badges?: readonly Badge[];
  /** A canonical category. */
  category?: string | null;
  group?: ListGroup | null;
  brand?: string | null;
  fuel?: string | null;
  /** A price chip, on the lowest monthly fee. */
  price?: PriceChip | null;
  /** Inclusive bounds in 만원 on the lowest monthly fee (the essential API's minPrice / maxPrice). */
  priceRange?: { minPrice?: number; maxPrice?: number };
  /** The search's deposit band: some plan's deposit in it. */
  deposit?: DepositBand | null;
  /** The partners' vehicle type and deposit (their first plan's). */
  partner?: Pick<PartnerListFilter, "type" | "deposit">;
  ownerPartnerId?: number | null;
  /**
   * A search as visitors type it (`domain/search-query.ts`): names matching it as typed, then through the search
   * vocabulary (fuels, bodies, makes, models and their other spellings), then names a typo or two off.
   */
  q?: string;
}

/** `relevance` orders a search by `searchRank` (its default), then in the catalogue's order. */
export type ListOrder = ListSort | "" | "relevance";

/**
 * Sections a list is ordered by first in its default order: the display groups (new-car and used-car lists) or the
 * badge (categories). A chosen sort (월 납입료, 보증금, 최신 등록순, 인기순) is one list across them: the cheapest car
 * comes first whatever its group, so `sections` applies to the default order only.
 */
export type Sections = "group" | "badge" | null;

const v = vehicles;

/**
 * A row without what no card or light list reads (options, benefits, insurance, terms, documents, description, search
 * keys): empty in their place, so the row still reads as a vehicle. A page of 100 reads a third as much.
 */
export const LIGHT_ROW = {
  ...getTableColumns(v),
  ...EMPTY_DETAILS,
  searchText: sql<string>`''`,
  searchInitials: sql<string>`''`,
  searchJamo: sql<string>`''`,
};

/** Bounds in 만원 on a won column. */
function boundsSql(column: AnyPgColumn, b: Bounds): SQL {
  const parts = [sql`${column} is not null`];
  if (b.above !== undefined) parts.push(sql`${column} > ${Math.round(b.above * 1e4)}`);
  if (b.atLeast !== undefined) parts.push(sql`${column} >= ${Math.round(b.atLeast * 1e4)}`);
  if (b.atMost !== undefined) parts.push(sql`${column} <= ${Math.round(b.atMost * 1e4)}`);
  if (b.below !== undefined) parts.push(sql`${column} < ${Math.round(b.below * 1e4)}`);
  return sql.join(parts, sql` and `);
}

const bit = (index: number) => 1 << index;

/**
 * A listing in the public lists. The status is written as a literal, so the planner can also use indexes whose
 * predicate names it.
 */
export const LISTED = sql`${v.status} = 'published'`;

/** The conditions of a scope, name search excluded. */
export function scopeSql(scope: ListScope): SQL[] {
  const conditions: SQL[] = [];
  if (!scope.anyStatus)
    conditions.push(scope.alsoOwnedBy ? or(LISTED, eq(v.ownerPartnerId, scope.alsoOwnedBy))! : LISTED);
  const badges = scope.badges ?? [];
  // A listing may carry both badges: it is on both lists. Each badge's lists have their own partial indexes.
  const holds = { 신차: v.listNew, 중고차: v.listUsed } as const;
  if (badges.length > 0) conditions.push(or(...[...new Set(badges)].map((b) => sql`${holds[b]}`))!);
  if (scope.category) conditions.push(eq(v.listCategory, scope.category));
  if (scope.group) conditions.push(eq(v.listGroupRank, scope.group.rank));
  if (scope.brand) conditions.push(eq(v.brand, scope.brand));
  if (scope.fuel) conditions.push(eq(v.fuel, scope.fuel));
  if (scope.price) conditions.push(boundsSql(v.lowestMonthly, priceChipBounds(scope.price)));
  const range = scope.priceRange;
  if (range && (range.minPrice !== undefined || range.maxPrice !== undefined))
    conditions.push(boundsSql(v.lowestMonthly, { atLeast: range.minPrice, atMost: range.maxPrice }));
  if (scope.deposit) {
    const index = DEPOSIT_BANDS.findIndex((b) => b.value === scope.deposit!.value);
    conditions.push(sql`(${v.depositBands} & ${bit(index)}) <> 0`);
  }
  const partner = scope.partner;
  if (partner?.type) {
    const index = PARTNER_VEHICLE_TYPES.findIndex((t) => t.value === partner.type);
    conditions.push(sql`(${v.vehicleTypes} & ${bit(index)}) <> 0`);
  }
  if (partner?.deposit) {
    const band = PARTNER_DEPOSIT_BANDS.find((b) => b.value === partner.deposit)!;
    conditions.push(boundsSql(v.firstDeposit, depositBandBounds(band)));
  }
  if (scope.ownerPartnerId) conditions.push(eq(v.ownerPartnerId, scope.ownerPartnerId));
  return conditions;
}
