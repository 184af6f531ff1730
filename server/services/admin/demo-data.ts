import { and, count, eq, inArray, sql } from "drizzle-orm";
import {
  type DemoDataCounts,
  type DemoDataSummary,
  demoDataDeletedText,
  demoDataDeleteSchema,
  hasDemoData,
} from "#domain/demo-data";
import { PUBLIC_STATUSES } from "#domain/listing";
import type { AppContext, DbOrTx } from "#server/context";
import { boardPosts, retiredVehicles, reviews, seedState, vehicles } from "#server/db/schema";
import { parseInput } from "#server/errors";
import { removeMediaFiles, unreferenced } from "#server/services/media/media-retention";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";

/**
 * The demo data is a mode the site starts in (server/seed/seed.ts marks every row it writes `is_demo`) and leaves
 * in one action: 데모 데이터 모두 삭제 in 사이트 설정 (`DELETE /api/demo-data`). Real rows are never touched; a
 * demo photo a real row shows too (a listing made from a demo one, a 견적서) stays.
 */

/** One query after another: inside a transaction they share one connection. */
async function demoCounts(db: DbOrTx): Promise<DemoDataCounts> {
  const [v] = await db.select({ n: count() }).from(vehicles).where(eq(vehicles.isDemo, true));
  const [r] = await db.select({ n: count() }).from(reviews).where(eq(reviews.isDemo, true));
  const [b] = await db.select({ n: count() }).from(boardPosts).where(eq(boardPosts.isDemo, true));
  const photos = (await db.execute(
    sql`select count(*)::int as n from media_objects m where m.is_demo and ${unreferenced({ besidesDemo: true })}`,
  )) as unknown as { rows: { n: number }[] };
  return { vehicles: v!.n, reviews: r!.n, boardPosts: b!.n, photos: Number(photos.rows[0]?.n ?? 0) };
}

/** What 데모 데이터 모두 삭제 would delete now, and when it last did. */
export async function demoDataSummary(ctx: AppContext): Promise<DemoDataSummary> {
  const [counts, [state]] = await Promise.all([
    demoCounts(ctx.db),
    ctx.db.select({ clearedAt: seedState.clearedAt }).from(seedState),
  ]);
  return { ...counts, clearedAt: state?.clearedAt?.toISOString() ?? null };
}

/** Demo rows visitors can see: listings in public states, approved reviews, board posts (all are public). */
export async function publicDemoCounts(ctx: AppContext): Promise<Omit<DemoDataCounts, "photos">> {
  const [[v], [r], [b]] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(vehicles)
      .where(and(eq(vehicles.isDemo, true), inArray(vehicles.status, [...PUBLIC_STATUSES]))),
    ctx.db
      .select({ n: count() })
      .from(reviews)
      .where(and(eq(reviews.isDemo, true), eq(reviews.status, "approved"))),
    ctx.db.select({ n: count() }).from(boardPosts).where(eq(boardPosts.isDemo, true)),
  ]);
  return { vehicles: v!.n, reviews: r!.n, boardPosts: b!.n };
}

export interface DemoDataDeletion extends DemoDataCounts {
  message: string;
}

/**
 * 데모 데이터 모두 삭제: every demo listing (and the 410 address a demo listing deleted earlier left), review and
 * board post, and the demo photos no real row shows, in one transaction that is audited and bumps the data
 * version (every kept page is served again from the database); then the photos' files, on disk or in the bucket.
 *
 * It also marks the demo data done for good (`seed_state.cleared_at`): a seed still running stops before its next
 * listing, and no later start seeds again, whatever SEED_DEMO says. Run again, it finds nothing and changes
 * nothing.
 */
export async function deleteDemoData(ctx: AppContext, actor: Actor, input: unknown): Promise<DemoDataDeletion> {
  parseInput(demoDataDeleteSchema, input);
  const { counts, photoKeys } = await ctx.db.transaction(async (tx) => {
    const [state] = await tx.select().from(seedState).for("update");
    const none = { counts: { vehicles: 0, reviews: 0, boardPosts: 0, photos: 0 }, photoKeys: [] as string[] };
    // Nothing stored and no seed to come: a second run, or a site that never had demo data.
    if (state && !hasDemoData(await demoCounts(tx))) return none;
    const now = new Date();
    await tx
      .insert(seedState)
      .values({ id: 1, clearedAt: now })
      .onConflictDoUpdate({ target: seedState.id, set: { clearedAt: now } });
    const removedVehicles = await tx.delete(vehicles).where(eq(vehicles.isDemo, true)).returning({ id: vehicles.id });
    const removedAddresses = await tx
      .delete(retiredVehicles)
      .where(eq(retiredVehicles.isDemo, true))
      .returning({ slug: retiredVehicles.slug });
    const removedReviews = await tx.delete(reviews).where(eq(reviews.isDemo, true)).returning({ id: reviews.id });
    const removedPosts = await tx
      .delete(boardPosts)
      .where(eq(boardPosts.isDemo, true))
      .returning({ id: boardPosts.id });
    // With the demo rows gone, a demo photo nothing else shows has no reference left.
    const removedPhotos = (await tx.execute(
      sql`delete from media_objects m where m.is_demo and ${unreferenced()} returning m.key`,
    )) as unknown as { rows: { key: string }[] };
    const counts = {
      vehicles: removedVehicles.length,
      reviews: removedReviews.length,
      boardPosts: removedPosts.length,
      photos: removedPhotos.rows.length,
    };
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "demo_data",
      detail: { ...counts, addresses: removedAddresses.length, seedCompleted: Boolean(state) },
    });
    await bumpDataVersion(ctx, tx);
    return { counts, photoKeys: removedPhotos.rows.map((row) => row.key) };
  });
  // After the commit: a file goes only once no row names it. A process stopped here leaves files no row records,
  // which the daily cleanup removes (purgeUnrecordedMedia).
  await removeMediaFiles(ctx, photoKeys, new Date());
  return { ...counts, message: demoDataDeletedText(counts) };
}
