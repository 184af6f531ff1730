import { LISTED_BY_ADMIN, type ListingReviewState, type ManagedListing, publishedPriceRows } from "#domain/listing";
import { mediaUrl } from "#domain/media";
import type { Vehicle } from "#domain/vehicle";
import type { vehicles } from "#server/db/schema";

export type VehicleRow = typeof vehicles.$inferSelect;

/** The one API shape of a vehicle: stored media keys become URLs, dates ISO strings. */
export function toVehicle(row: VehicleRow): Vehicle {
  const thumbnails = row.images.map((key) => mediaUrl(key));
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    badges: row.badges,
    badgeType: row.badgeType === "신차" || row.badgeType === "중고차" ? row.badgeType : null,
    recommendationTags: row.recommendationTags,
    thumbnails,
    mainImage: thumbnails[0] ?? null,
    basicInfo: row.basicInfo,
    priceInfo: row.priceInfo,
    options: row.options,
    benefits: row.benefits,
    insurance: row.insurance ?? null,
    contractTerms: row.contractTerms ?? null,
    requiredDocuments: row.requiredDocuments,
    depositInstallment: row.depositInstallment,
    displayCategoryText: row.displayCategoryText,
    description: row.description,
    ownerPartnerId: row.ownerPartnerId,
    status: row.status,
    priceChangedAt: row.priceChangedAt.toISOString(),
    promotionEndsAt: row.promotionEndsAt ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A listing as the public sees it: the price rows left empty in the editor are not shown (no 상담 문의 rows). */
export function toPublicVehicle(row: VehicleRow): Vehicle {
  const vehicle = toVehicle(row);
  return { ...vehicle, priceInfo: publishedPriceRows(vehicle.priceInfo) };
}

/** Where a stored listing stands in review. */
export function reviewStateOf(row: VehicleRow): ListingReviewState {
  return {
    status: row.status,
    revision: row.revision ? row.revisionStatus : null,
    returnReason:
      (row.status === "draft" && row.returnReason) || row.revisionStatus === "returned" ? row.returnReason : null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
  };
}

/** A stored listing for admin and its partner: any status, all its price rows, who listed it and its flags. */
export function toManagedListing(row: VehicleRow, ownerName: string | null): ManagedListing {
  return {
    ...toVehicle(row),
    listedBy: row.ownerPartnerId === null ? LISTED_BY_ADMIN : ownerName || "탈퇴한 파트너",
    review: reviewStateOf(row),
    flags: { stalePrice: row.priceStaleAt !== null, promotionExpired: row.promotionExpiredAt !== null },
  };
}

/** A listing as its partner's waiting change would make it (the change's photos as URLs); the listing itself without one. */
export function proposedVehicle(row: VehicleRow): Vehicle {
  return toVehicle({ ...row, ...(row.revision ?? {}) });
}
