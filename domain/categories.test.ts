import { describe, expect, it } from "vitest";
import {
  canonicalCategory,
  canonicalVehicleCategory,
  categorySlug,
  DISPLAY_GROUP_CATEGORIES,
  DISPLAY_GROUPS,
  decodeSegment,
  displayGroupOf,
  isImportedVehicle,
  LISTING_CATEGORIES,
  NO_DEPOSIT_CATEGORY,
  PARTNER_CATEGORIES,
  VEHICLE_CATEGORIES,
} from "./categories";

describe("category lists", () => {
  it("has the 11 admin categories in order", () => {
    expect(VEHICLE_CATEGORIES).toEqual([
      "소형/준중형 세단",
      "중형 세단",
      "대형 세단",
      "제네시스",
      "소형/준중형 SUV",
      "중형 SUV",
      "대형 SUV",
      "제네시스 SUV",
      "전기차",
      "수입차",
      "일반번호판 구독카",
    ]);
  });

  it("lists the no-deposit board after them for the listing pages", () => {
    expect(NO_DEPOSIT_CATEGORY).toBe("무보증 리스트");
    expect(LISTING_CATEGORIES).toHaveLength(12);
    expect(LISTING_CATEGORIES.at(-1)).toBe("무보증 리스트");
  });

  it("gives partners every vehicle category, 전기차 included, with their labels", () => {
    expect(PARTNER_CATEGORIES).toHaveLength(11);
    expect(PARTNER_CATEGORIES.map((c) => c.value)).toEqual([...VEHICLE_CATEGORIES]);
    const labels = Object.fromEntries(PARTNER_CATEGORIES.map((c) => [c.value, c.label]));
    expect(labels).toMatchObject({
      "중형 세단": "중형 세단",
      "중형 SUV": "중형 SUV",
      제네시스: "제네시스 세단",
      수입차: "수입 차량",
      전기차: "전기차",
    });
    for (const { value, label } of PARTNER_CATEGORIES) {
      expect(VEHICLE_CATEGORIES).toContain(value);
      expect(canonicalCategory(label)).toBe(value);
    }
  });
});

describe("categorySlug", () => {
  it.each([
    ["소형/준중형 세단", "소형준중형세단"],
    ["중형 세단", "중형세단"],
    ["대형 세단", "대형세단"],
    ["제네시스", "제네시스"],
    ["소형/준중형 SUV", "소형준중형SUV"],
    ["중형 SUV", "중형SUV"],
    ["대형 SUV", "대형SUV"],
    ["제네시스 SUV", "제네시스SUV"],
    ["전기차", "전기차"],
    ["수입차", "수입차"],
    ["일반번호판 구독카", "일반번호판구독카"],
    ["무보증 리스트", "무보증리스트"],
  ])("%s → %s", (name, slug) => {
    expect(categorySlug(name)).toBe(slug);
    expect(canonicalCategory(slug)).toBe(name);
  });
});

describe("canonicalCategory", () => {
  it("knows every canonical name as itself", () => {
    for (const c of LISTING_CATEGORIES) expect(canonicalCategory(c)).toBe(c);
  });

  it.each([
    ["외제차", "수입차"],
    ["프리미엄 외제차", "수입차"],
    ["프리미엄 수입차", "수입차"],
    ["수입 차량", "수입차"],
    ["수입차량", "수입차"],
    ["소형준중형 세단", "소형/준중형 세단"],
    ["소형 준중형 세단", "소형/준중형 세단"],
    ["소형준중형세단", "소형/준중형 세단"],
    ["소형준중형 SUV", "소형/준중형 SUV"],
    ["소형 준중형 SUV", "소형/준중형 SUV"],
    ["소형준중형suv", "소형/준중형 SUV"],
    ["구독카/일반번호판", "일반번호판 구독카"],
    ["일반번호판구독카", "일반번호판 구독카"],
    ["제네시스 세단", "제네시스"],
    ["  중형 세단  ", "중형 세단"],
    ["무보증리스트", "무보증 리스트"],
  ])("maps the alias %s to %s", (alias, canonical) => {
    expect(canonicalCategory(alias)).toBe(canonical);
  });

  it("keeps 전기차 as 전기차", () => {
    expect(canonicalCategory("전기차")).toBe("전기차");
  });

  it("decodes URL segments encoded once or twice", () => {
    const once = encodeURIComponent("외제차");
    const twice = encodeURIComponent(once);
    expect(once).toBe("%EC%99%B8%EC%A0%9C%EC%B0%A8");
    expect(canonicalCategory(once)).toBe("수입차");
    expect(canonicalCategory(twice)).toBe("수입차");
    expect(canonicalCategory(encodeURIComponent(encodeURIComponent("소형/준중형 세단")))).toBe("소형/준중형 세단");
    expect(canonicalCategory(encodeURIComponent("일반번호판 구독카"))).toBe("일반번호판 구독카");
  });

  it("returns null for unknown, empty and malformed input", () => {
    expect(canonicalCategory("없는카테고리")).toBeNull();
    expect(canonicalCategory("")).toBeNull();
    expect(canonicalCategory(null)).toBeNull();
    expect(canonicalCategory(undefined)).toBeNull();
    expect(canonicalCategory("%E0%A4%A")).toBeNull();
    expect(canonicalCategory("세단")).toBeNull();
  });

  it("separates vehicle categories from the board", () => {
    expect(canonicalVehicleCategory("무보증 리스트")).toBeNull();
    expect(canonicalVehicleCategory("외제차")).toBe("수입차");
  });
});

