import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
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
import type { QuoteSnapshot } from "#domain/issued-quote";
import {
  CALL_TIMES,
  CUSTOMER_TYPES,
  LEAD_SOURCES,
  LEAD_STATUSES,
  type LeadAttribution,
  type LeadCar,
  type LeadPlan,
} from "#domain/lead";
import { ALERT_CHANNELS, type NoticePayload, OUTBOX_KINDS } from "#domain/lead-alerts";
import { HELD_REASONS } from "#domain/lead-intake";
import { LISTING_STATUSES, type ListingRevision } from "#domain/listing";
import { PARTNER_APPLICATION_STATUSES } from "#domain/partner-application";
import { REVIEW_STATUSES } from "#domain/review";
import { LEAD_ROUTING_MODES, STAFF_ROLES } from "#domain/staff";
import type { BasicInfo, Benefit, ContractTerms, Insurance, PriceRow, VehicleOptions } from "#domain/vehicle";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable("users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ["admin", "partner"] }).notNull(),
  displayName: text("display_name").notNull().default(""),
  disabled: boolean("disabled").notNull().default(false),
  /** An admin account's level (대표 관리자, 상담원); null for partners. */
  staffRole: text("staff_role", { enum: STAFF_ROLES }),
  /** Staff contact details (digits; an address), shown on the staff screen only. */
  phone: text("phone"),
  email: text("email"),
  /** Signed in with a one-time password: nothing but the password change until it is changed. */
  mustChangePassword: boolean("must_change_password").notNull().default(false),
  /** 근무 중 (true) or 자리 비움: whom 근무 중인 상담원 routing gives new leads. */
  onDuty: boolean("on_duty").notNull().default(false),
  createdAt: createdAt(),
});

/**
 * How new leads get an owner (one row): the mode, and the last consultant a lead was given to, which the
 * rotation goes on from. Intake locks the row, so leads arriving together take turns.
 */
