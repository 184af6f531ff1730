import { canonicalVehicleCategory, VEHICLE_CATEGORIES } from "./categories";
import { LISTING_FIELD_KEYS, listingField, type VehicleDraft } from "./listing-fields";
import { BADGES, type Badge } from "./vehicle";

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

/** A fresh draft from the template: each field's template value (domain/listing-fields.ts), named after its slug. */
export function newVehicleTemplate(options: TemplateOptions = {}): VehicleDraft {
  const slug = newVehicleSlug(options.now);
  const badge: Badge = BADGES.find((b) => b === options.badge) ?? "신차";
  const fields = Object.fromEntries(
    LISTING_FIELD_KEYS.map((key) => {
      const { editor } = listingField(key);
      return [key, (editor.template ?? editor.blank)()];
    }),
  ) as VehicleDraft;
  return {
    ...fields,
    name: slug,
    category: canonicalVehicleCategory(options.category) ?? VEHICLE_CATEGORIES[0],
    badges: [badge],
  };
}

/** The timestamp of a pending slug (`new-vehicle-1712345678901` → 1712345678901), or null. */
export function pendingSlugTime(slug: string): number | null {
  return isPendingSlug(slug) ? Number(slug.slice("new-vehicle-".length)) : null;
}
