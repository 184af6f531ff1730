import { type AdminReviewItem, maskAuthorName, type Review } from "#domain/review";
import type { reviews } from "#server/db/schema";

type ReviewRow = typeof reviews.$inferSelect;

/** A review as the public site and API show it: the author's name masked, never the full one. */
export function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    customerName: maskAuthorName(row.customerName),
    vehicleName: row.vehicleName,
    rating: row.rating,
    content: row.content,
    photoUrl: row.photoUrl,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A review as the admin works it: the full name and its status. */
export function toAdminReview(row: ReviewRow): AdminReviewItem {
  return { ...toReview(row), customerName: row.customerName, status: row.status };
}
