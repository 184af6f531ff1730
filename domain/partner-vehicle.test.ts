import { describe, expect, it } from "vitest";
import { partnerDraftProblem, partnerVehiclePayload, partnerVehicleTemplate } from "./partner-vehicle";
import { vehicleCreateSchema } from "./vehicle-input";

describe("partner vehicle form", () => {
  it("starts with five price rows and no claim the partner has not made: no name, photos, year, mileage or terms", () => {
    const draft = partnerVehicleTemplate("수입차", "중고차");
    expect(draft).toMatchObject({ name: "", category: "수입차", badges: ["중고차"], images: [] });
    expect(draft.priceInfo.map((r) => r.period)).toEqual(["60개월", "48개월", "36개월", "24개월", "12개월"]);
    expect(draft.priceInfo.every((r) => !r.monthly && !r.deposit)).toBe(true);
    expect(draft.priceInfo[0]?.selected).toBe(true);
    expect(draft.basicInfo).toEqual({ 제조연식: "", 주행거리: "", 차량번호: "", 연료: "가솔린" });
    expect(draft.benefits).toEqual([]);
    expect(draft.options).toEqual({ 외관내장: [], 안전장치: [], 편의장치: [], 시트: [], 전체옵션: "" });
    expect(draft.contractTerms).toEqual({ 개인계약자: "", 법인계약자: "" });
    expect(Object.values({ ...draft.insurance.책임한도, ...draft.insurance.면책금 }).every((v) => v === "")).toBe(true);
    expect(partnerVehicleTemplate("없는 카테고리", "신차").category).toBe("소형/준중형 세단");
    expect(partnerVehicleTemplate("전기차", "신차").category).toBe("전기차");
  });

  it("sends the insurance and terms the partner entered, and none when they entered none", () => {
    const draft = partnerVehicleTemplate("중형 SUV", "중고차");
    expect(vehicleCreateSchema.parse({ ...partnerVehiclePayload(draft), name: "K5" })).toMatchObject({
      insurance: null,
      contractTerms: null,
    });
    draft.insurance.면책금.자차 = "30만원";
    expect(partnerVehiclePayload(draft).insurance?.면책금.자차).toBe("30만원");
  });

  it("reports the missing name first, then the missing photos", () => {
    expect(partnerDraftProblem({ name: "  ", images: [] })).toBe("차량명을 입력해주세요");
    expect(partnerDraftProblem({ name: "K5", images: [] })).toBe("최소 1개 이상의 차량 이미지를 업로드해주세요");
    expect(partnerDraftProblem({ name: "K5", images: ["/media/x/960.webp"] })).toBeNull();
  });

  it("sends a body the shared create schema accepts, without empty benefit cards", () => {
    const draft = partnerVehicleTemplate("중형 SUV", "중고차");
    draft.name = " 쏘렌토 ";
    draft.images = ["/media/0123456789abcdef0123456789abcdef/960.webp"];
    draft.benefits.push(
      { icon: "percent", title: "신용등급 무관", desc: "" },
      { icon: "percent", title: "", desc: "" },
    );
    const body = partnerVehiclePayload(draft);
    expect(body.name).toBe("쏘렌토");
    expect(body.benefits).toHaveLength(1);
    expect(vehicleCreateSchema.safeParse(body).success).toBe(true);
  });
});
