import type { reviews } from "#server/db/schema";

/** A review as the API and pages serve it. */
export interface Review {
  id: number;
  customerName: string;
  vehicleName: string;
  rating: number;
  content: string;
  photoUrl: string | null;
  createdAt: string;
}

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
