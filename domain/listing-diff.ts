import { diffPriceRows, type PriceRowChange } from "./diff-parts";
import {
  CONTENT_FIELDS,
  type ContentField,
  changedFields,
  type ListingContent,
  listingField,
  noneOf,
  servedValue,
} from "./listing-fields";
import type { Vehicle } from "./vehicle";

/**
 * What the 검수 대기 queue shows of a submission: the fields that differ from the published listing, its price
 * table row by row with the changed cells marked, and the photos side by side. A new listing is weighed against
 * nothing, so all it has counts as added.
 */

/** Each content field's Korean name (its row's `label`). */
export const CONTENT_FIELD_LABELS = Object.fromEntries(
  CONTENT_FIELDS.map((field) => [field, listingField(field).label]),
) as Record<ContentField, string>;

export interface TextChange {
  field: ContentField;
  label: string;
  before: string;
  after: string;
}

export interface ListingDiff {
  /** Every changed field, in the editor's order. */
  fields: ContentField[];
  /** The price table, when it changed. */
  prices: PriceRowChange[] | null;
  /** Photo URLs before and after, when they changed. */
  images: { before: string[]; after: string[] } | null;
  /** Every other changed field as text. */
  text: TextChange[];
}

/** A field's value as one line of text for the side-by-side view (its row's `describe`, else the value as text). */
export function describeField<F extends ContentField>(field: F, content: Partial<ListingContent>): string {
  const value = content[field];
  const line = listingField(field).content?.describe;
  return line ? line(value) : String(value ?? "");
}

/**
 * The submission against the published listing (`published` null for a new listing). Photos compare as the
 * URLs the two versions show.
 */
export function diffListing(
  published: (ListingContent & { thumbnails: string[] }) | null,
  proposed: ListingContent & { thumbnails: string[] },
): ListingDiff {
  const base: ListingContent & { thumbnails: string[] } = published ?? {
    ...noneOf(CONTENT_FIELDS),
    thumbnails: [],
  };
  const fields = changedFields(base, proposed);
  return {
    fields,
    prices: fields.includes("priceInfo") ? diffPriceRows(base.priceInfo, proposed.priceInfo) : null,
    images: fields.includes("images") ? { before: base.thumbnails, after: proposed.thumbnails } : null,
    text: fields
      .filter((field) => !listingField(field).content?.panel)
      .map((field) => ({
        field,
        label: CONTENT_FIELD_LABELS[field],
        before: describeField(field, base),
        after: describeField(field, proposed),
      })),
  };
}

/** The content of a served listing, photos as the keys' URLs (`thumbnails`) and as they are (`images`). */
export function contentOfVehicle(v: Vehicle): ListingContent & { thumbnails: string[] } {
  const content = Object.fromEntries(CONTENT_FIELDS.map((field) => [field, servedValue(v, field)])) as ListingContent;
  return { ...content, thumbnails: v.thumbnails };
}
