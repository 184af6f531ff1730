import { newPasswordField } from "./password";
import { phoneField } from "./phone-field";
import {
  CURRENT_PASSWORD_WRONG,
  LEAD_ROUTING_MODES,
  PASSWORD_SAME_AS_CURRENT,
  STAFF_ROLES,
  type StaffRole,
} from "./staff-text";
import { z } from "./zod";

/**
 * Staff accounts of the admin (users with the admin role): the 대표 관리자 runs everything, staff and settings
 * included; a 상담원 works leads, reviews and listings, and cannot change settings, manage staff or delete data.
 */
export * from "./staff-text";

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
