/**
 * An issued 견적서: one plan of a listing with its figures frozen when it was issued, kept and shared by a link
 * for QUOTE_VALID_DAYS. It holds the car and the plan only, nothing about the visitor.
 */
import type { LeadPlan } from "./lead";
import type { PlanCost } from "./plan-cost";
import type { Insurance, PriceRow } from "./vehicle";

export const QUOTE_VALID_DAYS = 7;
export const QUOTE_EXPIRED = "만료된 견적서";

export const QUOTE_MESSAGES = {
  invalid: "견적서를 만들 요금제를 확인해주세요.",
  vehicle: "견적서를 만들 차량을 찾을 수 없습니다.",
  row: "선택하신 요금제를 찾을 수 없습니다. 페이지를 새로고침한 뒤 다시 선택해주세요.",
  failed: "견적서를 만드는 중 오류가 발생했습니다. 잠시 후 다시 시도해주세요.",
} as const;

/** The plan a quote is asked for: its place in the price table, its period and deposit texts, or both. */
export interface QuoteInput {
  row?: number;
  period?: string;
  deposit?: string;
}

/** The row of `rows` the input names, or null when none matches. */
export function quoteRowOf<R extends Pick<PriceRow, "period" | "deposit">>(
  rows: readonly R[],
  input: QuoteInput,
): R | null {
  const same = (a: string, b: string) => a.trim() === b.trim();
  const matches = (r: R) =>
    (input.period === undefined || same(r.period, input.period)) &&
    (input.deposit === undefined || same(r.deposit, input.deposit));
  if (input.row !== undefined) {
    const r = rows[input.row];
    return r && matches(r) ? r : null;
  }
  return rows.find(matches) ?? null;
}

/** Everything the quote page shows, as it was when issued. */
export interface QuoteSnapshot {
  vehicle: {
    slug: string;
    name: string;
    category: string;
    badgeType: string | null;
    image: string | null;
    modelYear: string;
    mileage: string;
    fuel: string;
  };
  plan: PriceRow;
  depositInstallment: string;
  cost: PlanCost;
  insurance: Insurance | null;
  /** 개인계약자 / 법인계약자 terms, as listed. */
  contractTerms: { 개인계약자: string; 법인계약자: string } | null;
  /** The listing's 최근 가격 변경일 at issue (ISO). */
  priceChangedAt: string;
}

/** When a quote issued at `issuedAt` stops being valid. */
export function quoteExpiry(issuedAt: Date): Date {
  return new Date(issuedAt.getTime() + QUOTE_VALID_DAYS * 24 * 60 * 60 * 1000);
}

export function isQuoteExpired(expiresAt: Date | string, now: Date = new Date()): boolean {
  return new Date(expiresAt).getTime() <= now.getTime();
}

/** A token as the address carries it: 22+ URL-safe base64 characters (128 bits and more). */
export const QUOTE_TOKEN = /^[A-Za-z0-9_-]{22,64}$/;

/** The plan a lead sent from a 견적서 keeps: the quote's frozen price row, in the lead's shape. */
export function leadPlanOfQuote(plan: PriceRow): LeadPlan {
  return { period: plan.period, deposit: plan.deposit, monthly: plan.monthly, totalKm: plan.totalKm };
}
