import type { Review } from "#domain/review";
import type { reviews } from "#server/db/schema";

export function toReview(row: typeof reviews.$inferSelect): Review {
  return {
    id: row.id,
    customerName: row.customerName,
    vehicleName: row.vehicleName,
    rating: row.rating,
    content: row.content,
    photoUrl: row.photoUrl,
    createdAt: row.createdAt.toISOString(),
  };
}
