import { describe, expect, it } from "vitest";
import { BRANDS, brandOf } from "./brands";
import { MODELS } from "./car-models";
import { VEHICLE_CATEGORIES } from "./categories";
import { normalizeSearchText } from "./search";
import { hangulReading, SEARCH_VOCABULARY, SEARCH_VOCABULARY_ENTRIES } from "./search-vocabulary";
import { FUELS } from "./vehicle";

describe("hangulReading", () => {
  it("reads model codes out in Hangul", () => {
    expect(hangulReading("k5")).toBe("케이5");
    expect(hangulReading("ev6")).toBe("이브이6");
    expect(hangulReading("gv80")).toBe("지브이80");
    expect(hangulReading("e클래스")).toBe("이클래스");
    expect(hangulReading("모델y")).toBe("모델와이");
    expect(hangulReading("xc60")).toBe("엑스씨60");
  });
  it("leaves words and Korean names alone", () => {
    expect(hangulReading("tucson")).toBeNull();
    expect(hangulReading("쏘렌토")).toBeNull();
  });
});

describe("the search vocabulary", () => {
  it("knows each model's make as the brand filter does", () => {
    for (const model of MODELS) {
      for (const name of model.names) {
        const read = brandOf(name);
        // A code alone may be no make's (`a6`, `x3`): with the make written before it, it is that make's.
        const label = BRANDS.find((b) => b.key === model.brand)!.spellings[0]!;
        expect(read ?? brandOf(`${label} ${name}`), name).toBe(model.brand);
      }
    }
  });

  it("names only makes, fuels and categories the catalogue stores", () => {
    const makes = new Set(BRANDS.map((b) => b.key));
    for (const model of MODELS) expect(makes.has(model.brand), model.brand).toBe(true);
    for (const entry of SEARCH_VOCABULARY_ENTRIES) {
      for (const brand of entry.fields?.brands ?? []) expect(makes.has(brand), brand).toBe(true);
      for (const fuel of entry.fields?.fuels ?? []) expect(FUELS).toContain(fuel);
      for (const category of entry.fields?.categories ?? []) expect(VEHICLE_CATEGORIES).toContain(category);
    }
  });

  it("has every term typed for a word found again by it, whatever its case or spaces", () => {
    for (const [i, entry] of SEARCH_VOCABULARY_ENTRIES.entries()) {
      for (const term of entry.terms) {
        const words = SEARCH_VOCABULARY.terms.get(normalizeSearchText(term));
        expect(
          words?.map((w) => w.id),
          term,
        ).toContain(i);
      }
    }
  });

  it("covers the makes of the brand filter and the issue's words", () => {
    for (const brand of BRANDS) expect(SEARCH_VOCABULARY.terms.has(normalizeSearchText(brand.label))).toBe(true);
    for (const term of [
      "전기차",
      "ev",
      "하이브리드",
      "디젤",
      "엘피지",
      "휘발유",
      "suv",
      "세단",
      "경차",
      "소형",
      "준중형",
    ])
      expect(SEARCH_VOCABULARY.terms.has(term), term).toBe(true);
    for (const term of ["중형", "대형", "승합", "미니밴", "7인승", "9인승", "쌍용", "이클래스", "케이5", "지브이80"])
      expect(SEARCH_VOCABULARY.terms.has(term), term).toBe(true);
    for (const term of ["5시리즈", "이브이6", "모델와이", "투산", "그렌저", "쏘랜토"])
      expect(SEARCH_VOCABULARY.terms.has(term), term).toBe(true);
  });
});
