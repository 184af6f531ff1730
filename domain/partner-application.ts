import { newPasswordField } from "./password";
import { phoneField } from "./phone-field";
import { z } from "./zod";

/**
 * The partners sign-up (`POST /api/partners` and the /partners-signup form): a rental company (렌트사) or a dealer (딜러),
 * each with its own fields as docs/spec/admin-and-partners.md §3 names them. One schema for both sides, Korean
 * messages.
 */

export const PARTNER_TYPES = ["렌트사", "딜러"] as const;
export type PartnerType = (typeof PARTNER_TYPES)[number];

export const PARTNER_SIGNUP_SENT = "가입 신청이 접수되었습니다. 관리자 승인 후 로그인할 수 있습니다.";
export const PARTNER_SIGNUP_FAILED = "회원가입 중 오류가 발생했습니다.";
/** Approving an application whose id an account already has: the admin gives the partner another. */
export const LOGIN_ID_TAKEN = "이미 사용 중인 아이디입니다. 다른 아이디를 입력해 승인해주세요.";
export const APPLICATION_PENDING = "가입 승인 대기 중입니다. 관리자 승인 후 로그인할 수 있습니다.";
export const APPLICATION_REJECTED = "가입 신청이 거절되었습니다. 고객센터로 문의해주세요.";
export const PARTNER_SUSPENDED = "이용이 정지된 파트너 계정입니다. 고객센터로 문의해주세요.";
export const PARTNER_REVOKED = "파트너 승인이 취소된 계정입니다. 고객센터로 문의해주세요.";
export const PASSWORD_MISMATCH = "비밀번호가 일치하지 않습니다";

