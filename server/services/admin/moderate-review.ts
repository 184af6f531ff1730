import { eq, sql } from "drizzle-orm";
import { type AdminReviewItem, type ReviewStatus, reviewUpdateSchema } from "#domain/review";
import type { AppContext, DbOrTx } from "#server/context";
import { reviews } from "#server/db/schema";
import { HttpError, notFound, parseInput } from "#server/errors";
import { toAdminReview } from "#server/services/reviews/review-view";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";

export const REVIEW_NOT_FOUND = "후기를 찾을 수 없습니다.";
export const REVIEW_ALREADY_APPROVED = "이미 게시된 후기입니다.";
export const REVIEW_ALREADY_REJECTED = "이미 거절된 후기입니다.";

/** An approval's body: nothing (승인), or the whole edit form (수정 후 승인). */
function approvalEdits(input: unknown) {
  const empty =
    input === undefined ||
    input === null ||
    (typeof input === "object" && !Array.isArray(input) && Object.keys(input).length === 0);
  return empty ? null : parseInput(reviewUpdateSchema, input);
}

/**
 * 승인 or 수정 후 승인: the review becomes public, with the admin's edits when the body carries them (checked by
 * the edit form's schema, applied in the same transaction, so a refused edit approves nothing). A pending or
 * rejected review can be approved; a published one answers 409.
 */
export async function approveReview(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input?: unknown,
): Promise<AdminReviewItem> {
  const edits = approvalEdits(input);
  return ctx.db.transaction(async (tx) => {
    const from = await lockedStatus(tx, id);
    if (from === "approved") throw new HttpError(409, REVIEW_ALREADY_APPROVED);
    const [row] = await tx
      .update(reviews)
      .set({ ...edits, status: "approved", updatedAt: sql`now()` })
      .where(eq(reviews.id, id))
      .returning();
    // Now public: the pages and lists that show reviews must show it.
    await bumpDataVersion(ctx, tx);
    await recordAudit(tx, actor, {
      action: "approve",
      entity: "review",
      entityId: id,
      detail: { from, edited: edits !== null },
    });
    return toAdminReview(row!);
  });
}

/**
 * 거절: the review is kept but never shown. A published review can be taken down this way; a rejected one
 * answers 409.
 */
export async function rejectReview(ctx: AppContext, actor: Actor, id: number): Promise<AdminReviewItem> {
  return ctx.db.transaction(async (tx) => {
    const from = await lockedStatus(tx, id);
    if (from === "rejected") throw new HttpError(409, REVIEW_ALREADY_REJECTED);
    const [row] = await tx
      .update(reviews)
      .set({ status: "rejected", updatedAt: sql`now()` })
      .where(eq(reviews.id, id))
      .returning();
    // A pending review was never on a page: only taking down a published one changes what the site shows.
    if (from === "approved") await bumpDataVersion(ctx, tx);
    await recordAudit(tx, actor, { action: "reject", entity: "review", entityId: id, detail: { from } });
    return toAdminReview(row!);
  });
}

/** The review's status, its row locked until the transaction ends, so two decisions never cross. */
async function lockedStatus(tx: DbOrTx, id: number): Promise<ReviewStatus> {
  const [row] = await tx.select({ status: reviews.status }).from(reviews).where(eq(reviews.id, id)).for("update");
  if (!row) throw notFound(REVIEW_NOT_FOUND);
  return row.status;
}
