import { count, desc } from "drizzle-orm";
import type { AdminReviewItem } from "#domain/review";
import type { AppContext } from "#server/context";
import { reviews } from "#server/db/schema";

export const ADMIN_REVIEWS_PAGE_SIZE = 20;

/** The 후기 관리 tab: newest first, a page at a time. */
export async function listReviewsForAdmin(ctx: AppContext, page = 1, pageSize = ADMIN_REVIEWS_PAGE_SIZE) {
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({
        id: reviews.id,
        customerName: reviews.customerName,
        vehicleName: reviews.vehicleName,
        content: reviews.content,
        rating: reviews.rating,
        photoUrl: reviews.photoUrl,
        createdAt: reviews.createdAt,
      })
      .from(reviews)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    ctx.db.select({ n: count() }).from(reviews),
  ]);
  const totalCount = Number(total?.n ?? 0);
  return {
    reviews: rows.map((r): AdminReviewItem => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: totalCount,
    page,
    totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
  };
}
