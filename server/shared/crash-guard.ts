import { createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { jobRuns } from "#server/db/schema";
import { HttpError } from "#server/errors";

/**
 * Keeps an upload that killed a server process from killing the next one. Before an upload is read, a row named by
 * its kind and its bytes' hash is written to `job_runs`; it is removed when the reading ends, however it ends. A
 * process that dies while reading leaves the row behind, and a later copy of the same bytes, on any instance, is
 * refused without being read. A copy sent while the first is still being read waits its turn as "busy".
 */

/** Longer than any reading takes, its queue included (xlsx-rows.ts: three waiting, a minute each). */
const READING_MS = 5 * 60_000;
/** A row this old is forgotten: the same file may be tried again once the code that failed on it is replaced. */
const FORGET_MS = 7 * 24 * 3600_000;

export interface CrashGuardMessages {
  /** The upload was being read when a process died. */
  crashed: string;
  /** The same upload is being read now. */
  busy: string;
}

export async function readingGuarded<T>(
  ctx: AppContext,
  kind: string,
  bytes: Uint8Array,
  messages: CrashGuardMessages,
  read: () => Promise<T>,
): Promise<T> {
  const name = `reading:${kind}:${createHash("sha256").update(bytes).digest("base64url")}`;
  // Whole milliseconds, so the time read back names this claim exactly when the mark is removed (PostgreSQL keeps
  // microseconds, which a JavaScript Date does not).
  const now = sql`date_trunc('milliseconds', now())`;
  const [claimed] = await ctx.db
    .insert(jobRuns)
    .values({ name, startedAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { startedAt: now },
      where: sql`${jobRuns.startedAt} <= now() - make_interval(secs => ${FORGET_MS / 1000})`,
    })
    .returning({ startedAt: jobRuns.startedAt });
  if (!claimed) {
    const [left] = await ctx.db
      .select({ old: sql<boolean>`${jobRuns.startedAt} <= now() - make_interval(secs => ${READING_MS / 1000})` })
      .from(jobRuns)
      .where(eq(jobRuns.name, name));
    if (left?.old) {
      ctx.log.warn({ upload: kind }, "refused an upload that was being read when a process died");
      throw new HttpError(400, messages.crashed);
    }
    throw new HttpError(429, messages.busy);
  }
  try {
    return await read();
  } finally {
    await ctx.db
      .delete(jobRuns)
      .where(and(eq(jobRuns.name, name), eq(jobRuns.startedAt, claimed.startedAt)))
      .catch((error: unknown) =>
        ctx.log.warn({ err: error, upload: kind }, "could not clear an upload's reading mark"),
      );
  }
}
