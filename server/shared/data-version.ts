import { eq, sql } from "drizzle-orm";
import type { AppContext, DbOrTx } from "#server/context";
import { dataVersion } from "#server/db/schema";
import { noticeToInstances } from "./instance-notices";

/** How long a read version is trusted before asking the database again, when changes are not pushed. */
const VERSION_TTL_MS = 1000;
/**
 * The same while every change is pushed as it commits (`dataVersionNoticed`): the poll is then only the fallback
 * for a notice lost with its connection, which also ends the push until the connection is back.
 */
const PUSHED_VERSION_TTL_MS = 10_000;

export async function getDataVersion(ctx: AppContext): Promise<number> {
  const memo = ctx.cache.versionMemo;
  const ttl = ctx.cache.versionPushed ? PUSHED_VERSION_TTL_MS : VERSION_TTL_MS;
  if (memo && Date.now() - memo.readAt < ttl) return memo.version;
  const [row] = await ctx.db.select({ version: dataVersion.version }).from(dataVersion).where(eq(dataVersion.id, 1));
  const version = Number(row?.version ?? 0);
  ctx.cache.versionMemo = { version, readAt: Date.now() };
  return version;
}

/**
 * Call inside the transaction that changes catalogue data (vehicles, board posts, reviews). On PostgreSQL it also
 * tells every instance, this one included, when the transaction commits: their kept pages and lists follow at once
 * instead of at their next poll.
 */
export async function bumpDataVersion(ctx: AppContext, tx: DbOrTx = ctx.db): Promise<void> {
  const [row] = await tx
    .insert(dataVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: dataVersion.id,
      set: { version: sql`${dataVersion.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: dataVersion.version });
  await noticeToInstances(ctx, tx, "data", String(row?.version ?? ""));
  ctx.cache.versionMemo = null;
}

/** A version another instance (or this one) committed: kept as read now, unless a newer one was already read. */
export function dataVersionNoticed(ctx: AppContext, payload: string): void {
  const version = Number(payload);
  const known = ctx.cache.versionMemo?.version ?? 0;
  ctx.cache.versionMemo =
    Number.isSafeInteger(version) && version > 0 ? { version: Math.max(version, known), readAt: Date.now() } : null;
}

/** Notices start or stop arriving: a read version is trusted longer only while they arrive. */
export function dataVersionPushed(ctx: AppContext, live: boolean): void {
  // Whatever changed while nobody listened is read afresh.
  ctx.cache.versionMemo = null;
  ctx.cache.versionPushed = live;
}
