/**
 * What a plan costs over its whole term, worked out from the price row's own texts with the readers of
 * `pricing.ts`: the monthly fee times the months, the deposit (paid at the start and returned at the end of the
 * contract), how the deposit may be split in two, and what the quote form's younger-driver brackets add.
 * Every figure is an estimate (VAT included, as the price table says); a figure that cannot be read is null.
 */
import { type PriceGridRow, upfrontWon } from "./price-grid";
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

// ---------------------------------------------------------------------------------------------
// The cost to the end of the term, for a typed grid row (price-grid.ts)
// ---------------------------------------------------------------------------------------------

/**
 * 취득세 on buying the car at the end of the term: 7% of the price paid for a passenger car not used for business
 * (지방세법 제12조). Reliefs (경차, 전기차) are not taken off, so the estimate never falls short.
 */
export const ACQUISITION_TAX_RATE = 0.07;

/**
 * One band of a listing's early-termination table: the rate charged on the remaining rent when the months left
 * are at most `maxMonthsLeft` (null: any longer time left), e.g. 금감원's lease terms ≤3개월 5% … ≤36개월 40%.
 */
export interface TerminationBand {
  maxMonthsLeft: number | null;
  percent: number;
}

export interface TermCostInput {
  row: PriceGridRow;
  /** The listing's 차량가, for a 초기비용 stated as a share of it; null when not stated. */
  carPriceWon: number | null;
  /** The visitor's expected yearly distance (the slider); the row's own distance when absent. */
  yearlyKm?: number;
  /** The listing's 초과운행 fee per km; null when it does not state one. */
  excessPerKmWon?: number | null;
}

export interface TermCost {
  months: number;
  /** 선납금 paid at the start (0 without one); null when it is a share of a price the listing does not state. */
  prepayWon: number | null;
  /** 보증금 tied up for the term and refunded at the end (0 without one); null as for `prepayWon`. */
  depositWon: number | null;
  /** Monthly × months. */
  rentWon: number;
  /** Kilometres over the row's distance for the whole term at the visitor's yearly distance. */
  excessKm: number;
  /** What those kilometres cost; null when there are some and the listing states no fee per km. */
  excessWon: number | null;
  /** Returned at the end: 선납금 + rent + excess distance; null when a part is unknown. */
  returnedWon: number | null;
  /** Bought at the end: the above + 인수가 + estimated 취득세; null for 반납형 or when a part is unknown. */
  boughtWon: number | null;
  /** The 취득세 estimate inside `boughtWon`. */
  acquisitionTaxWon: number | null;
}

const sum = (...parts: (number | null)[]): number | null =>
  parts.some((p) => p === null) ? null : parts.reduce<number>((a, p) => a + (p as number), 0);

/** What the chosen row costs to the end of its term, returned or bought; every figure is an estimate. */
export function termCost({ row, carPriceWon, yearlyKm, excessPerKmWon = null }: TermCostInput): TermCost {
  const upfront = upfrontWon(row.upfront, carPriceWon);
  const prepayWon = row.upfront.kind === "prepay" ? upfront : 0;
  const depositWon = row.upfront.kind === "deposit" ? upfront : 0;
  const rentWon = row.monthlyWon * row.months;
  const overPerYear = row.annualKm === null || yearlyKm === undefined ? 0 : Math.max(0, yearlyKm - row.annualKm);
  const excessKm = Math.round((overPerYear * row.months) / 12);
  const excessWon = excessKm === 0 ? 0 : excessPerKmWon === null ? null : excessKm * excessPerKmWon;
  const returnedWon = sum(prepayWon, rentWon, excessWon);
  const buyable = row.endOfTerm !== "return" && row.residualWon !== null;
  const acquisitionTaxWon = buyable ? Math.round((row.residualWon as number) * ACQUISITION_TAX_RATE) : null;
  const boughtWon = buyable ? sum(returnedWon, row.residualWon, acquisitionTaxWon) : null;
  return {
    months: row.months,
    prepayWon,
    depositWon,
    rentWon,
    excessKm,
    excessWon,
    returnedWon,
    boughtWon,
    acquisitionTaxWon,
  };
}

/** The listing's rate for the months left, or null when its table does not cover them (렌트사 약관 확인). */
export function terminationPercent(bands: readonly TerminationBand[] | null, monthsLeft: number): number | null {
  if (!bands?.length) return null;
  const fitting = bands
    .filter((b) => b.maxMonthsLeft === null || monthsLeft <= b.maxMonthsLeft)
    .sort((a, b) => (a.maxMonthsLeft ?? Number.POSITIVE_INFINITY) - (b.maxMonthsLeft ?? Number.POSITIVE_INFINITY));
  return fitting[0]?.percent ?? null;
}

export interface EarlyExitCost {
  /** The month the contract ends (1 … months − 1). */
  month: number;
  monthsLeft: number;
  /** 선납금 + the fees of the months driven; null when the 선납금 is unknown. */
  paidWon: number | null;
  ratePercent: number | null;
  /** The remaining rent × the rate; the 인수가 is never part of it. Null without a rate. */
  feeWon: number | null;
  /** Paid so far + the fee; null when either is unknown. */
  totalWon: number | null;
}

/** What ending the row's contract at month `month` costs, by the listing's own termination table. */
export function earlyExitCost(
  row: PriceGridRow,
  month: number,
  bands: readonly TerminationBand[] | null,
  carPriceWon: number | null,
): EarlyExitCost {
  const monthsLeft = row.months - month;
  const prepay = row.upfront.kind === "prepay" ? upfrontWon(row.upfront, carPriceWon) : 0;
  const paidWon = sum(prepay, row.monthlyWon * month);
  const ratePercent = terminationPercent(bands, monthsLeft);
  const feeWon = ratePercent === null ? null : Math.round((row.monthlyWon * monthsLeft * ratePercent) / 100);
  return { month, monthsLeft, paidWon, ratePercent, feeWon, totalWon: sum(paidWon, feeWon) };
}
