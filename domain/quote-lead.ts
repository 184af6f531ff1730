/**
 * 견적 문의's plan: the selected price row as the lead keeps it, and the deposit splits a visitor may ask for on it.
 * The lead itself is built as every form's is (`quoteLead`, domain/lead-form.ts; `leadBody`, domain/lead-body.ts).
 */
import type { LeadPlan } from "./lead";
import { depositInstallmentPlans, type InstallmentRatio, installmentRatios } from "./pricing";
import type { PriceRow } from "./vehicle";

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
