import { sql } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { jobRuns } from "#server/db/schema";

/** Timers on different instances drift by seconds: a run this close to a full period after the last still counts. */
const SLACK_MS = 60_000;

/**
 * Claims this period's run of a background job: true for exactly one caller per `periodMs`, whichever instance it
 * is on. One statement moves the job's start time forward only when the last run is a period old, so two instances
 * whose timers fire together cannot both win. A run that fails is tried again a period later.
 */
export async function claimJobRun(ctx: AppContext, name: string, periodMs: number): Promise<boolean> {
  const claimed = await ctx.db
    .insert(jobRuns)
    .values({ name, startedAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { startedAt: sql`now()` },
      where: sql`${jobRuns.startedAt} <= now() - make_interval(secs => ${(periodMs - SLACK_MS) / 1000})`,
    })
    .returning({ name: jobRuns.name });
  return claimed.length > 0;
}
