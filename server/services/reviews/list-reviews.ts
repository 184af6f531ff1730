import { avg, count, desc, eq } from "drizzle-orm";
import type { Review } from "#domain/review";
import { REVIEWS_PAGE_SIZE } from "#domain/review";
import type { AppContext } from "#server/context";
import { reviews } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { toReview } from "./review-view";

const NEWEST_FIRST = [desc(reviews.createdAt), desc(reviews.id)];
/** Only approved reviews are public; pending and rejected ones are the admin's (reviews_status_created_idx). */
const PUBLISHED = eq(reviews.status, "approved");

/** Every published review, newest first (`GET /api/reviews`); `limit` caps it (the home strip). */
export async function listReviews(ctx: AppContext, limit?: number): Promise<Review[]> {
  const query = ctx.db
    .select()
    .from(reviews)
    .where(PUBLISHED)
    .orderBy(...NEWEST_FIRST);
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(toReview);
}

export interface ReviewsPage {
  reviews: Review[];
  total: number;
  /** 1-based, clamped into 1..pageCount. */
  page: number;
  pageCount: number;
  pageSize: number;
  /** Mean rating of every published review (0 without reviews). */
  average: number;
}

/** One page of the /reviews grid; a page past the end shows the last one. Cached until the data changes. */
export async function listReviewsPage(ctx: AppContext, requestedPage: number): Promise<ReviewsPage> {
  const version = await getDataVersion(ctx);
  const [row] = await ctx.cache.get("reviews:summary", version, () =>
    ctx.db
      .select({ n: count(), average: avg(reviews.rating) })
      .from(reviews)
      .where(PUBLISHED),
  );
  const total = Number(row?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / REVIEWS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount);
  const rows = await ctx.cache.get(`reviews:page:${page}`, version, () =>
    ctx.db
      .select()
      .from(reviews)
      .where(PUBLISHED)
      .orderBy(...NEWEST_FIRST)
      .limit(REVIEWS_PAGE_SIZE)
      .offset((page - 1) * REVIEWS_PAGE_SIZE),
  );
  return {
    reviews: rows.map(toReview),
    total,
    page,
    pageCount,
    pageSize: REVIEWS_PAGE_SIZE,
    average: Number(row?.average ?? 0),
  };
}
