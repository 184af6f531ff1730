import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
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
import { users } from "./accounts";
import { createdAt, updatedAt } from "./columns";

// Leads, their history, the posts held back as 스팸 의심, and the outbox that announces them.

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
