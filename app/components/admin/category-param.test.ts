import { describe, expect, it } from "vitest";
import { resolveAdminCategory } from "./category-param";

describe("admin category parameter", () => {
  it("finds the canonical category by value or slug", () => {
    expect(resolveAdminCategory("소형준중형SUV")).toEqual({
      name: "소형/준중형 SUV",
      slug: "소형준중형SUV",
      board: false,
    });
    expect(resolveAdminCategory(encodeURIComponent(encodeURIComponent("중형 세단")))).toEqual({
      name: "중형 세단",
      slug: "중형세단",
      board: false,
    });
    expect(resolveAdminCategory("제네시스SUV").name).toBe("제네시스 SUV");
  });

  it("recognises the 무보증 리스트 board", () => {
    expect(resolveAdminCategory("무보증리스트")).toEqual({ name: "무보증 리스트", slug: "무보증리스트", board: true });
    expect(resolveAdminCategory(encodeURIComponent("무보증 리스트")).board).toBe(true);
  });

  it("keeps an unknown name as given", () => {
    expect(resolveAdminCategory("트럭")).toEqual({ name: "트럭", slug: "트럭", board: false });
  });
});
