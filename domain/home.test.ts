import { describe, expect, it } from "vitest";
import { VEHICLE_CATEGORIES } from "./categories";
import { FALLBACK_NAMES, HOME_TILE_SPECS, homeCategoryHref, homeSearchHref, retentionLabel, SEDAN_TILES, SUV_TILES } from "./home";

describe("home groups", () => {
  it("has four sedan and four SUV tiles of known categories, each with fallback names", () => {
    expect(SEDAN_TILES.map((t) => t.category)).toEqual(["소형/준중형 세단", "중형 세단", "대형 세단", "제네시스"]);
    expect(SUV_TILES.map((t) => t.category)).toEqual(["소형/준중형 SUV", "중형 SUV", "대형 SUV", "제네시스 SUV"]);
    for (const tile of HOME_TILE_SPECS) {
      expect(FALLBACK_NAMES[tile.category]?.length, tile.category).toBeGreaterThan(0);
      if (tile.category !== "무보증 리스트") expect(VEHICLE_CATEGORIES).toContain(tile.category);
    }
  });
});

describe("homeCategoryHref", () => {
  it("drops spaces and slashes from the category and encodes it", () => {
    expect(homeCategoryHref("소형/준중형 세단", false)).toBe(`/vehicle-detail/${encodeURIComponent("소형준중형세단")}`);
    expect(decodeURIComponent(homeCategoryHref("일반번호판 구독카", false))).toBe("/vehicle-detail/일반번호판구독카");
    expect(decodeURIComponent(homeCategoryHref("무보증 리스트", true))).toBe("/customer/vehicle-detail/무보증리스트");
  });
});

describe("homeSearchHref", () => {
  it("trims the query and ignores blanks", () => {
    expect(homeSearchHref("  그랜저 ", false)).toBe(`/search?q=${encodeURIComponent("그랜저")}`);
    expect(homeSearchHref("K5 & 쏘나타", true)).toBe("/customer/search?q=K5%20%26%20%EC%8F%98%EB%82%98%ED%83%80");
    expect(homeSearchHref("   ", false)).toBeNull();
    expect(homeSearchHref("", true)).toBeNull();
  });
});

describe("retentionLabel", () => {
  it("shows whole years as years and anything else in days", () => {
    expect(retentionLabel(1095)).toBe("3년");
    expect(retentionLabel(365)).toBe("1년");
    expect(retentionLabel(90)).toBe("90일");
  });
});
