import { type SQL, sql } from "drizzle-orm";
import { LISTED_BY_ADMIN, type ListingReviewState, type ManagedListing } from "#domain/listing";
import {
  DETAIL_FIELDS,
  type DetailField,
  LISTING_FIELD_KEYS,
  type ListingFieldKey,
  type ListingView,
  listingField,
} from "#domain/listing-fields";
import { mediaUrl } from "#domain/media";
import type { Vehicle } from "#domain/vehicle";
import { vehicles } from "#server/db/schema";

export type VehicleRow = typeof vehicles.$inferSelect;

/** The listing's fields as served (the gallery's as `thumbnails`), each as `shown` gives it when `shown` is given. */
function listingView(row: VehicleRow, shown: boolean): ListingView {
  const view: Record<string, unknown> = {};
  for (const key of LISTING_FIELD_KEYS) {
    const field = listingField(key) as { part: string; shown?: (value: unknown) => unknown };
    if (field.part === "gallery") continue;
    const value = row[key] ?? null;
    view[key] = shown && field.shown ? field.shown(value) : value;
  }
  return view as ListingView;
}

function vehicleOf(row: VehicleRow, shown: boolean): Vehicle {
  const thumbnails = row.images.map((key) => mediaUrl(key));
  return {
    id: row.id,
    slug: row.slug,
    ...listingView(row, shown),
    badgeType: row.badgeType === "신차" || row.badgeType === "중고차" ? row.badgeType : null,
    thumbnails,
    mainImage: thumbnails[0] ?? null,
    ownerPartnerId: row.ownerPartnerId,
    status: row.status,
    priceChangedAt: row.priceChangedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The one API shape of a vehicle: stored media keys become URLs, dates ISO strings. */
export function toVehicle(row: VehicleRow): Vehicle {
  return vehicleOf(row, false);
}

/** A listing as the public sees it: each field as its row shows it (no price rows left empty in the editor). */
export function toPublicVehicle(row: VehicleRow): Vehicle {
  return vehicleOf(row, true);
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** A field's empty value as a column of a select, in the column's type. */
function emptyColumn<K extends ListingFieldKey>(key: K): SQL<VehicleRow[K]> {
  const none: unknown = listingField(key).none;
  if (vehicles[key].dataType !== "json") return sql.raw(literal(String(none ?? ""))) as SQL<VehicleRow[K]>;
  return sql.raw(none === null ? "null::jsonb" : `${literal(JSON.stringify(none))}::jsonb`) as SQL<VehicleRow[K]>;
}

/**
 * The details part (domain/listing-fields.ts: options, benefits, insurance, terms, documents, description), each as
 * its empty value: what a light row reads in their place, so it still reads as a vehicle.
 */
export const EMPTY_DETAILS = Object.fromEntries(DETAIL_FIELDS.map((key) => [key, emptyColumn(key)])) as {
  [K in DetailField]: SQL<VehicleRow[K]>;
};

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
