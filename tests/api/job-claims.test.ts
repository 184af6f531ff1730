import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { jobRuns } from "#server/db/schema";
import { claimJobRun } from "#server/shared/job-claims";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp();
const HOUR = 3600_000;

it("gives one background job's run to exactly one of many callers a period, however they race", async () => {
  // On PostgreSQL these are ten connections at once, as ten instances' timers firing together would be.
  const first = await Promise.all(Array.from({ length: 10 }, () => claimJobRun(app.ctx, "test-job", HOUR)));
  expect(first.filter(Boolean)).toHaveLength(1);
  expect(await claimJobRun(app.ctx, "test-job", HOUR)).toBe(false);
  // Another job has its own period.
  expect(await claimJobRun(app.ctx, "other-job", HOUR)).toBe(true);

  // A period on (a minute early still counts: timers drift), the next run goes to one caller again.
  await app.ctx.db
    .update(jobRuns)
    .set({ startedAt: sql`now() - interval '59 minutes 30 seconds'` })
    .where(eq(jobRuns.name, "test-job"));
  const next = await Promise.all(Array.from({ length: 10 }, () => claimJobRun(app.ctx, "test-job", HOUR)));
  expect(next.filter(Boolean)).toHaveLength(1);
  expect(await claimJobRun(app.ctx, "test-job", HOUR)).toBe(false);
});
