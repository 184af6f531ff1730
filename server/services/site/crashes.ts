import { eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { auditLog, jobRuns } from "#server/db/schema";
import { recordAudit } from "#server/shared/audit";

/** The `job_runs` row that holds the last crash's time: one row, read by key on every dashboard load. */
const LAST_CRASH = "process-crash";

export interface CrashNote {
  at: Date;
  code: number | null;
  signal: string | null;
}

/**
 * Records a server process's crash (its replacement calls it, as the supervisor tells it): the time for the
 * dashboard, and an audit entry with the exit code or signal. Several instances share the latest.
 */
export async function recordCrash(ctx: AppContext, crash: CrashNote): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(jobRuns)
      .values({ name: LAST_CRASH, startedAt: crash.at })
      .onConflictDoUpdate({
        target: jobRuns.name,
        set: { startedAt: sql`greatest(${jobRuns.startedAt}, excluded.started_at)` },
      });
    await recordAudit(tx, null, {
      action: "crash",
      entity: "process",
      detail: { code: crash.code, signal: crash.signal, at: crash.at.toISOString() },
    });
  });
}

/** When a server process last died and was restarted, or null if never. */
export async function lastCrash(ctx: AppContext): Promise<{ at: Date; count30d: number } | null> {
  const [row] = await ctx.db.select().from(jobRuns).where(eq(jobRuns.name, LAST_CRASH));
  if (!row) return null;
  const [recent] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(sql`${auditLog.action} = 'crash' and ${auditLog.createdAt} > now() - interval '30 days'`);
  return { at: row.startedAt, count30d: recent?.count ?? 0 };
}
