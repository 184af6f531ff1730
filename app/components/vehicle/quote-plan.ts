import type { LeadPlan } from "#domain/lead";
import { depositInstallmentPlans, type InstallmentRatio, installmentRatios } from "#domain/pricing";
import type { PriceRow } from "#domain/vehicle";

/** The selected price row as the lead keeps it: the listing's own texts, and the instalment split when chosen. */
export function leadPlanOf(row: PriceRow, instalment?: string | null): LeadPlan {
  return {
    period: row.period,
    deposit: row.deposit,
    monthly: row.monthly,
    totalKm: row.totalKm,
    ...(instalment ? { instalment } : {}),
  };
}

/** The deposit splits a visitor may ask for on this row: none when the vehicle allows none or the row has no deposit amount. */
export function instalmentChoices(row: PriceRow | null | undefined, depositInstallment: string): InstallmentRatio[] {
  if (!row || depositInstallmentPlans([row], depositInstallment).length === 0) return [];
  return installmentRatios(depositInstallment);
}

/** `50:50` → `50:50 (2회 분납)`. */
export function instalmentLabel(ratio: string): string {
  return `${ratio} 2회 분납`;
}

/** The on-page form's own messages, the same on both sides (the schema's are used for name and phone). */
export const QUOTE_MESSAGES = {
  name: "이름을 입력해주세요",
  contact: "연락처를 입력해주세요",
  region: "운전자 연령을 선택해주세요",
  agreed: "개인정보 수집 및 이용에 동의해주세요",
  /** Above the form when some fields need another look. */
  check: "입력하신 내용을 확인해주세요.",
} as const;

/** What the on-page form's post answers when it fails (on success it redirects back with `?quote=sent#quote`). */
export interface QuoteFormResult {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}