const required = (message: string, max = 100) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${max}자 이내로 입력해주세요`);

const phone = phoneField;

const email = (message: string) => required(message, 200).pipe(z.email({ error: "올바른 이메일 주소를 입력해주세요" }));

/** A partner's sign-in id, as the applicant chooses it or an admin gives it at approval. */
const loginIdField = () =>
  required("아이디를 입력해주세요", 30)
    .min(4, "아이디는 4자 이상 입력해주세요")
    .regex(/^[A-Za-z0-9._-]+$/, "아이디는 영문, 숫자와 . _ - 만 사용할 수 있습니다");

/** The fields both kinds of partner fill in; the server passes its check against the common-password list. */
const commonFields = (isCommonPassword?: (password: string) => boolean) => ({
  loginId: loginIdField(),
  password: newPasswordField(isCommonPassword),
  /** Collected by the form; the server checks it too when it is sent. */
  passwordConfirm: z.string().max(200).optional(),
  privacyAgree: z.literal(true, { error: "개인정보 수집 및 이용에 동의해주세요" }),
  serviceAgree: z.literal(true, { error: "서비스 이용약관에 동의해주세요" }),
});

/**
 * A sign-up as the form checks it (`partnerApplicationSchema`) or, with the common-password check, as the server
 * does.
 */
export function partnerApplicationSchemaWith(isCommonPassword?: (password: string) => boolean) {
  const common = commonFields(isCommonPassword);
  const rental = z.object({
    type: z.literal("렌트사"),
    ...common,
    companyName: required("회사명을 입력해주세요"),
    managerNamePosition: required("담당자 성함/직급을 입력해주세요"),
    managerPhone: phone("담당자 연락처를 입력해주세요"),
    email: email("이메일을 입력해주세요"),
    companyAddress: required("회사 주소를 입력해주세요", 200),
  });
  const dealer = z.object({
    type: z.literal("딜러"),
    ...common,
    affiliatedCompany: required("소속 회사를 입력해주세요"),
    dealerNamePosition: required("딜러 성함/직급을 입력해주세요"),
    dealerPhone: phone("딜러 연락처를 입력해주세요"),
    dealerEmail: email("딜러 이메일을 입력해주세요"),
    dealerAddress: required("딜러 주소를 입력해주세요", 200),
  });
  return z
    .discriminatedUnion("type", [rental, dealer], {
      error: "가입 유형(렌트사 또는 딜러)을 선택해주세요",
    })
    .refine((data) => data.passwordConfirm === undefined || data.passwordConfirm === data.password, {
      message: PASSWORD_MISMATCH,
      path: ["passwordConfirm"],
      // Checked even while other fields are still wrong, so the form shows every problem at once.
      when: (payload) => {
        const value = payload.value as { password?: unknown; passwordConfirm?: unknown } | undefined;
        return (
          typeof value?.password === "string" &&
          (value.passwordConfirm === undefined || typeof value.passwordConfirm === "string")
        );
      },
    });
}

export const partnerApplicationSchema = partnerApplicationSchemaWith();

/**
 * An admin's approval (`POST /api/partners/{id}/approve`): the id the account gets, the applicant's own when left
 * out. Sign-up takes any valid id, taken or not, so a taken one is given another here.
 */
export const partnerApprovalSchema = z.object({ loginId: loginIdField().optional() });

export type PartnerApplication = z.output<typeof partnerApplicationSchema>;

/** The stored columns: a dealer's affiliation, name, phone, e-mail and address go where a company's do. */
export interface ApplicationColumns {
  type: PartnerType;
  loginId: string;
  companyName: string;
  managerNamePosition: string;
  managerPhone: string;
  email: string;
  companyAddress: string;
}

export function applicationColumns(a: PartnerApplication): ApplicationColumns {
  if (a.type === "렌트사") {
    const { type, loginId, companyName, managerNamePosition, managerPhone, email, companyAddress } = a;
    return { type, loginId, companyName, managerNamePosition, managerPhone, email, companyAddress };
  }
  return {
    type: a.type,
    loginId: a.loginId,
    companyName: a.affiliatedCompany,
    managerNamePosition: a.dealerNamePosition,
    managerPhone: a.dealerPhone,
    email: a.dealerEmail,
    companyAddress: a.dealerAddress,
  };
}

/** The fields each applicant type fills in after the common ones, with their labels and input types. */
export const APPLICATION_FIELDS: Record<
  PartnerType,
  readonly { name: string; label: string; type: "text" | "tel" | "email"; autoComplete: string; placeholder: string }[]
> = {
  렌트사: [
    { name: "companyName", label: "회사명", type: "text", autoComplete: "organization", placeholder: "예) 바른렌터카" },
    {
      name: "managerNamePosition",
      label: "담당자 성함/직급",
      type: "text",
      autoComplete: "name",
      placeholder: "예) 홍길동 / 팀장",
    },
    { name: "managerPhone", label: "담당자 연락처", type: "tel", autoComplete: "tel", placeholder: "010-1234-5678" },
    { name: "email", label: "이메일", type: "email", autoComplete: "email", placeholder: "name@company.com" },
    {
      name: "companyAddress",
      label: "회사 주소",
      type: "text",
      // One line: HTML allows "street-address" only on a multi-line <textarea>.
      autoComplete: "address-line1",
      placeholder: "예) 서울시 강남구 테헤란로 123",
    },
  ],
  딜러: [
    {
      name: "affiliatedCompany",
      label: "소속 회사",
      type: "text",
      autoComplete: "organization",
      placeholder: "예) 현대자동차 강남지점",
    },
    {
      name: "dealerNamePosition",
      label: "딜러 성함/직급",
      type: "text",
      autoComplete: "name",
      placeholder: "예) 김딜러 / 과장",
    },
    { name: "dealerPhone", label: "딜러 연락처", type: "tel", autoComplete: "tel", placeholder: "010-1234-5678" },
    {
      name: "dealerEmail",
      label: "딜러 이메일",
      type: "email",
      autoComplete: "email",
      placeholder: "name@company.com",
    },
    {
      name: "dealerAddress",
      label: "딜러 주소",
      type: "text",
      autoComplete: "address-line1",
      placeholder: "예) 서울시 서초구 강남대로 456",
    },
  ],
};

/**
 * An application waits (pending), is refused (rejected) or approved, which creates the account. An approved
 * partner can be suspended (the account is off until resumed) or revoked (off for good).
 */
export const PARTNER_APPLICATION_STATUSES = ["pending", "approved", "rejected", "suspended", "revoked"] as const;
export type PartnerApplicationStatus = (typeof PARTNER_APPLICATION_STATUSES)[number];

/** What an admin can do to an approved partner's account. */
export const PARTNER_STANDING_ACTIONS = ["suspend", "resume", "revoke"] as const;
export type PartnerStandingAction = (typeof PARTNER_STANDING_ACTIONS)[number];

/** What the admin's 파트너 신청 tab lists (never the password hash). */
export interface PartnerApplicationItem {
  id: number;
  type: PartnerType;
  loginId: string;
  companyName: string;
  managerNamePosition: string;
  managerPhone: string;
  email: string;
  companyAddress: string;
  status: PartnerApplicationStatus;
  /** Another account already signs in with the id (letter case ignored): approval needs another one. */
  loginIdTaken: boolean;
  reviewedAt: string | null;
  createdAt: string;
}
