import { describe, expect, it } from "vitest";
import {
  INQUIRE,
  isInquiryInsurance,
  isInquiryTerms,
  missingFacts,
  missingFactsMessage,
  withInquiry,
} from "./listing-facts";
import { EMPTY_INSURANCE } from "./vehicle-input";

const stated = {
  basicInfo: { 제조연식: "24년01월", 주행거리: "1만km", 연료: "디젤" },
  insurance: {
    책임한도: { 대인: "무한", 대물: "2억원", 자손: "1억원" },
    면책금: { 대인: "없음", 대물: "20만원", 자손: "없음", 자차: "30만원" },
  },
  contractTerms: { 개인계약자: "만 26세 이상", 법인계약자: "" },
};

describe("required facts", () => {
  it("are all stated by a listing that says each, one contract text being enough", () => {
    expect(missingFacts(stated)).toEqual([]);
  });

  it("are missing when empty, blank or a table of empty cells", () => {
    expect(
      missingFacts({
        basicInfo: { 제조연식: "  ", 연료: "디젤" },
        insurance: EMPTY_INSURANCE,
        contractTerms: { 개인계약자: "", 법인계약자: " " },
      }),
    ).toEqual(["modelYear", "mileage", "insurance", "contractTerms"]);
    expect(missingFacts({ basicInfo: {}, insurance: null, contractTerms: null })).toHaveLength(4);
  });

  it("are marked 렌트사 문의 only where empty, so a stated fact is never overwritten", () => {
    const empty = { basicInfo: { 제조연식: "24년01월", 연료: "디젤" }, insurance: null, contractTerms: null };
    const marked = withInquiry(empty, ["modelYear", "mileage", "insurance", "contractTerms"]);
    expect(marked.basicInfo).toEqual({ 제조연식: "24년01월", 주행거리: INQUIRE, 연료: "디젤" });
    expect(isInquiryInsurance(marked.insurance ?? null)).toBe(true);
    expect(isInquiryTerms(marked.contractTerms ?? null)).toBe(true);
    expect(missingFacts({ ...empty, ...marked })).toEqual([]);
    expect(withInquiry(stated, ["insurance", "modelYear"])).toEqual({});
  });

  it("are named in one Korean message when left empty", () => {
    expect(missingFactsMessage(["modelYear", "insurance"])).toBe(
      "비어 있는 필수 항목이 있습니다: 연식, 보험 보장. 각 항목을 '렌트사 문의'로 표시해야 승인할 수 있습니다.",
    );
  });
});
