import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { createdAt, updatedAt } from "./columns";

// How the site runs: rate-limit hits, the data version, the audit log, the demo seed's state and job runs.

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
