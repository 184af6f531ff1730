import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

// Page views and the dashboard's daily figures.

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
