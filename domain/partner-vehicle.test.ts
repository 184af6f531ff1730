import { describe, expect, it } from "vitest";
import { partnerDraftProblem, partnerVehiclePayload, partnerVehicleTemplate } from "./partner-vehicle";
import { vehicleCreateSchema } from "./vehicle-input";

describe("partner vehicle form", () => {
  it("starts from the partner defaults: five price rows, template options, no name and no photos", () => {
    const draft = partnerVehicleTemplate("수입차", "중고차");
    expect(draft).toMatchObject({ name: "", category: "수입차", badges: ["중고차"], images: [] });
    expect(draft.priceInfo.map((r) => r.period)).toEqual(["60개월", "48개월", "36개월", "24개월", "12개월"]);
    expect(draft.priceInfo[0]?.selected).toBe(true);
    expect(draft.basicInfo).toEqual({ 제조연식: "25년07월", 주행거리: "5km", 차량번호: "", 연료: "가솔린" });
    expect(draft.insurance.책임한도.대물).toBe("2억원");
    expect(partnerVehicleTemplate("없는 카테고리", "신차").category).toBe("소형/준중형 세단");
  });

  it("starts with every insurance cell filled: the spec's amounts, and 없음 for the deductibles it names none for", () => {
    const draft = partnerVehicleTemplate("중형 SUV", "신차");
    expect(draft.insurance).toEqual({
      책임한도: { 대인: "무한", 대물: "2억원", 자손: "1억5천만원" },
      면책금: { 대인: "없음", 대물: "20만원", 자손: "없음", 자차: "50만원" },
    });
    expect(Object.values({ ...draft.insurance.책임한도, ...draft.insurance.면책금 }).every((v) => v.trim())).toBe(true);
  });

  it("sends the partners' insurance with a new listing and leaves a stored listing's insurance alone", () => {
    const draft = partnerVehicleTemplate("중형 SUV", "중고차");
    // An unsaved draft kept from the older form, with the blank deductibles it had then.
    draft.insurance.면책금.대인 = "";
    draft.insurance.면책금.자손 = "";
    expect(partnerVehiclePayload(draft, "add").insurance).toEqual(
      partnerVehicleTemplate("중형 SUV", "중고차").insurance,
    );
    expect(partnerVehiclePayload(draft, "edit")).not.toHaveProperty("insurance");
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
    draft.benefits.push({ icon: "percent", title: "", desc: "" });
    const body = partnerVehiclePayload(draft);
    expect(body.name).toBe("쏘렌토");
    expect(body.benefits).toHaveLength(7);
    expect(vehicleCreateSchema.safeParse(body).success).toBe(true);
  });
});
