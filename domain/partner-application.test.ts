import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors";
import {
  applicationColumns,
  PASSWORD_MISMATCH,
  partnerApplicationSchema,
  partnerApprovalSchema,
} from "./partner-application";

const rental = {
  type: "렌트사",
  loginId: "barun-rent",
  password: "secret-pass-1",
  passwordConfirm: "secret-pass-1",
  companyName: "바른렌터카",
  managerNamePosition: "홍길동 / 팀장",
  managerPhone: "010-2222-3333",
  email: "rent@example.com",
  companyAddress: "서울시 중구",
  privacyAgree: true,
  serviceAgree: true,
};

const dealer = {
  type: "딜러",
  loginId: "kim.dealer",
  password: "dealer-pass-1",
  affiliatedCompany: "현대 강남지점",
  dealerNamePosition: "김딜러 / 과장",
  dealerPhone: "02 123 4567",
  dealerEmail: "dealer@example.com",
  dealerAddress: "서울시 서초구",
  privacyAgree: true,
  serviceAgree: true,
};

const errorsOf = (input: unknown) => {
  const result = partnerApplicationSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe("partnerApplicationSchema", () => {
  it("accepts a rental company and stores the phone as digits", () => {
    const parsed = partnerApplicationSchema.parse(rental);
    expect(applicationColumns(parsed)).toEqual({
      type: "렌트사",
      loginId: "barun-rent",
      companyName: "바른렌터카",
      managerNamePosition: "홍길동 / 팀장",
      managerPhone: "01022223333",
      email: "rent@example.com",
      companyAddress: "서울시 중구",
    });
  });

  it("maps a dealer's fields to the stored columns, with no confirmation sent", () => {
    expect(applicationColumns(partnerApplicationSchema.parse(dealer))).toMatchObject({
      type: "딜러",
      companyName: "현대 강남지점",
      managerNamePosition: "김딜러 / 과장",
      managerPhone: "021234567",
      email: "dealer@example.com",
      companyAddress: "서울시 서초구",
    });
  });

  it("names every missing field of the chosen type in Korean", () => {
    expect(errorsOf({ type: "딜러" })).toMatchObject({
      loginId: "아이디를 입력해주세요",
      password: "비밀번호를 입력해주세요",
      affiliatedCompany: "소속 회사를 입력해주세요",
      dealerNamePosition: "딜러 성함/직급을 입력해주세요",
      dealerPhone: "딜러 연락처를 입력해주세요",
      dealerEmail: "딜러 이메일을 입력해주세요",
      dealerAddress: "딜러 주소를 입력해주세요",
      privacyAgree: "개인정보 수집 및 이용에 동의해주세요",
      serviceAgree: "서비스 이용약관에 동의해주세요",
    });
    expect(errorsOf({ ...rental, type: "기타" })).toHaveProperty("type");
  });

  it("checks formats, length and agreements", () => {
    const errors = errorsOf({
      ...rental,
      managerPhone: "12345",
      email: "no-at",
      password: "short",
      passwordConfirm: "short",
      privacyAgree: false,
    });
    expect(errors.managerPhone).toContain("올바른 연락처");
    expect(errors.email).toBe("올바른 이메일 주소를 입력해주세요");
    expect(errors.password).toBe("비밀번호는 10자 이상 입력해주세요");
    expect(errors.privacyAgree).toBe("개인정보 수집 및 이용에 동의해주세요");
    expect(errorsOf({ ...rental, loginId: "한글아이디" }).loginId).toContain("영문");
    expect(errorsOf({ ...rental, loginId: "abc" }).loginId).toBe("아이디는 4자 이상 입력해주세요");
  });

  it("refuses a confirmation that differs, even alongside other errors", () => {
    expect(errorsOf({ ...rental, passwordConfirm: "other-pass-1" })).toEqual({ passwordConfirm: PASSWORD_MISMATCH });
    expect(errorsOf({ ...rental, companyName: "", passwordConfirm: "other-pass-1" })).toMatchObject({
      companyName: "회사명을 입력해주세요",
      passwordConfirm: PASSWORD_MISMATCH,
    });
  });
});

describe("partnerApprovalSchema", () => {
  it("takes no id (the applicant's own) or one with the sign-up's rules, trimmed", () => {
    expect(partnerApprovalSchema.parse({})).toEqual({});
    expect(partnerApprovalSchema.parse({ loginId: " barun-2 " })).toEqual({ loginId: "barun-2" });
    const refused = (loginId: string) => partnerApprovalSchema.safeParse({ loginId }).error?.issues[0]?.message;
    expect(refused("한글아이디")).toBe("아이디는 영문, 숫자와 . _ - 만 사용할 수 있습니다");
    expect(refused("abc")).toBe("아이디는 4자 이상 입력해주세요");
    expect(refused("")).toBe("아이디를 입력해주세요");
  });
});
