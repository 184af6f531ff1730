import { eq, sql } from "drizzle-orm";
import { type AdminReviewItem, reviewUpdateSchema } from "#domain/review";
import type { AppContext } from "#server/context";
import { reviews } from "#server/db/schema";
import { notFound, parseInput } from "#server/errors";
import { toAdminReview } from "#server/services/reviews/review-view";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";
import { REVIEW_NOT_FOUND } from "./moderate-review";

/**
 * The 후기 관리 edit: name, vehicle, content and rating (1-5), checked by the form's own schema. The status
 * stays as it is (수정 후 승인 is `approveReview` with the edits).
 */
export async function updateReview(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: unknown,
): Promise<AdminReviewItem> {
  const fields = parseInput(reviewUpdateSchema, input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(reviews.id, id))
      .returning();
    if (!row) throw notFound(REVIEW_NOT_FOUND);
    // Only a published review is on any page.
    if (row.status === "approved") await bumpDataVersion(ctx, tx);
    await recordAudit(tx, actor, { action: "update", entity: "review", entityId: id, detail: { rating: row.rating } });
    return toAdminReview(row);
  });
}
