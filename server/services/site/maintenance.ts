import { purgeExpiredSessions } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { foldDailyTallies } from "#server/services/admin/daily-tallies";
import { purgeUnrecordedMedia, purgeUnusedMedia } from "#server/services/media/media-retention";
import { purgeExpiredUploadSlots } from "#server/services/media/upload-slots";
import { flagListingFreshness } from "#server/services/vehicles/listing-freshness";
import { purgeOldRateEvents } from "#server/shared/rate-limit";
import { purgeOldPageViews } from "./record-page-view";
import { purgeExpiredInquiries } from "./retention";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Housekeeping that must not pile up: expired sessions, upload slots, old rate-limit hits. */
export async function runMaintenance(ctx: AppContext): Promise<void> {
  await purgeExpiredSessions(ctx);
  await purgeExpiredUploadSlots(ctx);
  await purgeOldRateEvents(ctx);
}

/**
 * Daily: personal data and raw page views past their retention periods go (the daily figures stay), the
 * finished days' statistics are folded, uploads nothing refers to after a day are deleted, image files a
 * stopped process never recorded are removed, and listings with stale prices or an ended 렌트할인 are flagged.
 */
export async function runDailyMaintenance(ctx: AppContext): Promise<void> {
  const removed = await purgeExpiredInquiries(ctx);
  if (removed > 0) ctx.log.info({ removed }, "expired inquiries deleted");
  const views = await purgeOldPageViews(ctx);
  if (views > 0) ctx.log.info({ removed: views }, "old page views deleted");
  await foldDailyTallies(ctx);
  const unused = await purgeUnusedMedia(ctx);
  if (unused.length > 0) ctx.log.info({ removed: unused.length }, "unused uploads deleted");
  const unrecorded = await purgeUnrecordedMedia(ctx);
  if (unrecorded > 0) ctx.log.info({ removed: unrecorded }, "unrecorded media files removed");
  const flagged = await flagListingFreshness(ctx);
  if (flagged.stalePrice + flagged.promotionExpired > 0) ctx.log.info(flagged, "listings flagged for a look");
}

export function startMaintenance(ctx: AppContext): () => void {
  const guard = (job: (ctx: AppContext) => Promise<void>) => () =>
    job(ctx).catch((error: Error) => ctx.log.warn({ err: { message: error.message } }, "maintenance failed"));
  const timers = [
    setTimeout(guard(runMaintenance), 5_000),
    setTimeout(guard(runDailyMaintenance), 10_000),
    setInterval(guard(runMaintenance), HOUR),
    setInterval(guard(runDailyMaintenance), DAY),
  ];
  for (const timer of timers) timer.unref();
  return () => {
    for (const timer of timers) clearTimeout(timer);
  };
}
