import { lowestPriceRow } from "./pricing";
import type { Vehicle } from "./vehicle";

/**
 * The three parts a vehicle is served in, so lists and the first paint of a vehicle page carry no gallery
 * or long texts: essential (lists, cards, price table), details (options, terms, insurance) and
 * thumbnails (the gallery). `{ ...essential, ...details, thumbnails }` is the whole `Vehicle` again.
 */

export type VehicleEssential = Pick<
  Vehicle,
  | "id"
  | "slug"
  | "name"
  | "category"
  | "badges"
  | "badgeType"
  | "recommendationTags"
  | "mainImage"
  | "basicInfo"
  | "priceInfo"
  | "depositInstallment"
  | "displayCategoryText"
  | "ownerPartnerId"
  | "status"
  | "priceChangedAt"
  | "promotionEndsAt"
  | "createdAt"
  | "updatedAt"
> & {
  /** URL of the main image (the first of the gallery), or null when there is none. */
  thumbnail: string | null;
};

export type VehicleDetails = Pick<
  Vehicle,
  "id" | "slug" | "options" | "benefits" | "insurance" | "contractTerms" | "requiredDocuments" | "description"
>;

export function toEssential(v: Vehicle): VehicleEssential {
  return {
    id: v.id,
    slug: v.slug,
    name: v.name,
    category: v.category,
    badges: v.badges,
    badgeType: v.badgeType,
    recommendationTags: v.recommendationTags,
    thumbnail: v.mainImage,
    mainImage: v.mainImage,
    basicInfo: v.basicInfo,
    priceInfo: v.priceInfo,
    depositInstallment: v.depositInstallment,
    displayCategoryText: v.displayCategoryText,
    ownerPartnerId: v.ownerPartnerId,
    status: v.status,
    priceChangedAt: v.priceChangedAt,
    promotionEndsAt: v.promotionEndsAt,
    createdAt: v.createdAt,
    updatedAt: v.updatedAt,
  };
}

export function toDetails(v: Vehicle): VehicleDetails {
  return {
    id: v.id,
    slug: v.slug,
    options: v.options,
    benefits: v.benefits,
    insurance: v.insurance,
    contractTerms: v.contractTerms,
    requiredDocuments: v.requiredDocuments,
    description: v.description,
  };
}

/** True when the vehicle carries the new-car badge (신차); used cars carry 중고차. */
export function isNewCar(v: { badges: readonly string[] }): boolean {
  return v.badges.includes("신차");
}

export function isUsedCar(v: { badges: readonly string[] }): boolean {
  return v.badges.includes("중고차");
}

/** Just what a vehicle card shows; loaders send this, not whole vehicles, to list pages. */
export type VehicleCardItem = Pick<
  VehicleEssential,
  "id" | "slug" | "name" | "category" | "badges" | "recommendationTags" | "thumbnail" | "basicInfo" | "priceInfo"
>;

/**
 * The card of a vehicle, with only what a card reads: the lowest plan (its fee, deposit, term and distance) and the
 * three basic facts, so a page of cards carries no other plans or fields in its data.
 */
export function toCardItem(v: VehicleEssential | Vehicle): VehicleCardItem {
  const lowest = lowestPriceRow(v.priceInfo);
  const { 연료, 제조연식, 주행거리 } = v.basicInfo;
  return {
    id: v.id,
    slug: v.slug,
    name: v.name,
    category: v.category,
    badges: v.badges,
    recommendationTags: v.recommendationTags,
    thumbnail: "thumbnail" in v ? v.thumbnail : v.mainImage,
    basicInfo: { 연료, 제조연식, 주행거리 },
    priceInfo: lowest ? [lowest] : [],
  };
}
