import { and, between, desc, eq, gt, inArray, sql } from "drizzle-orm";
import { unionAll } from "drizzle-orm/pg-core";
import { addDays, seoulDayKey } from "#domain/seoul-time";
import type { AppContext, DbOrTx } from "#server/context";
import { dailyTallies } from "#server/db/schema";

/** `n` summed in SQL; PostgreSQL answers bigint sums as strings, PGlite as numbers, so readers apply Number(). */
const total = sql<string | number | null>`sum(${dailyTallies.n})`;

const leadTally = (ctx: AppContext) =>
  ctx.db.select({ n: total }).from(dailyTallies).where(eq(dailyTallies.metric, "inquiries"));

/** Every stored lead, without counting the table. */
export async function leadTotal(ctx: AppContext): Promise<number> {
  const [row] = await leadTally(ctx);
  return Number(row?.n ?? 0);
}

/** The same total as a column, to read it in the same round trip as other rows. */
export const leadTotalColumn = (ctx: AppContext) => sql<string | number | null>`(${leadTally(ctx)})`;

export interface DashboardTallies {
  /** Visitors and inquiries per Seoul day, keyed `visitors:2026-11-21` / `inquiries:2026-11-21`. */
  byDay: Map<string, number>;
  /** The most viewed paths, most views first; ties in path order. */
  topPaths: { path: string; count: number }[];
  leadTotal: number;
}

/**
 * Everything the dashboard adds up, in one round trip (the embedded database runs queries one at a time):
 * visitors and inquiries per day from `firstDay`, the top paths from `pathsFrom`, both up to `today`, and the
 * lead total.
 */
export async function dashboardTallies(
  ctx: AppContext,
  range: { firstDay: string; pathsFrom: string; today: string; pathLimit: number },
): Promise<DashboardTallies> {
  const perDay = ctx.db
    .select({
      metric: dailyTallies.metric,
      day: sql<string | null>`${dailyTallies.day}`,
      key: dailyTallies.key,
      n: total,
    })
    .from(dailyTallies)
    .where(
      and(
        inArray(dailyTallies.metric, ["visitors", "inquiries"]),
        between(dailyTallies.day, range.firstDay, range.today),
      ),
    )
    .groupBy(dailyTallies.metric, dailyTallies.day, dailyTallies.key);
  const paths = ctx.db
    .select({ metric: dailyTallies.metric, day: sql<string | null>`null`, key: dailyTallies.key, n: total })
    .from(dailyTallies)
    .where(and(eq(dailyTallies.metric, "views"), between(dailyTallies.day, range.pathsFrom, range.today)))
    .groupBy(dailyTallies.metric, dailyTallies.key)
    .having(gt(total, 0))
    .orderBy(desc(total), sql`${dailyTallies.key} collate "C"`)
    .limit(range.pathLimit);
  const leadsEver = ctx.db
    .select({ metric: dailyTallies.metric, day: sql<string | null>`null`, key: dailyTallies.key, n: total })
    .from(dailyTallies)
    .where(eq(dailyTallies.metric, "inquiries"))
    .groupBy(dailyTallies.metric, dailyTallies.key);
  const rows = await unionAll(perDay, paths, leadsEver);

  const result: DashboardTallies = { byDay: new Map(), topPaths: [], leadTotal: 0 };
  for (const row of rows) {
    const n = Number(row.n);
    if (row.metric === "views") result.topPaths.push({ path: row.key, count: n });
    else if (row.day === null) result.leadTotal = n;
    else result.byDay.set(`${row.metric}:${row.day}`, n);
  }
  // A union keeps no order across its parts; the paths' own order is re-established here.
  result.topPaths.sort((a, b) => b.count - a.count || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return result;
}

/**
 * Adds one to today's row of a figure no trigger keeps (a quote dialog opened, a lead changed by staff), in
 * the writer's own shard as the triggers do, so concurrent writers rarely wait on one another.
 */
export async function countInTally(db: DbOrTx, metric: "quote_opens" | "lead_updates"): Promise<void> {
  await db.execute(sql`
    insert into daily_tallies (metric, day, key, shard, n) values (${metric}, seoul_day(now()), '', tally_shard(), 1)
    on conflict (metric, day, key, shard) do update set n = daily_tallies.n + 1`);
}

/** How far back the daily fold looks: every day the dashboard shows, and some missed maintenance runs. */
const FOLD_WINDOW_DAYS = 40;

/**
 * Folds each finished day's shard rows into one row per figure (shard 0), so the dashboard and the lead total
 * add up as few rows as possible. The sums stay the same; a writer that still touches such a day (a deletion)
 * waits for the fold, then starts a new shard row. Lead statuses are folded on every day: a lead changed long
 * after it arrived adds to its own (old) day.
 */
export async function foldDailyTallies(ctx: AppContext, now = new Date()): Promise<void> {
  const today = seoulDayKey(now);
  await ctx.db.execute(sql`
    with gone as (
      delete from daily_tallies
      where ((metric in ('views', 'visitors', 'vehicle_visitors', 'inquiries', 'quote_opens', 'lead_updates') and day >= ${addDays(today, -FOLD_WINDOW_DAYS)}) or metric in ('lead_status', 'lead_source_status', 'lead_owner_status'))
        and day < ${today} and shard <> 0
      returning metric, day, key, n
    )
    insert into daily_tallies (metric, day, key, shard, n)
    select metric, day, key, 0, sum(n) from gone group by metric, day, key
    on conflict (metric, day, key, shard) do update set n = daily_tallies.n + excluded.n`);
}
