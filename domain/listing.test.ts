import { describe, expect, it } from "vitest";
import {
  hasCompletePriceRow,
  isCompletePriceRow,
  isPromotionExpired,
  type ListingStatus,
  ownListingCounts,
  publishedPriceRows,
  reviewStateText,
  samePublishedPrices,
  similarVehicles,
} from "./listing";
import type { PriceRow } from "./vehicle";

const row = (monthly: string, fields: Partial<PriceRow> = {}): PriceRow => ({
  period: "36개월",
  deposit: "300만원",
  monthly,
  totalKm: "2만km",
  ...fields,
});

describe("price rows", () => {
  it("publishes only rows with a monthly fee, and calls a row complete when every cell is filled and the fee reads", () => {
    const rows = [row("45만원"), row(""), row("  "), row("상담 문의")];
    expect(publishedPriceRows(rows).map((r) => r.monthly)).toEqual(["45만원", "상담 문의"]);
    expect(isCompletePriceRow(row("45만원"))).toBe(true);
    expect(isCompletePriceRow(row("상담 문의"))).toBe(false);
    expect(isCompletePriceRow(row("45만원", { deposit: "" }))).toBe(false);
    expect(isCompletePriceRow(row("45만원", { period: " " }))).toBe(false);
    expect(hasCompletePriceRow([row(""), row("38만 5천원")])).toBe(true);
    expect(hasCompletePriceRow([row(""), row("상담")])).toBe(false);
  });

  it("compares what is published: empty rows and surrounding spaces change nothing", () => {
    expect(samePublishedPrices([row("45만원"), row("")], [row(" 45만원 ")])).toBe(true);
    expect(samePublishedPrices([row("45만원")], [row("46만원")])).toBe(false);
    expect(samePublishedPrices([row("45만원")], [row("45만원"), row("50만원")])).toBe(false);
  });
});

describe("states and flags", () => {
  it("says where a listing stands in one line", () => {
    const state = { status: "published", revision: null, returnReason: null, submittedAt: null } as const;
    expect(reviewStateText(state)).toBe("게시 중");
    expect(reviewStateText({ ...state, revision: "pending" })).toBe("게시 중 · 변경사항 검수 대기");
    expect(reviewStateText({ ...state, status: "draft", returnReason: "사진 부족" })).toBe("임시저장 · 반려됨");
  });

  it("counts a partner's listings by status, zeros included, and by where they stand in review", () => {
    const review = { revision: null, returnReason: null, submittedAt: null };
    const listing = (status: ListingStatus, more: Partial<typeof review> | object = {}) => ({
      status,
      review: { ...review, status, ...more },
    });
    const counts = ownListingCounts([
      listing("draft"),
      listing("draft", { returnReason: "사진 부족" }),
      listing("pending"),
      listing("published", { revision: "pending" }),
      listing("published", { revision: "returned", returnReason: "가격 확인" }),
      listing("hidden"),
    ]);
    expect(counts).toEqual({
      total: 6,
      byStatus: { draft: 2, pending: 1, published: 2, sold: 0, hidden: 1 },
      changesWaiting: 1,
      returned: 2,
    });
    expect(ownListingCounts([]).byStatus).toEqual({ draft: 0, pending: 0, published: 0, sold: 0, hidden: 0 });
  });

  it("flags a 렌트할인 past its last day (Seoul days), and nothing without the tag or a date", () => {
    expect(isPromotionExpired(["렌트할인"], "2026-11-20", "2026-11-21")).toBe(true);
    expect(isPromotionExpired(["렌트할인"], "2026-11-21", "2026-11-21")).toBe(false);
    expect(isPromotionExpired(["추천"], "2026-11-01", "2026-11-21")).toBe(false);
    expect(isPromotionExpired(["렌트할인"], null, "2026-11-21")).toBe(false);
  });
});

describe("similar cars", () => {
  const car = (id: number, category: string, monthly: string) => ({
    id,
    category,
    priceInfo: monthly ? [row(monthly)] : [],
  });

  it("takes up to six of the category, closest monthly price first, a car without a price last", () => {
    const candidates = [
      car(1, "중형 SUV", "100만원"),
      car(2, "중형 SUV", ""),
      car(3, "중형 SUV", "52만원"),
      car(4, "대형 SUV", "50만원"),
      car(5, "중형 SUV", "45만원"),
      ...[6, 7, 8, 9, 10].map((id) => car(id, "중형 SUV", `${60 + id}만원`)),
    ];
    const picked = similarVehicles({ id: 99, category: "중형 SUV", priceInfo: [row("50만원")] }, candidates);
    expect(picked.map((v) => v.id)).toEqual([3, 5, 6, 7, 8, 9]);
  });

  it("fills up to three from other categories, and never offers the car itself", () => {
    const candidates = [
      car(1, "수입차", "50만원"),
      car(2, "수입차", "80만원"),
      car(3, "전기차", "49만원"),
      car(4, "수입차", ""),
    ];
    const picked = similarVehicles({ id: 1, category: "수입차", priceInfo: [row("50만원")] }, candidates);
    expect(picked.map((v) => v.id)).toEqual([2, 4, 3]);
  });
});
