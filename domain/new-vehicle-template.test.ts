import { describe, expect, it } from "vitest";
import { isPendingSlug, newVehicleSlug, newVehicleTemplate, pendingSlugTime } from "./new-vehicle-template";
import { parseVehicleInput, vehicleCreateSchema } from "./vehicle-input";

describe("newVehicleTemplate", () => {
  const draft = newVehicleTemplate({ now: 1712345678901, badge: "중고차", category: "%EC%A4%91%ED%98%95SUV" });

  it("is named after its pending slug, with the badge and category asked for", () => {
    expect(draft.name).toBe("new-vehicle-1712345678901");
    expect(draft.badges).toEqual(["중고차"]);
    expect(draft.category).toBe("중형 SUV");
  });

  it("falls back to 신차 and the first category", () => {
    const plain = newVehicleTemplate({ badge: "리스", category: "없는카테고리" });
    expect(plain.badges).toEqual(["신차"]);
    expect(plain.category).toBe("소형/준중형 세단");
    expect(isPendingSlug(plain.name)).toBe(true);
  });

  it("has five price rows of 60 to 12 months at 3만km, the first selected", () => {
    expect(draft.priceInfo.map((r) => r.period)).toEqual(["60개월", "48개월", "36개월", "24개월", "12개월"]);
    expect(draft.priceInfo.every((r) => r.totalKm === "3만km")).toBe(true);
    expect(draft.priceInfo.map((r) => r.selected)).toEqual([true, false, false, false, false]);
    expect(draft.depositInstallment).toBe("불가능 (기본)");
  });

  it("has the spec's benefits, insurance and contract terms", () => {
    expect(draft.benefits.map((b) => b.title)).toEqual([
      "최소 운전 연령 만 26세",
      "운전 경력 1년 이상",
      "신용등급 무관",
      "중도해지 위약금 30%",
      "주행거리 초과 km당 100원",
      "만기 시 인수 가능",
      "정비 서비스 미포함",
    ]);
    expect(draft.insurance).toEqual({
      책임한도: { 대인: "무한", 대물: "1억원", 자손: "1천5백만원" },
      면책금: { 대인: "30만원", 대물: "30만원", 자손: "30만원", 자차: "50만원" },
    });
    expect(draft.contractTerms.개인계약자).toContain("추가 운전자 1인");
    expect(draft.contractTerms.법인계약자).toContain("추가 운전자 1인");
    expect(draft.basicInfo).toEqual({ 제조연식: "25년07월", 주행거리: "5km", 차량번호: "임시번호", 연료: "가솔린" });
    expect(draft.options.외관내장.length).toBeGreaterThan(0);
  });

  it("leaves no insurance cell blank (a blank one is refused on save)", () => {
    const cells = [...Object.values(draft.insurance.책임한도), ...Object.values(draft.insurance.면책금)];
    expect(cells).toHaveLength(7);
    expect(cells.every((v) => v.trim() !== "")).toBe(true);
  });

  it("passes the create schema as it is", () => {
    expect(parseVehicleInput(vehicleCreateSchema, draft).success).toBe(true);
  });

  it("gives each call its own copy", () => {
    const a = newVehicleTemplate();
    a.priceInfo[0]!.monthly = "50만원";
    a.options.시트.push("통풍시트");
    const b = newVehicleTemplate();
    expect(b.priceInfo[0]!.monthly).toBe("");
    expect(b.options.시트).not.toContain("통풍시트");
  });
});

describe("pending slugs", () => {
  it("are new-vehicle-{timestamp}", () => {
    expect(newVehicleSlug(42)).toBe("new-vehicle-42");
    expect(isPendingSlug("new-vehicle-42")).toBe(true);
    expect(isPendingSlug("new-vehicle-42-2")).toBe(false);
    expect(isPendingSlug("k5")).toBe(false);
    expect(pendingSlugTime("new-vehicle-42")).toBe(42);
    expect(pendingSlugTime("k5")).toBeNull();
  });
});
