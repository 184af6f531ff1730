import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { QuoteSnapshot } from "#domain/issued-quote";
import { LISTING_STATUSES, type ListingRevision } from "#domain/listing";
import type { BasicInfo, Benefit, ContractTerms, Insurance, PriceRow, VehicleOptions } from "#domain/vehicle";
import { users } from "./accounts";
import { createdAt, updatedAt } from "./columns";

// The catalogue: listings with their list keys, the names the search reads, retired addresses and issued 견적서.

export const vehicles = pgTable(
  "vehicles",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    badges: jsonb("badges").$type<string[]>().notNull().default([]),
    /** Derived from badges on every write, for indexed filtering. */
    badgeType: text("badge_type"),
    recommendationTags: jsonb("recommendation_tags").$type<string[]>().notNull().default([]),
    /** Media keys, first is the main image. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    basicInfo: jsonb("basic_info").$type<BasicInfo>().notNull().default({}),
    priceInfo: jsonb("price_info").$type<PriceRow[]>().notNull().default([]),
    options: jsonb("options")
      .$type<VehicleOptions>()
      .notNull()
      .default({ 외관내장: [], 안전장치: [], 편의장치: [], 시트: [] }),
    benefits: jsonb("benefits").$type<Benefit[]>().notNull().default([]),
    insurance: jsonb("insurance").$type<Insurance | null>(),
    contractTerms: jsonb("contract_terms").$type<ContractTerms | null>(),
    requiredDocuments: jsonb("required_documents").$type<string[]>().notNull().default([]),
    depositInstallment: text("deposit_installment").notNull().default("불가능 (기본)"),
    displayCategoryText: text("display_category_text").notNull().default(""),
    description: text("description").notNull().default(""),
    ownerPartnerId: integer("owner_partner_id").references(() => users.id, { onDelete: "set null" }),
    /** 임시저장 → 검수 대기 → 게시 중 → 판매완료 / 숨김 (domain/listing.ts). Rows written without one are published. */
    status: text("status", { enum: LISTING_STATUSES }).notNull().default("published"),
    /** When it first went public: a listing that ever was answers 410 at its address once deleted. */
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /** 최근 가격 변경일: the last time the published price rows changed. */
    priceChangedAt: timestamp("price_changed_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last day of the 렌트할인 promotion, as the admin set it (Seoul calendar day). */
    promotionEndsAt: date("promotion_ends_at", { mode: "string" }),
    /** Set by the daily check while the published prices are older than PRICE_STALE_DAYS. */
    priceStaleAt: timestamp("price_stale_at", { withTimezone: true }),
    /** Set by the daily check while the 렌트할인 tag stays past its end date. */
    promotionExpiredAt: timestamp("promotion_expired_at", { withTimezone: true }),
    /** A partner's change to a published listing, waiting for review or sent back: only the fields it changes. */
    revision: jsonb("revision").$type<ListingRevision>(),
    revisionStatus: text("revision_status", { enum: ["pending", "returned"] }),
    /** When the listing or its change was last sent for review. */
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** Why the last submission was sent back; cleared when it is sent again. */
    returnReason: text("return_reason"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** Written by the demo seed (server/seed/seed.ts): removed together by 데모 데이터 모두 삭제, never a real row. */
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // List keys (`domain/list-keys.ts`): what the lists filter, sort and search by, read from the fields above.
    // A trigger sets `list_keys_stale` whenever those fields change (drizzle/0008_list_keys.sql), and the lists
    // write the keys again before they next read (server/services/catalogue/list-keys.ts).
    listKeysStale: boolean("list_keys_stale").notNull().default(true),
    /** Carries the 신차 / 중고차 badge (a listing may carry both), for the lists' partial indexes. */
    listNew: boolean("list_new").notNull().generatedAlwaysAs(sql`badges ? '신차'`),
    listUsed: boolean("list_used").notNull().generatedAlwaysAs(sql`badges ? '중고차'`),
    listCategory: text("list_category"),
    listGroup: text("list_group"),
    listGroupRank: smallint("list_group_rank"),
    brand: text("brand"),
    fuel: text("fuel"),
    /** Won; null without a readable fee. */
    lowestMonthly: integer("lowest_monthly"),
    /** Won; the deposit of the lowest plan, null when it has none. */
    lowestDeposit: integer("lowest_deposit"),
    depositBands: smallint("deposit_bands").notNull().default(0),
    firstDeposit: integer("first_deposit"),
    vehicleTypes: smallint("vehicle_types").notNull().default(0),
    searchText: text("search_text").notNull().default(""),
    searchInitials: text("search_initials").notNull().default(""),
    searchJamo: text("search_jamo").notNull().default(""),
    /** Views of the vehicle's page over the last 30 days (인기순), refreshed from the daily tallies. */
    views30d: integer("views_30d").notNull().default(0),
  },
  (t) => [
    uniqueIndex("vehicles_slug_idx").on(t.slug),
    index("vehicles_category_idx").on(t.category),
    index("vehicles_badge_type_idx").on(t.badgeType),
    index("vehicles_created_idx").on(t.createdAt),
    index("vehicles_owner_idx").on(t.ownerPartnerId),
    index("vehicles_status_idx").on(t.status),
    // The 검수 대기 queue: new listings and changes waiting, oldest first.
    index("vehicles_review_queue_idx")
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending' or ${t.revisionStatus} = 'pending'`),
    index("vehicles_list_keys_stale_idx").on(t.id).where(sql`${t.listKeysStale}`),
    // One per order of the new-car and used-car lists, each in the list's order (section, then the sort key, then
    // the id), every key ascending, so any page is one range of the index whatever the catalogue's size. The grouped
    // ones serve the default order and a sort within one group (`?group=`); a sort of the whole list is one list
    // across the groups, read along the `sorted` ones (the sort key, then the id).
    ...(["new", "used"] as const).flatMap((badge) => {
      const holds = badge === "new" ? sql`${t.listNew}` : sql`${t.listUsed}`;
      const name = (order: string) => `vehicles_list_${badge}_${order}_idx`;
      const sorted = (order: string) => `vehicles_sorted_${badge}_${order}_idx`;
      return [
        index(name("default")).on(t.listGroupRank, t.id).where(holds),
        index(name("price_asc"))
          .on(t.listGroupRank, sql`(coalesce(${t.lowestMonthly}, 2147483647))`, t.id)
          .where(holds),
        index(name("price_desc"))
          .on(t.listGroupRank, sql`(-coalesce(${t.lowestMonthly}, -1))`, sql`(-${t.id})`)
          .where(holds),
        index(name("deposit")).on(t.listGroupRank, sql`(coalesce(${t.lowestDeposit}, 2147483647))`, t.id).where(holds),
        index(name("newest")).on(t.listGroupRank, sql`(-${t.id})`).where(holds),
        index(name("popular")).on(t.listGroupRank, sql`(-${t.views30d})`, sql`(-${t.id})`).where(holds),
        index(sorted("price_asc")).on(sql`(coalesce(${t.lowestMonthly}, 2147483647))`, t.id).where(holds),
        index(sorted("price_desc")).on(sql`(-coalesce(${t.lowestMonthly}, -1))`, sql`(-${t.id})`).where(holds),
        index(sorted("deposit")).on(sql`(coalesce(${t.lowestDeposit}, 2147483647))`, t.id).where(holds),
        index(sorted("newest")).on(sql`(-${t.id})`).where(holds),
        index(sorted("popular")).on(sql`(-${t.views30d})`, sql`(-${t.id})`).where(holds),
      ];
    }),
    // The home page's tiles: each category's newest listings.
    index("vehicles_category_created_idx").on(t.category, t.createdAt, t.id),
    // A name search selects names first (vehicle_names), then the listings by name (their ids from the index alone).
    index("vehicles_name_idx").on(t.name, t.id),
  ],
);

/**
 * Every listed name once, with its search keys: the name search (domain/search-index.ts) reads this narrow table, not
 * the listings, so a search costs what the distinct names cost, then one index lookup per matching name. Kept by a
 * trigger on vehicles (drizzle/0008_list_keys.sql); names no listing carries any more go with the daily maintenance.
 */
export const vehicleNames = pgTable(
  "vehicle_names",
  {
    name: text("name").primaryKey(),
    searchText: text("search_text").notNull(),
    searchInitials: text("search_initials").notNull(),
    searchJamo: text("search_jamo").notNull(),
    /** The jamo and initials keys with every character doubled, which the trigram indexes hold (see below). */
    searchJamo2: text("search_jamo2").notNull().generatedAlwaysAs(sql`double_chars(search_jamo)`),
    searchInitials2: text("search_initials2").notNull().generatedAlwaysAs(sql`double_chars(search_initials)`),
  },
  (t) => [
    // Parts of the jamo and of the initials, by trigram, every character doubled (`double_chars`) so that parts of
    // two characters have trigrams too.
    index("vehicle_names_jamo_trgm_idx").using("gin", sql`${t.searchJamo2} gin_trgm_ops`),
    index("vehicle_names_initials_trgm_idx").using("gin", sql`${t.searchInitials2} gin_trgm_ops`),
  ],
);

/**
 * Deleted listings that were public: their address answers 410 with similar cars instead of a 404, so links in
 * ads and chats still lead somewhere. A new listing does not take such an address.
 */
export const retiredVehicles = pgTable("retired_vehicles", {
  slug: text("slug").primaryKey(),
  name: text("name").notNull(),
  category: text("category").notNull(),
  badges: jsonb("badges").$type<string[]>().notNull().default([]),
  /** The published price rows when it was deleted, for the similar cars' price. */
  priceInfo: jsonb("price_info").$type<PriceRow[]>().notNull().default([]),
  retiredAt: timestamp("retired_at", { withTimezone: true }).notNull().defaultNow(),
  /** A demo listing's address: its 410 page would go on showing the demo car, so it goes with the demo data. */
  isDemo: boolean("is_demo").notNull().default(false),
});

/**
 * Issued 견적서: a plan of a public listing with its figures frozen at issue (`snapshot`), shared by its random
 * token until `expires_at`. Nothing about the visitor is kept.
 */
export const quotes = pgTable(
  "quotes",
  {
    token: text("token").primaryKey(),
    vehicleSlug: text("vehicle_slug").notNull(),
    snapshot: jsonb("snapshot").$type<QuoteSnapshot>().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("quotes_expires_at_idx").on(t.expiresAt)],
);
