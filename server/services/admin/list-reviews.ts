import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { type AdminReviewList, REVIEW_STATUSES, type ReviewStatus } from "#domain/review";
import type { AppContext } from "#server/context";
import { reviews } from "#server/db/schema";
import { toAdminReview } from "#server/services/reviews/review-view";

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/**
 * `?status=&page=` of `GET /api/admin-reviews` and of the dashboard's 후기 관리 tab. A value that makes no
 * sense is ignored, as if it had not been sent (the lead list does the same).
 */
export const adminReviewListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  status: z.enum(REVIEW_STATUSES).optional().catch(undefined),
});

/** The 후기 관리 tab: newest first, a page at a time, all reviews or one status, with the full names. */
export async function listReviewsForAdmin(
  ctx: AppContext,
  query: unknown = {},
  pageSize = ADMIN_REVIEWS_PAGE_SIZE,
): Promise<AdminReviewList> {
  const { page, status } = adminReviewListQuerySchema.parse(query ?? {});
  const where = status ? eq(reviews.status, status) : undefined;
  const [rows, perStatus] = await Promise.all([
    ctx.db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status),
  ]);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<ReviewStatus, number>;
  for (const row of perStatus) counts[row.status] = Number(row.n);
  const total = status ? counts[status] : REVIEW_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  return {
    reviews: rows.map(toAdminReview),
    total,
    page,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    status: status ?? null,
    counts,
  };
}
