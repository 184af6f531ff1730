import {
  CARD_FIELDS,
  type CardField,
  DETAIL_FIELDS,
  type DetailField,
  ESSENTIAL_FIELDS,
  type EssentialField,
  listingField,
  pickFields,
} from "./listing-fields";
import type { Vehicle } from "./vehicle";

/**
 * The three parts a vehicle is served in, so lists and the first paint of a vehicle page carry no gallery
 * or long texts: essential (lists, cards, price table), details (options, terms, insurance) and
 * thumbnails (the gallery). `{ ...essential, ...details, thumbnails }` is the whole `Vehicle` again. Which listing
 * field goes where is its row's `part` (domain/listing-fields.ts).
 */

/** The record's own fields in the essential part, besides the listing's. */
const ESSENTIAL_RECORD = [
  "id",
  "slug",
  "badgeType",
  "ownerPartnerId",
  "status",
  "priceChangedAt",
  "createdAt",
  "updatedAt",
] as const;

export type VehicleEssential = Pick<Vehicle, (typeof ESSENTIAL_RECORD)[number] | "mainImage" | EssentialField> & {
  /** URL of the main image (the first of the gallery), or null when there is none. */
  thumbnail: string | null;
};

export type VehicleDetails = Pick<Vehicle, "id" | "slug" | DetailField>;

export function toEssential(v: Vehicle): VehicleEssential {
  return {
    ...pickFields(v, ESSENTIAL_RECORD),
    thumbnail: v.mainImage,
    mainImage: v.mainImage,
    ...pickFields(v, ESSENTIAL_FIELDS),
  };
}

export function toDetails(v: Vehicle): VehicleDetails {
  return { id: v.id, slug: v.slug, ...pickFields(v, DETAIL_FIELDS) };
}

/** True when the vehicle carries the new-car badge (신차); used cars carry 중고차. */
export function isNewCar(v: { badges: readonly string[] }): boolean {
  return v.badges.includes("신차");
}

export function isUsedCar(v: { badges: readonly string[] }): boolean {
  return v.badges.includes("중고차");
}

/** Just what a vehicle card shows (the fields whose row has `card`); loaders send this, not whole vehicles, to list pages. */
export type VehicleCardItem = Pick<VehicleEssential, "id" | "slug" | "thumbnail" | CardField>;

/** A card field's value as a card has it. */
function cardValue(key: CardField, value: unknown): unknown {
  const { card } = listingField(key) as { card?: true | ((value: unknown) => unknown) };
  return typeof card === "function" ? card(value) : value;
}

/**
 * The card of a vehicle, with only what a card reads: the lowest plan (its fee, deposit, term and distance) and the
 * three basic facts, so a page of cards carries no other plans or fields in its data.
 */
export function toCardItem(v: VehicleEssential | Vehicle): VehicleCardItem {
  return {
    id: v.id,
    slug: v.slug,
    ...(Object.fromEntries(CARD_FIELDS.map((key) => [key, cardValue(key, v[key])])) as Pick<
      VehicleCardItem,
      CardField
    >),
    thumbnail: "thumbnail" in v ? v.thumbnail : v.mainImage,
  };
}
