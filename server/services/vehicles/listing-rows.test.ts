import { getTableColumns } from "drizzle-orm";
import { describe, expect, expectTypeOf, it } from "vitest";
import { LISTING_FIELD_KEYS, type ListingFieldKey, type ListingValue } from "#domain/listing-fields";
import { vehicles } from "#server/db/schema";
import type { VehicleRow } from "#server/services/catalogue/vehicle-view";

/**
 * Every column of `vehicles` that is not a listing field, and what it is: the record's own, the review's, the lists'
 * keys. A column an editor writes is a row of domain/listing-fields.ts instead (CONTRIBUTING.md, "A listing field");
 * one in neither place fails the typecheck and the test below.
 */
const NOT_LISTING_FIELDS = {
  id: "record",
  slug: "record: made from the name",
  badgeType: "derived from badges on every write",
  ownerPartnerId: "record: who listed it",
  status: "listing state",
  publishedAt: "listing state",
  priceChangedAt: "follows the prices",
  priceStaleAt: "daily check",
  promotionExpiredAt: "daily check",
  revision: "review",
  revisionStatus: "review",
  submittedAt: "review",
  returnReason: "review",
  reviewedBy: "review",
  reviewedAt: "review",
  isDemo: "record: the demo seed's",
  createdAt: "record",
  updatedAt: "record",
  listKeysStale: "list keys",
  listNew: "list keys",
  listUsed: "list keys",
  listCategory: "list keys",
  listGroup: "list keys",
  listGroupRank: "list keys",
  brand: "list keys",
  fuel: "list keys",
  lowestMonthly: "list keys",
  lowestDeposit: "list keys",
  depositBands: "list keys",
  firstDeposit: "list keys",
  vehicleTypes: "list keys",
  searchText: "list keys",
  searchInitials: "list keys",
  searchJamo: "list keys",
  views30d: "page views",
} satisfies Record<Exclude<keyof VehicleRow, ListingFieldKey>, string>;

describe("the listing field table", () => {
  it("has a row for every column of vehicles an editor writes, and a column for every row", () => {
    const columns = Object.keys(getTableColumns(vehicles));
    const accounted = new Set<string>([...LISTING_FIELD_KEYS, ...Object.keys(NOT_LISTING_FIELDS)]);
    expect(columns.filter((column) => !accounted.has(column))).toEqual([]);
    expect(LISTING_FIELD_KEYS.filter((key) => !columns.includes(key))).toEqual([]);
    expect(Object.keys(NOT_LISTING_FIELDS).filter((key) => !columns.includes(key))).toEqual([]);
    expect(LISTING_FIELD_KEYS.filter((key) => key in NOT_LISTING_FIELDS)).toEqual([]);
  });

  it("gives each field the type of its column", () => {
    expectTypeOf<Pick<VehicleRow, ListingFieldKey>>().toEqualTypeOf<{
      [K in ListingFieldKey]: ListingValue<K>;
    }>();
  });
});
