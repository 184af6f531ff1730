import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { reviews } from "#server/db/schema";
import { notFound } from "#server/errors";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";
import { REVIEW_NOT_FOUND } from "./moderate-review";

/** Deletes a review for good, audited. Clearing spam from the queue leaves the kept pages alone: only a published review was on them. */
export async function deleteReview(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(reviews).where(eq(reviews.id, id)).returning({ status: reviews.status });
    if (!deleted) throw notFound(REVIEW_NOT_FOUND);
    if (deleted.status === "approved") await bumpDataVersion(ctx, tx);
    await recordAudit(tx, actor, { action: "delete", entity: "review", entityId: id });
  });
}