export const leadRouting = pgTable("lead_routing", {
  id: smallint("id").primaryKey().default(1),
  mode: text("mode", { enum: LEAD_ROUTING_MODES }).notNull().default("manual"),
  lastAssigneeId: integer("last_assignee_id"),
  updatedAt: updatedAt(),
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
 * Leads: the home quick form, vehicle pages' quote forms and `POST /api/quote-requests`, worked by staff from
 * 신규 to a contract. The columns of docs/spec/admin-and-partners.md §3 (Inquiry) keep their names.
 */
/** What a lead form asks beyond name and number, and where it was sent from; held leads keep the same. */
function leadPreferenceColumns() {
  return {
    /** 상담 희망 시간 (domain/lead.ts CALL_TIMES). */
    callTime: text("call_time", { enum: CALL_TIMES }),
    /** 고객 유형 (domain/lead.ts CUSTOMER_TYPES). */
    customerType: text("customer_type", { enum: CUSTOMER_TYPES }),
    /** The 견적서 (`/quote/{token}`) the lead was sent from. */
    quoteToken: text("quote_token"),
    /** The cars of `/compare` or `/saved` the lead was sent with. */
    cars: jsonb("cars").$type<LeadCar[]>(),
  };
}

export const inquiries = pgTable(
  "inquiries",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /** Digits only. Rows stored before the phone rule was tightened may fail it; the admin flags them. */
    contact: text("contact").notNull(),
    /** Holds the driver age bracket (the field name of docs/spec/customer-site.md §3 is kept). */
    region: text("region").notNull().default(""),
    vehicle: text("vehicle").notNull(),
    source: text("source", { enum: LEAD_SOURCES }).notNull().default("home"),
    status: text("status", { enum: LEAD_STATUSES }).notNull().default("new"),
    assigneeId: integer("assignee_id").references(() => users.id, { onDelete: "set null" }),
    /** 콜백 예약: when staff promised to call back. */
    followUpAt: timestamp("follow_up_at", { withTimezone: true }),
    /** The latest memo (all of them are in lead_events), so the list and export need no join. */
    memo: text("memo"),
    plan: jsonb("plan").$type<LeadPlan>(),
    vehicleSlug: text("vehicle_slug"),
    pageUrl: text("page_url"),
    attribution: jsonb("attribution").$type<LeadAttribution>(),
    /** The latest earlier lead from the same number within REPEAT_WINDOW_DAYS (재문의). */
    repeatOfId: integer("repeat_of_id").references((): AnyPgColumn => inquiries.id, { onDelete: "set null" }),
    ...leadPreferenceColumns(),
    idempotencyKey: text("idempotency_key"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Matches the lead list's newest-first order (ties broken by id), so a page is an index range, not a sort.
    index("inquiries_created_id_idx").on(t.createdAt, t.id),
    uniqueIndex("inquiries_idempotency_idx").on(t.idempotencyKey),
    // The list's filters, each in the list's order.
    index("inquiries_status_created_idx").on(t.status, t.createdAt, t.id),
    index("inquiries_source_created_idx").on(t.source, t.createdAt, t.id),
    index("inquiries_assignee_created_idx").on(t.assigneeId, t.createdAt, t.id),
    index("inquiries_follow_up_idx").on(t.followUpAt).where(sql`${t.followUpAt} is not null`),
    // Earlier leads from the same number (재문의) and search by a whole number.
    index("inquiries_contact_created_idx").on(t.contact, t.createdAt),
    // Search by part of a name or number (pg_trgm).
    index("inquiries_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
    index("inquiries_contact_trgm_idx").using("gin", sql`${t.contact} gin_trgm_ops`),
  ],
);

/** A lead's history: every status, owner and call-back change and every memo, with who and when. */
export const leadEvents = pgTable(
  "lead_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    inquiryId: integer("inquiry_id")
      .notNull()
      .references(() => inquiries.id, { onDelete: "cascade" }),
    actorUserId: integer("actor_user_id").references(() => users.id, { onDelete: "set null" }),
    kind: text("kind", { enum: ["status", "memo", "assignee", "follow_up"] }).notNull(),
    /** The value before and after (status key, user id, ISO time); a memo's text is in `toValue`. */
    fromValue: text("from_value"),
    toValue: text("to_value"),
    createdAt: createdAt(),
  },
  (t) => [index("lead_events_inquiry_idx").on(t.inquiryId, t.id)],
);

/**
 * The outbox: messages written in the transaction of what they announce and delivered by one worker, retried
 * until they go out, each at most once. `kind` says what a row is:
 * - `lead`: a new-lead alert to staff; one row per lead and channel, so a lead is announced once per channel
 *   however often delivery is retried.
 * - `receipt`: the customer's 접수 안내 for a lead (one per lead), through RECEIPT_WEBHOOK_URL.
 * - `partner`: a partner told of a decision on their application or listing; one row per event and channel.
 * Receipts and partner notices are named by `event_key` (with the channel), which makes them unique the same way.
 */
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    kind: text("kind", { enum: OUTBOX_KINDS }).notNull().default("lead"),
    /** The lead a `lead` or `receipt` row is about (its rows go with it); null for a partner notice. */
    inquiryId: integer("inquiry_id").references(() => inquiries.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: ALERT_CHANNELS }).notNull(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: another worker leaves the row alone until then. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The last failure, without personal data (e.g. `SMTP 421`, `HTTP 503`, `ECONNREFUSED`). */
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /**
     * Set when the alert was folded into a digest (a burst): every row with the key is sent, retried and recorded
     * together as one message under that key, so a resend is the same message. Null for an alert sent on its own.
     */
    digestKey: text("digest_key"),
    /** A receipt's or notice's name (`receipt-12`, `application-3-approved`): its idempotency key on every attempt. */
    eventKey: text("event_key"),
    /** What a partner notice says, fixed when the decision was made, so a retry sends the same message. */
    payload: jsonb("payload").$type<NoticePayload>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notification_outbox_lead_channel_idx").on(t.inquiryId, t.channel).where(sql`${t.kind} = 'lead'`),
    uniqueIndex("notification_outbox_event_idx").on(t.eventKey, t.channel).where(sql`${t.eventKey} is not null`),
    index("notification_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("notification_outbox_digest_idx").on(t.digestKey).where(sql`${t.digestKey} is not null`),
  ],
);

/**
 * 스팸 의심: lead form posts held back from the lead list and its alerts (a filled honeypot, a form sent too fast,
 * past the per-address or per-number cap; domain/lead-intake.ts). An admin releases one (정상 처리: it becomes a
 * lead with the same id and its alert goes out) or deletes it. Bounded per number, for bots per address, and per
 * day (domain/lead-intake.ts); kept HELD_RETENTION_DAYS at most.
 */
export const heldLeads = pgTable(
  "held_leads",
  {
    /** From the leads' own sequence: a released lead keeps the id its sender was answered. */
    id: integer("id").primaryKey().default(sql`nextval('inquiries_id_seq')`),
    name: text("name").notNull(),
    contact: text("contact").notNull(),
    region: text("region").notNull().default(""),
    vehicle: text("vehicle").notNull(),
    source: text("source", { enum: LEAD_SOURCES }).notNull().default("home"),
    plan: jsonb("plan").$type<LeadPlan>(),
    vehicleSlug: text("vehicle_slug"),
    pageUrl: text("page_url"),
    attribution: jsonb("attribution").$type<LeadAttribution>(),
    ...leadPreferenceColumns(),
    idempotencyKey: text("idempotency_key"),
    reason: text("reason", { enum: HELD_REASONS }).notNull(),
    /** The sender's address bucket (a keyed hash, never the address), for the per-address cap on held rows. */
    clientKey: text("client_key").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("held_leads_created_id_idx").on(t.createdAt, t.id),
    index("held_leads_client_created_idx").on(t.clientKey, t.createdAt),
    // A number's held posts of the day (lead-intake.ts's room per number).
    index("held_leads_contact_created_idx").on(t.contact, t.createdAt),
    uniqueIndex("held_leads_idempotency_idx").on(t.idempotencyKey),
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
    /**
     * Only approved reviews are public. A row written without a status waits for an admin; the migration that
     * added the column approved the reviews published before it.
     */
    status: text("status", { enum: REVIEW_STATUSES }).notNull().default("pending"),
    /** Written by the demo seed (server/seed/seed.ts): removed together by 데모 데이터 모두 삭제, never a real row. */
    isDemo: boolean("is_demo").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reviews_created_idx").on(t.createdAt),
    // The public lists (approved, newest first, ties by id) and the admin's 승인 대기 queue: an index range, not a sort.
    index("reviews_status_created_idx").on(t.status, t.createdAt, t.id),
  ],
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
    /** Written by the demo seed (server/seed/seed.ts): removed together by 데모 데이터 모두 삭제, never a real row. */
    isDemo: boolean("is_demo").notNull().default(false),
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
    status: text("status", { enum: PARTNER_APPLICATION_STATUSES }).notNull().default("pending"),
    reviewedBy: integer("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    // Not unique: a sign-up is taken whatever its id, so the answer never tells a taken id; approval settles a clash.
    index("partner_applications_login_idx").on(t.loginId),
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
    /** Minutes since the epoch when the view was recorded: one view per visitor, path and minute is kept. */
    minute: bigint("minute", { mode: "number" }),
  },
  (t) => [
    index("page_views_viewed_idx").on(t.viewedAt),
    uniqueIndex("page_views_visitor_path_minute_idx").on(t.visitorHash, t.path, t.minute),
  ],
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
    /** `lead_updates` counts changes to leads and deletions (the lead list's cache version), not a dashboard figure. */
    metric: text("metric", {
      enum: [
        "views",
        "visitors",
        "vehicle_visitors",
        "inquiries",
        "lead_status",
        "lead_source_status",
        "lead_owner_status",
        "quote_opens",
        "lead_updates",
      ],
    }).notNull(),
    /** Calendar day in Seoul. */
    day: date("day", { mode: "string" }).notNull(),
    /**
     * The page path for views; for leads (by the lead's day) the status, `source/status` or `ownerId/status`
     * (`-/status` without an owner); empty otherwise.
     */
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

/**
 * A visitor's first view of a vehicle page on a Seoul day inserts its row, so the funnel counts the day's distinct
 * vehicle-page visitors (not views), a subset of that day's visitors.
 */
export const vehiclePageVisitors = pgTable(
  "vehicle_page_visitors",
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
  /** A demo photo: deleted with the demo data once no real row refers to it. */
  isDemo: boolean("is_demo").notNull().default(false),
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

/**
 * The demo seed is done for good once this row exists: complete, or its data deleted by the admin (`cleared_at`),
 * even before it was complete. No start seeds again.
 */
export const seedState = pgTable("seed_state", {
  id: smallint("id").primaryKey().default(1),
  seededAt: timestamp("seeded_at", { withTimezone: true }).notNull().default(sql`now()`),
  /** When the admin deleted the demo data (데모 데이터 모두 삭제). */
  clearedAt: timestamp("cleared_at", { withTimezone: true }),
});

/** When each background job last started, whichever instance ran it: a run is claimed by moving this forward. */
export const jobRuns = pgTable("job_runs", {
  name: text("name").primaryKey(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
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

/**
 * 사이트 설정: the business details the admin saved, one row per field (domain/site-settings.ts keys). A field
 * without a row shows its SITE_* variable's value.
 */
export const siteSettings = pgTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

/**
 * 알림 설정: where new-lead alerts, customers' 접수 안내 and partner notices go, as the admin set them (one row,
 * `key` = `channels`). Webhook addresses and the 알림톡/SMS provider's key and secret are stored encrypted
 * (server/shared/secret-box.ts); until the admin saves, the NOTIFY_* / *_WEBHOOK_URL variables stand in.
 */
export const alertSettings = pgTable("alert_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});