describe("decodeSegment", () => {
  it("decodes at most twice and leaves malformed escapes alone", () => {
    expect(decodeSegment("a%2520b")).toBe("a b");
    expect(decodeSegment("a%252520b")).toBe("a%20b");
    expect(decodeSegment("100%")).toBe("100%");
    expect(decodeSegment("%ZZ")).toBe("%ZZ");
    expect(decodeSegment("plain")).toBe("plain");
  });
});

describe("display groups", () => {
  it("has 세단, SUV, 수입차 and 일반번호판 구독카 with their categories", () => {
    expect(DISPLAY_GROUPS).toEqual(["세단", "SUV", "수입차", "일반번호판 구독카"]);
    expect(DISPLAY_GROUP_CATEGORIES.세단).toEqual(["소형/준중형 세단", "중형 세단", "대형 세단", "제네시스"]);
    expect(DISPLAY_GROUP_CATEGORIES.SUV).toEqual(["소형/준중형 SUV", "중형 SUV", "대형 SUV", "제네시스 SUV"]);
    expect(DISPLAY_GROUP_CATEGORIES.수입차).toEqual(["수입차"]);
    expect(DISPLAY_GROUP_CATEGORIES["일반번호판 구독카"]).toEqual(["일반번호판 구독카"]);
  });

  it.each([
    ["아반떼", "소형/준중형 세단", "세단"],
    ["G80", "제네시스", "세단"],
    ["쏘렌토", "중형 SUV", "SUV"],
    ["GV80", "제네시스 SUV", "SUV"],
    ["캐스퍼", "일반번호판 구독카", "일반번호판 구독카"],
    ["볼보 XC60", "수입차", "수입차"],
    ["볼보 XC60", "외제차", "수입차"],
    ["Benz E300", "대형 세단", "수입차"],
    ["벤츠 GLC", "중형 SUV", "수입차"],
    ["BMW 520i", "중형 세단", "수입차"],
    ["비엠더블유 X5", "대형 SUV", "수입차"],
    ["Audi A6", "대형 세단", "수입차"],
    ["아우디 Q5", "중형 SUV", "수입차"],
    ["아이오닉5", "전기차", null],
  ])("%s (%s) is listed under %s", (name, category, group) => {
    expect(displayGroupOf({ name, category })).toBe(group);
  });

  it("treats imported brands in any script as imported", () => {
    expect(isImportedVehicle({ name: "벤츠 E클래스", category: "대형 세단" })).toBe(true);
    expect(isImportedVehicle({ name: "메르세데스-벤츠 S500", category: "대형 세단" })).toBe(true);
    expect(isImportedVehicle({ name: "bmw x3", category: "중형 SUV" })).toBe(true);
    expect(isImportedVehicle({ name: "AUDI Q7", category: "대형 SUV" })).toBe(true);
    expect(isImportedVehicle({ name: "테슬라 모델Y", category: "수입차" })).toBe(true);
    expect(isImportedVehicle({ name: "그랜저", category: "대형 세단" })).toBe(false);
  });
});
