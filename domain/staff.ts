import { newPasswordField } from "./password";
import { phoneField } from "./phone-field";
import { z } from "./zod";

/**
 * Staff accounts of the admin (users with the admin role): the 대표 관리자 runs everything, staff and settings
 * included; a 상담원 works leads, reviews and listings, and cannot change settings, manage staff or delete data.
 */
export const STAFF_ROLES = ["owner", "consultant"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { owner: "대표 관리자", consultant: "상담원" };

/** How new leads get an owner at intake. */
export const LEAD_ROUTING_MODES = ["manual", "round_robin", "on_duty"] as const;
export type LeadRoutingMode = (typeof LEAD_ROUTING_MODES)[number];
export const LEAD_ROUTING_LABELS: Record<LeadRoutingMode, string> = {
  manual: "수동",
  round_robin: "순서대로 배정",
  on_duty: "근무 중인 상담원",
};
export const LEAD_ROUTING_HINTS: Record<LeadRoutingMode, string> = {
  manual: "새 문의는 담당자 없이 들어오고, 직접 배정합니다.",
  round_robin: "새 문의를 사용 중인 상담원에게 차례대로 배정합니다.",
  on_duty: "새 문의를 근무 중인 상담원에게 차례대로 배정하고, 근무 중인 상담원이 없으면 미배정으로 둡니다.",
};

/** 내 계정: one's own password and 근무 상태; where a one-time password is changed first. */
export const ACCOUNT_PATH = "/admin/account";

export const ON_DUTY_LABEL = "근무 중";
export const AWAY_LABEL = "자리 비움";

export const OWNER_ONLY = "대표 관리자만 이용할 수 있습니다.";
export const PASSWORD_CHANGE_REQUIRED = "임시 비밀번호를 새 비밀번호로 변경한 뒤 이용할 수 있습니다.";
export const STAFF_NOT_FOUND = "직원 계정을 찾을 수 없습니다.";
export const STAFF_LOGIN_ID_TAKEN = "이미 사용 중인 아이디입니다. 다른 아이디를 입력해주세요.";
export const CANNOT_DISABLE_SELF = "자기 자신의 계정은 사용 중지할 수 없습니다.";
export const CANNOT_CHANGE_OWN_ROLE = "자기 자신의 역할은 바꿀 수 없습니다.";
export const LAST_OWNER = "마지막 대표 관리자는 사용 중지하거나 역할을 바꿀 수 없습니다.";
export const OWN_PASSWORD_ELSEWHERE = "자신의 비밀번호는 내 계정에서 변경해주세요.";
export const CURRENT_PASSWORD_WRONG = "현재 비밀번호가 올바르지 않습니다";
export const PASSWORD_SAME_AS_CURRENT = "현재 비밀번호와 다른 비밀번호를 입력해주세요";
export const PASSWORD_CHANGED = "비밀번호를 변경했습니다.";

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${max}자 이내로 입력해주세요`);

/** A staff member's sign-in id. */
export const staffLoginIdField = () =>
  required("아이디를 입력해주세요", 30)
    .min(4, "아이디는 4자 이상 입력해주세요")
    .regex(/^[A-Za-z0-9._-]+$/, "아이디는 영문, 숫자와 . _ - 만 사용할 수 있습니다");

/** `POST /api/staff`: a new 상담원 (or 대표 관리자); the server makes the one-time password. */
export const newStaffSchema = z.object({
  name: required("이름을 입력해주세요", 30),
  loginId: staffLoginIdField(),
  phone: phoneField("연락처를 입력해주세요"),
  email: required("이메일을 입력해주세요", 200).pipe(z.email({ error: "올바른 이메일 주소를 입력해주세요" })),
  staffRole: z.enum(STAFF_ROLES, { error: "역할을 선택해주세요" }).default("consultant"),
});
export type NewStaff = z.infer<typeof newStaffSchema>;

/** `PATCH /api/staff/{id}`: enable or disable, change the role. */
export const staffUpdateSchema = z
  .object({
    disabled: z.boolean({ error: "사용 여부가 올바르지 않습니다" }).optional(),
    staffRole: z.enum(STAFF_ROLES, { error: "역할이 올바르지 않습니다" }).optional(),
  })
  .refine((v) => v.disabled !== undefined || v.staffRole !== undefined, { message: "바꿀 내용이 없습니다" });

/** `POST /api/account/password`: one's own password, current and new. */
export const passwordChangeSchema = (isCommon?: (password: string) => boolean) =>
  z
    .object({
      currentPassword: z
        .string({ error: "현재 비밀번호를 입력해주세요" })
        .min(1, "현재 비밀번호를 입력해주세요")
        .max(200, CURRENT_PASSWORD_WRONG),
      newPassword: newPasswordField(isCommon),
      newPasswordConfirm: z.string().max(200).optional(),
    })
    .refine((v) => v.newPasswordConfirm === undefined || v.newPasswordConfirm === v.newPassword, {
      message: "새 비밀번호가 일치하지 않습니다",
      path: ["newPasswordConfirm"],
    })
    .refine((v) => v.newPassword !== v.currentPassword, {
      message: PASSWORD_SAME_AS_CURRENT,
      path: ["newPassword"],
    });

export const leadRoutingSchema = z.object({
  mode: z.enum(LEAD_ROUTING_MODES, { error: "배정 방식을 선택해주세요" }),
});

export const dutySchema = z.object({ onDuty: z.boolean({ error: "근무 상태가 올바르지 않습니다" }) });

/** One row of the staff screen (`GET /api/staff`). */
export interface StaffMember {
  id: number;
  name: string;
  loginId: string;
  phone: string;
  email: string;
  staffRole: StaffRole;
  disabled: boolean;
  onDuty: boolean;
  mustChangePassword: boolean;
  createdAt: string;
}

/**
 * The next owner in a rotation: the first candidate after the last one given a lead (by id), wrapping round; null
 * with no candidate. Candidates need not include the last one (disabled or off duty since).
 */
export function nextInRotation(candidates: readonly number[], last: number | null): number | null {
  if (candidates.length === 0) return null;
  const sorted = [...candidates].sort((a, b) => a - b);
  if (last === null) return sorted[0] ?? null;
  return sorted.find((id) => id > last) ?? sorted[0] ?? null;
}
