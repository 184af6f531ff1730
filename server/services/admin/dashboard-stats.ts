import type { DashboardStats } from "#domain/dashboard";
import { addDays, monthStartKey, seoulDayKey, weekStartKey } from "#domain/seoul-time";
import type { AppContext } from "#server/context";
import { dashboardTallies } from "#server/services/site/daily-tallies";

export const DAILY_SERIES_DAYS = 30;
export const POPULAR_PAGES_DAYS = 7;
export const POPULAR_PAGES_LIMIT = 5;

/**
 * The dashboard's figures, in Seoul time: visitors today / this week (from Monday) / this month, inquiries, top
 * pages. They come from the daily tallies the database keeps as rows are written, so they cost a few dozen rows
 * whether the site has a thousand page views or millions, and today's visits show at once.
 */
export async function getDashboardStats(ctx: AppContext, now = new Date()): Promise<DashboardStats> {
  const today = seoulDayKey(now);
  const seriesStart = addDays(today, -(DAILY_SERIES_DAYS - 1));
  const week = weekStartKey(today);
  const month = monthStartKey(today);
  const firstDay = [seriesStart, week, month].sort()[0] ?? seriesStart;

  const { byDay, topPaths, leadTotal } = await dashboardTallies(ctx, {
    firstDay,
    pathsFrom: addDays(today, -(POPULAR_PAGES_DAYS - 1)),
    today,
    pathLimit: POPULAR_PAGES_LIMIT,
  });

  const visitorsOn = (day: string) => byDay.get(`visitors:${day}`) ?? 0;
  const sumFrom = (start: string) => {
    let sum = 0;
    for (let day = start; day <= today; day = addDays(day, 1)) sum += visitorsOn(day);
    return sum;
  };

  const daily = Array.from({ length: DAILY_SERIES_DAYS }, (_, i) => {
    const date = addDays(seriesStart, i);
    return { date, visitors: visitorsOn(date), inquiries: byDay.get(`inquiries:${date}`) ?? 0 };
  });

  return {
    todayVisitors: visitorsOn(today),
    weekVisitors: sumFrom(week),
    monthVisitors: sumFrom(month),
    todayInquiries: leadTotal,
    popularPages: topPaths,
    daily,
  };
}

/** How long the API serves one reading of the figures; the dashboard itself refreshes every 60 s. */
export const STATS_MAX_AGE_MS = 5_000;

// Kept beside ctx.cache rather than in it: that cache evicts entries of other versions when full, and a
// time-based version there would flush the public pages' entries.
const recentReadings = new WeakMap<AppContext, { period: number; stats: Promise<DashboardStats> }>();

/** The figures as read at most a few seconds ago: a burst of refreshes (or many admins) costs one reading. */
export function recentDashboardStats(ctx: AppContext, now = Date.now()): Promise<DashboardStats> {
  const period = Math.floor(now / STATS_MAX_AGE_MS);
  const recent = recentReadings.get(ctx);
  if (recent?.period === period) return recent.stats;
  const stats = getDashboardStats(ctx, new Date(now));
  recentReadings.set(ctx, { period, stats });
  // A failed reading is not served again.
  stats.catch(() => {
    if (recentReadings.get(ctx)?.stats === stats) recentReadings.delete(ctx);
  });
  return stats;
}
