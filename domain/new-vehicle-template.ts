import { canonicalVehicleCategory, VEHICLE_CATEGORIES } from "./categories";
import {
  TEMPLATE_REQUIRED_DOCUMENTS,
  templateBasicInfo,
  templateBenefits,
  templateContractTerms,
  templateInsurance,
  templateOptions,
  templatePriceRows,
} from "./listing-examples";
import { BADGES, type Badge, DEPOSIT_INSTALLMENTS } from "./vehicle";
import type { VehicleDraft } from "./vehicle-input";

// The template's values, where its importers have always found them.
export * from "./listing-examples";

/**
 * The new-vehicle template of docs/spec/admin-and-partners.md §3: what a listing starts from when an admin adds one
 * from a category page (and what partners' add form starts from). Name and slug `new-vehicle-{timestamp}`; the slug is
 * replaced by one made from the name when the vehicle is first saved with a real name.
 */

const PENDING_SLUG = /^new-vehicle-\d+$/;

export function newVehicleSlug(now: number = Date.now()): string {
  return `new-vehicle-${now}`;
}

/** True for the placeholder slug of a vehicle not yet saved under a name of its own. */
export function isPendingSlug(slug: string): boolean {
  return PENDING_SLUG.test(slug);
}

export interface TemplateOptions {
  /** Milliseconds of the `new-vehicle-{timestamp}` name and slug. */
  now?: number;
  /** 신차 or 중고차 (anything else gives 신차). */
  badge?: string | null;
  /** A category in any spelling `canonicalVehicleCategory` reads; unknown or missing gives the first. */
  category?: string | null;
}

/** A fresh draft from the template. */
export function newVehicleTemplate(options: TemplateOptions = {}): VehicleDraft {
  const slug = newVehicleSlug(options.now);
  const badge: Badge = BADGES.find((b) => b === options.badge) ?? "신차";
  return {
    name: slug,
    category: canonicalVehicleCategory(options.category) ?? VEHICLE_CATEGORIES[0],
    badges: [badge],
    recommendationTags: [],
    images: [],
    basicInfo: { ...templateBasicInfo(), 차량번호: "임시번호" },
    priceInfo: templatePriceRows(),
    depositInstallment: DEPOSIT_INSTALLMENTS[0],
    options: templateOptions(),
    benefits: templateBenefits(),
    insurance: templateInsurance(),
    contractTerms: templateContractTerms(),
    requiredDocuments: [...TEMPLATE_REQUIRED_DOCUMENTS],
    displayCategoryText: "",
    description: "",
    promotionEndsAt: "",
  };
}

/** The timestamp of a pending slug (`new-vehicle-1712345678901` → 1712345678901), or null. */
export function pendingSlugTime(slug: string): number | null {
  return isPendingSlug(slug) ? Number(slug.slice("new-vehicle-".length)) : null;
}
