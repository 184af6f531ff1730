import { eq, sql } from "drizzle-orm";
import type { AppContext, DbOrTx } from "#server/context";
import { dataVersion } from "#server/db/schema";

/** How long a read version is trusted before asking the database again. */
const VERSION_TTL_MS = 1000;

export async function getDataVersion(ctx: AppContext): Promise<number> {
  const memo = ctx.cache.versionMemo;
  if (memo && Date.now() - memo.readAt < VERSION_TTL_MS) return memo.version;
  const [row] = await ctx.db.select({ version: dataVersion.version }).from(dataVersion).where(eq(dataVersion.id, 1));
  const version = Number(row?.version ?? 0);
  ctx.cache.versionMemo = { version, readAt: Date.now() };
  return version;
}

/** Call inside the transaction that changes catalogue data (vehicles, board posts, reviews). */
export async function bumpDataVersion(ctx: AppContext, tx: DbOrTx = ctx.db): Promise<void> {
  await tx
    .insert(dataVersion)
    .values({ id: 1, version: 1 })
    .onConflictDoUpdate({
      target: dataVersion.id,
      set: { version: sql`${dataVersion.version} + 1`, updatedAt: sql`now()` },
    });
  ctx.cache.versionMemo = null;
}
