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
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
