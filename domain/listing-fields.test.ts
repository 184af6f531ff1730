import { describe, expect, it } from "vitest";
import { diffPriceRows } from "./diff-parts";
import { diffListing } from "./listing-diff";
import { CONTENT_FIELDS, changedFields, type ListingContent, needsReview, noneOf, sameContent } from "./listing-fields";
import type { PriceRow } from "./vehicle";

const PLAN: PriceRow = { period: "36개월", deposit: "300만원", monthly: "", totalKm: "2만km" };
const row = (monthly: string, fields: Partial<PriceRow> = {}): PriceRow => ({ ...PLAN, monthly, ...fields });

describe("a partner's change", () => {
  // Every other field as nothing stated (no tags, options, benefits, insurance, terms or documents).
  const base: ListingContent = {
    ...noneOf(CONTENT_FIELDS),
    name: "K5",
    category: "중형 세단",
    badges: ["신차"],
    images: ["a"],
    basicInfo: { 연료: "LPG", 제조연식: "25년07월" },
    priceInfo: [row("45만원")],
    depositInstallment: "불가능 (기본)",
    description: "설명",
  };

  it("finds the fields that differ, whatever the key order of stored objects", () => {
    expect(changedFields(base, { basicInfo: { 제조연식: "25년07월", 연료: "LPG" } })).toEqual([]);
    expect(changedFields(base, { description: "새 설명", name: "K5" })).toEqual(["description"]);
    expect(sameContent({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameContent(null, undefined)).toBe(true);
    expect(sameContent({ 차량번호: "" }, {})).toBe(true);
    expect(sameContent({ 차량번호: "12가3456" }, {})).toBe(false);
    expect(sameContent(0, "")).toBe(false);
  });

  it("needs review for a change to anything the listing shows, and not for a change to nothing", () => {
    for (const field of CONTENT_FIELDS) expect(needsReview([field]), field).toBe(true);
    expect(needsReview(["description", "priceInfo"])).toBe(true);
    expect(needsReview([])).toBe(false);
  });

  it("is shown side by side: price rows by place with changed cells, photos, and other fields as text", () => {
    const published = { ...base, thumbnails: ["/a.webp"] };
    const proposed = {
      ...base,
      thumbnails: ["/a.webp", "/b.webp"],
      images: ["a", "b"],
      priceInfo: [row("47만원"), row("40만원", { period: "48개월" })],
      description: "새 설명",
    };
    const diff = diffListing(published, proposed);
    expect(diff.fields).toEqual(["images", "priceInfo", "description"]);
    expect(diff.prices).toEqual([
      { kind: "changed", before: row("45만원"), after: row("47만원"), cells: ["monthly"] },
      { kind: "added", before: null, after: row("40만원", { period: "48개월" }), cells: expect.any(Array) },
    ]);
    expect(diff.images).toEqual({ before: ["/a.webp"], after: ["/a.webp", "/b.webp"] });
    expect(diff.text).toEqual([{ field: "description", label: "상세 설명", before: "설명", after: "새 설명" }]);
    // A new listing counts all it has as added.
    expect(diffListing(null, proposed).prices?.every((r) => r.kind === "added")).toBe(true);
    expect(diffPriceRows([row("45만원"), row("")], [row("")])).toEqual([
      { kind: "removed", before: row("45만원"), after: null, cells: expect.any(Array) },
    ]);
  });
});
