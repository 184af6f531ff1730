import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type {
  Benefit,
  BasicInfo,
  ContractTerms,
  Insurance,
  PriceRow,
  VehicleOptions,
} from "../../domain/vehicle";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ["admin", "partner"] }).notNull(),
  displayName: text("display_name").notNull().default(""),
  disabled: boolean("disabled").notNull().default(false),
  createdAt: createdAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie token, so a leaked table does not leak live sessions. */
    idHash: text("id_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    persistent: boolean("persistent").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Hits counted by the rate limiters (logins, public forms), shared by every instance through the database. */
export const rateEvents = pgTable(
  "rate_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** e.g. "login-ip:<hash>", "login-user:<name>", "inquiry:<hash>" */
    bucket: text("bucket").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("rate_events_bucket_idx").on(t.bucket, t.at)],
);

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("vehicles_slug_idx").on(t.slug),
    index("vehicles_category_idx").on(t.category),
    index("vehicles_badge_type_idx").on(t.badgeType),
    index("vehicles_created_idx").on(t.createdAt),
    index("vehicles_owner_idx").on(t.ownerPartnerId),
  ],
);

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Digits only. */
    contact: text("contact").notNull(),
    /** Holds the driver age bracket (the spec's field name is kept). */
    region: text("region").notNull().default(""),
    vehicle: text("vehicle").notNull(),
    source: text("source", { enum: ["home", "quote"] }).notNull().default("home"),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    // Matches the lead list's newest-first order (ties broken by id), so a page is an index range, not a sort.
    index("inquiries_created_id_idx").on(t.createdAt, t.id),
    uniqueIndex("inquiries_idempotency_idx").on(t.idempotencyKey),
  ],
);

export const quoteRequests = pgTable(
  "quote_requests",
  {
    id: serial("id").primaryKey(),
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull(),
    specialOptions: text("special_options").notNull().default(""),
    agreeToPrivacy: boolean("agree_to_privacy").notNull(),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
  },
  (t) => [
    index("quote_requests_created_idx").on(t.createdAt),
    uniqueIndex("quote_requests_idempotency_idx").on(t.idempotencyKey),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    customerName: text("customer_name").notNull(),
    vehicleName: text("vehicle_name").notNull(),
    rating: smallint("rating").notNull(),
    content: text("content").notNull(),
    photoUrl: text("photo_url"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("reviews_created_idx").on(t.createdAt)],
);

export const boardPosts = pgTable(
  "board_posts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** Media keys. */
    images: jsonb("images").$type<string[]>().notNull().default([]),
    category: text("category").notNull().default("무보증 리스트"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("board_posts_created_idx").on(t.createdAt)],
);

export const partnerApplications = pgTable(
  "partner_applications",
  {
    id: serial("id").primaryKey(),
    type: text("type", { enum: ["렌트사", "딜러"] }).notNull(),
    loginId: text("login_id").notNull(),
    passwordHash: text("password_hash").notNull(),
    /** Rental company name, or the dealer's affiliated company. */
    companyName: text("company_name").notNull(),
    managerNamePosition: text("manager_name_position").notNull(),
    managerPhone: text("manager_phone").notNull(),
    email: text("email").notNull(),
    companyAddress: text("company_address").notNull(),
    privacyAgree: boolean("privacy_agree").notNull(),
    serviceAgree: boolean("service_agree").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("partner_applications_login_idx").on(t.loginId),
    index("partner_applications_created_idx").on(t.createdAt),
  ],
);

export const pageViews = pgTable(
  "page_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    path: text("path").notNull(),
    /** Daily-salted hash of IP and user agent: counts distinct visitors without storing an IP. */
    visitorHash: text("visitor_hash").notNull(),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("page_views_viewed_idx").on(t.viewedAt)],
);

/**
 * The dashboard's daily figures, kept by triggers on page_views and inquiries (drizzle/0001_daily_tallies.sql)
 * in the writer's transaction. A figure is the sum of its rows: each writer adds to the row of its own shard
 * (from its database connection), so concurrent writers rarely wait on one another, and the daily maintenance
 * folds finished days into shard 0. Updates keep to the row's page (no indexed column changes), so the table
 * stays small without vacuuming, which the embedded database never does.
 */
export const dailyTallies = pgTable(
  "daily_tallies",
  {
    metric: text("metric", { enum: ["views", "visitors", "inquiries"] }).notNull(),
    /** Calendar day in Seoul. */
    day: date("day", { mode: "string" }).notNull(),
    /** The page path for views; empty for visitors and inquiries. */
    key: text("key").notNull().default(""),
    /** 1 to 16 for live writers, 0 for folded days. */
    shard: smallint("shard").notNull(),
    n: integer("n").notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.day, t.key, t.shard] })],
);

/** A visitor's first view of a Seoul day inserts its row, so the day's distinct visitors are counted once. */
export const pageViewVisitors = pgTable(
  "page_view_visitors",
  {
    day: date("day", { mode: "string" }).notNull(),
    visitorHash: text("visitor_hash").notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.visitorHash] })],
);

export const mediaObjects = pgTable("media_objects", {
  /** Content hash of the normalised image; also its storage folder. */
  key: text("key").primaryKey(),
  mime: text("mime").notNull(),
  originalExt: text("original_ext").notNull(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  createdAt: createdAt(),
});

export const uploadTokens = pgTable(
  "upload_tokens",
  {
    token: text("token").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("upload_tokens_expires_idx").on(t.expiresAt)],
);

export const dataVersion = pgTable("data_version", {
  id: smallint("id").primaryKey().default(1),
  version: integer("version").notNull().default(1),
  updatedAt: updatedAt(),
});

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

export const seedState = pgTable("seed_state", {
  id: smallint("id").primaryKey().default(1),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().default(sql`now()`),
});
