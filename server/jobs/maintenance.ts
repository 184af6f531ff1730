import { purgeExpiredSessions } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { purgeUnusedNames } from "#server/services/catalogue/list-keys";
import { refreshPopularity } from "#server/services/catalogue/popularity";
import { purgeExpiredLeads } from "#server/services/leads/lead-retention";
import { purgeUnrecordedMedia, purgeUnusedMedia } from "#server/services/media/media-retention";
import { purgeExpiredUploadSlots } from "#server/services/media/upload-slots";
import { purgeOldQuotes } from "#server/services/quotes/issue-quote";
import { foldDailyTallies } from "#server/services/site/daily-tallies";
import { purgeOldPageViews } from "#server/services/site/record-page-view";
import { flagListingFreshness } from "#server/services/vehicles/listing-freshness";
import { claimJobRun } from "#server/shared/job-claims";
import { purgeOldRateEvents } from "#server/shared/rate-limit";

const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** How often each instance asks whether a job is due; the claim keeps each to once a period. */
const CHECK_MS = 5 * 60_000;

/**
 * Hourly: housekeeping that must not pile up (expired sessions, upload slots, old rate-limit hits), and the vehicles'
 * views of the last 30 days that 인기순 orders by.
 */
export async function runMaintenance(ctx: AppContext): Promise<void> {
  await purgeExpiredSessions(ctx);
  await purgeExpiredUploadSlots(ctx);
  await purgeOldRateEvents(ctx);
  await refreshPopularity(ctx);
}

/**
 * Daily: personal data and raw page views past their retention periods go (the daily figures stay), the
 * finished days' statistics are folded, quotes 90 days past their expiry go, uploads nothing refers to after a day
 * are deleted, image files a stopped process never recorded are removed, and listings with stale prices or an
 * ended 렌트할인 are flagged.
 */
export async function runDailyMaintenance(ctx: AppContext): Promise<void> {
  const removed = await purgeExpiredLeads(ctx);
  if (removed > 0) ctx.log.info({ removed }, "expired inquiries deleted");
  const views = await purgeOldPageViews(ctx);
  if (views > 0) ctx.log.info({ removed: views }, "old page views deleted");
  await foldDailyTallies(ctx);
  await purgeUnusedNames(ctx);
  // Before the media: a purged quote's photo, when nothing else shows it, goes in the same run.
  const quotesGone = await purgeOldQuotes(ctx);
  if (quotesGone > 0) ctx.log.info({ removed: quotesGone }, "old expired quotes deleted");
  const unused = await purgeUnusedMedia(ctx);
  if (unused.length > 0) ctx.log.info({ removed: unused.length }, "unused uploads deleted");
  const unrecorded = await purgeUnrecordedMedia(ctx);
  if (unrecorded > 0) ctx.log.info({ removed: unrecorded }, "unrecorded media files removed");
  const flagged = await flagListingFreshness(ctx);
  if (flagged.stalePrice + flagged.promotionExpired > 0) ctx.log.info(flagged, "listings flagged for a look");
}

/**
 * Every instance asks every few minutes, and the first to ask once a period is over runs the job (`claimJobRun`):
 * with several instances on one PostgreSQL each job still runs once an hour or once a day, not once per instance,
 * and a restart does not run the daily job again.
 */
export function startMaintenance(ctx: AppContext): () => void {
  const guard = (name: string, periodMs: number, job: (ctx: AppContext) => Promise<void>) => () =>
    claimJobRun(ctx, name, periodMs)
      .then((claimed) => (claimed ? job(ctx) : undefined))
      .catch((error: Error) => ctx.log.warn({ err: { message: error.message }, job: name }, "maintenance failed"));
  const hourly = guard("maintenance", HOUR, runMaintenance);
  const daily = guard("daily-maintenance", DAY, runDailyMaintenance);
  const timers = [
    setTimeout(hourly, 5_000),
    setTimeout(daily, 10_000),
    setInterval(hourly, CHECK_MS),
    setInterval(daily, CHECK_MS),
  ];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
