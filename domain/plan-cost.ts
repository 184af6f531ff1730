/**
 * What a plan costs over its whole term, worked out from the price row's own texts with the readers of
 * `pricing.ts`: the monthly fee times the months, the deposit (paid at the start and returned at the end of the
 * contract), how the deposit may be split in two, and what the quote form's younger-driver brackets add.
 * Every figure is an estimate (VAT included, as the price table says); a figure that cannot be read is null.
 */
import {
  depositInstallmentPlans,
  depositPercent,
  type InstallmentRatio,
  monthlyWon,
  type PriceText,
  parseDepositManwon,
} from "./pricing";

/** The wording every place that shows these figures uses. */
export const PLAN_COST_ESTIMATE = "예상 금액이며 실제 계약 조건에 따라 달라질 수 있습니다.";

/**
 * What the quote form's driver-age choices add to the monthly fee (`QUOTE_AGE_OPTIONS` in inquiry-text.ts):
 * 만 23세 이상 +3~7만원, 만 21세 이상 +5~10만원 a month; 만 26세 이상 is the fee itself.
 */
export const AGE_SURCHARGES = [
  { age: "만 23세 이상", minWon: 30_000, maxWon: 70_000 },
  { age: "만 21세 이상", minWon: 50_000, maxWon: 100_000 },
] as const;

export type PlanDeposit =
  /** 무보증 (or a deposit of 0). */
  | { kind: "none" }
  /** An amount in won. */
  | { kind: "amount"; won: number }
  /** A share of the car's price (`30%`), whose amount the listing does not say. */
  | { kind: "percent"; percent: number }
  /** Empty or unreadable: 보증금 별도. */
  | { kind: "separate" };

export interface PlanInstalment {
  ratio: InstallmentRatio;
  firstWon: number;
  secondWon: number;
}

export interface PlanAgeSurcharge {
  age: string;
  monthlyMinWon: number;
  monthlyMaxWon: number;
  /** Over the whole term; null when the months cannot be read. */
  totalMinWon: number | null;
  totalMaxWon: number | null;
}

export interface PlanCost {
  /** Months of the term (`60`, `60개월`); null when the period has no number. */
  months: number | null;
  /** The monthly fee in won (VAT included); null when the row has none (상담 문의). */
  monthlyWon: number | null;
  /** Monthly × months, null when either is missing. */
  totalWon: number | null;
  deposit: PlanDeposit;
  /** The splits the listing allows for this row's deposit; empty when none. */
  instalments: PlanInstalment[];
  ageSurcharges: PlanAgeSurcharge[];
}

/** The months of a period text: `60` or `60개월` → 60, `36~48개월` → 36 (the first number); null without one. */
function monthsOf(period: string): number | null {
  const m = /\d+/.exec(period ?? "");
  const n = m ? Number(m[0]) : 0;
  return n > 0 ? n : null;
}

function depositOf(text: string): PlanDeposit {
  const percent = depositPercent(text);
  if (percent !== null) return percent > 0 ? { kind: "percent", percent } : { kind: "none" };
  const manwon = parseDepositManwon(text);
  if (manwon === null) return { kind: "separate" };
  if (manwon === 0) return { kind: "none" };
  return { kind: "amount", won: Math.round(manwon * 10_000) };
}

/** The splits of a deposit with an amount, as the price table works them out (first payment floored to 만원). */
function instalmentsOf(row: PriceText, depositInstallment: string | null | undefined): PlanInstalment[] {
  const plan = depositInstallmentPlans([row], depositInstallment)[0];
  return (plan?.options ?? []).map(({ ratio, first, second }) => ({
    ratio,
    firstWon: Math.round(first * 10_000),
    secondWon: Math.round(second * 10_000),
  }));
}

/**
 * What a plan costs over its whole term, deposit included: monthly × months, plus the deposit when it is an amount
 * (none adds 0). Null when it cannot be known: no fee or no term, or a deposit that is a share of a price this
 * page does not state (30%) or that is not readable. This is what "cheapest" means wherever plans are compared, so a
 * lower fee bought with a deposit does not pass for the cheaper plan.
 */
export function wholeTermWon(row: PriceText & { period: string }): number | null {
  const months = monthsOf(row.period);
  const monthly = monthlyWon(row.monthly);
  if (months === null || monthly === null) return null;
  const deposit = depositOf(row.deposit);
  if (deposit.kind === "amount") return monthly * months + deposit.won;
  return deposit.kind === "none" ? monthly * months : null;
}

/** What the cheapest-plan mark is judged on, said beside it. */
export const WHOLE_TERM_BASIS =
  "최저는 월 렌트료만이 아니라 보증금까지 더한 계약기간 전체 비용(월 환산)으로 판단합니다.";

/**
 * The cost of one price row. `depositInstallment` is the listing's instalment choice (`가능 (50:50 2회 분납)`, …);
 * a split applies only to a deposit with an amount.
 */
export function planCost(row: PriceText & { period: string }, depositInstallment: string | null | undefined): PlanCost {
  const months = monthsOf(row.period);
  const monthly = monthlyWon(row.monthly);
  const deposit = depositOf(row.deposit);
  const times = (won: number) => (months === null ? null : won * months);
  return {
    months,
    monthlyWon: monthly,
    totalWon: monthly === null ? null : times(monthly),
    deposit,
    instalments: deposit.kind === "amount" ? instalmentsOf(row, depositInstallment) : [],
    ageSurcharges: AGE_SURCHARGES.map(({ age, minWon, maxWon }) => ({
      age,
      monthlyMinWon: minWon,
      monthlyMaxWon: maxWon,
      totalMinWon: times(minWon),
      totalMaxWon: times(maxWon),
    })),
  };
}
