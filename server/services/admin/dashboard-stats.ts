import { and, count, gte, lt, sql } from "drizzle-orm";
import type { AppContext } from "../../context";
import { inquiries, pageViews } from "../../db/schema";
import { addDays, monthStartKey, seoulDayKey, seoulDayStart, weekStartKey } from "../../../domain/seoul-time";

export const DAILY_SERIES_DAYS = 30;
export const POPULAR_PAGES_DAYS = 7;
export const POPULAR_PAGES_LIMIT = 5;

export interface DashboardStats {
  todayVisitors: number;
  weekVisitors: number;
  monthVisitors: number;
  /** All inquiries (the spec's field name; the dashboard shows it as 총 문의). */
  todayInquiries: number;
  popularPages: { path: string; count: number }[];
  /** The last 30 Seoul days, oldest first; `date` is `2026-11-21`. */
  daily: { date: string; visitors: number; inquiries: number }[];
}

interface PastDays {
  visitorsByDay: Map<string, number>;
  viewsByPath: Map<string, number>;
}

/** Day of a timestamp column in Seoul time, as `yyyy-mm-dd` (grouping happens in SQL on an index range). */
const seoulDate = (column: typeof pageViews.viewedAt | typeof inquiries.createdAt) =>
  sql<string>`(${column} at time zone 'Asia/Seoul')::date`;

/**
 * Distinct visitors per Seoul day between two instants. The visitor hash is salted per day, so one visitor on
 * two days counts twice by design: week and month figures are sums of daily visitors.
 */
async function visitorsByDay(ctx: AppContext, from: Date, to: Date): Promise<Map<string, number>> {
  const perVisitor = ctx.db
    .select({ day: seoulDate(pageViews.viewedAt).as("day"), visitor: pageViews.visitorHash })
    .from(pageViews)
    .where(and(gte(pageViews.viewedAt, from), lt(pageViews.viewedAt, to)))
    .groupBy(sql`1`, sql`2`)
    .as("per_visitor");
  const rows = await ctx.db
    .select({ day: sql<string>`to_char(${perVisitor.day}, 'YYYY-MM-DD')`, visitors: count() })
    .from(perVisitor)
    .groupBy(perVisitor.day);
  return new Map(rows.map((r) => [r.day, Number(r.visitors)]));
}

async function viewsByPath(ctx: AppContext, from: Date, to: Date): Promise<Map<string, number>> {
  const rows = await ctx.db
    .select({ path: pageViews.path, views: count() })
    .from(pageViews)
    .where(and(gte(pageViews.viewedAt, from), lt(pageViews.viewedAt, to)))
    .groupBy(pageViews.path);
  return new Map(rows.map((r) => [r.path, Number(r.views)]));
}

/**
 * Finished days never change (page views are only ever added at the current time), so their aggregates are
 * computed once per Seoul day and instance; a refresh then reads only today's rows, even with millions of views.
 */
function pastDays(ctx: AppContext, today: string, firstDay: string): Promise<PastDays> {
  return ctx.cache.get(`admin-stats:past-days:${firstDay}:${today}`, 0, async () => {
    const todayStart = seoulDayStart(today);
    const [visitors, views] = await Promise.all([
      visitorsByDay(ctx, seoulDayStart(firstDay), todayStart),
      viewsByPath(ctx, seoulDayStart(addDays(today, -(POPULAR_PAGES_DAYS - 1))), todayStart),
    ]);
    return { visitorsByDay: visitors, viewsByPath: views };
  });
}

/** The dashboard's figures, in Seoul time: visitors today / this week (from Monday) / this month, inquiries, top pages. */
export async function getDashboardStats(ctx: AppContext, now = new Date()): Promise<DashboardStats> {
  const today = seoulDayKey(now);
  const seriesStart = addDays(today, -(DAILY_SERIES_DAYS - 1));
  const week = weekStartKey(today);
  const month = monthStartKey(today);
  const firstDay = [seriesStart, week, month].sort()[0] ?? seriesStart;
  const todayStart = seoulDayStart(today);
  const tomorrowStart = seoulDayStart(addDays(today, 1));

  const [past, todayVisitors, todayViews, [total], inquiryDays] = await Promise.all([
    pastDays(ctx, today, firstDay),
    visitorsByDay(ctx, todayStart, tomorrowStart),
    viewsByPath(ctx, todayStart, tomorrowStart),
    ctx.db.select({ n: count() }).from(inquiries),
    ctx.db
      .select({ day: sql<string>`to_char(${seoulDate(inquiries.createdAt)}, 'YYYY-MM-DD')`, n: count() })
      .from(inquiries)
      .where(gte(inquiries.createdAt, seoulDayStart(seriesStart)))
      .groupBy(sql`1`),
  ]);

  const visitorsOn = (day: string) => (day === today ? (todayVisitors.get(day) ?? 0) : (past.visitorsByDay.get(day) ?? 0));
  const sumFrom = (start: string) => {
    let sum = 0;
    for (let day = start; day <= today; day = addDays(day, 1)) sum += visitorsOn(day);
    return sum;
  };

  const pathCounts = new Map(past.viewsByPath);
  for (const [path, n] of todayViews) pathCounts.set(path, (pathCounts.get(path) ?? 0) + n);
  const popularPages = [...pathCounts]
    .map(([path, n]) => ({ path, count: n }))
    .sort((a, b) => b.count - a.count || a.path.localeCompare(b.path))
    .slice(0, POPULAR_PAGES_LIMIT);

  const inquiriesByDay = new Map(inquiryDays.map((r) => [r.day, Number(r.n)]));
  const daily = Array.from({ length: DAILY_SERIES_DAYS }, (_, i) => {
    const date = addDays(seriesStart, i);
    return { date, visitors: visitorsOn(date), inquiries: inquiriesByDay.get(date) ?? 0 };
  });

  return {
    todayVisitors: visitorsOn(today),
    weekVisitors: sumFrom(week),
    monthVisitors: sumFrom(month),
    todayInquiries: Number(total?.n ?? 0),
    popularPages,
    daily,
  };
}
