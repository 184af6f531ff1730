/**
 * The staff roles' names and the staff screens' words, without the form rules (domain/staff.ts): the admin header,
 * the area guards and the root's refusal read these, and load no validation library with them.
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
