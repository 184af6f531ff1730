import { Info } from "lucide-react";
import { cn } from "#app/lib/cn";
import { PLAN_COST_ESTIMATE, type PlanCost, type PlanDeposit } from "#domain/plan-cost";
import { formatWon } from "#domain/pricing";

/** `+3만원 ~ 7만원`. */
function wonRange(min: number, max: number): string {
  return `+${formatWon(min)} ~ ${formatWon(max)}`;
}

/** How the deposit reads in the cost lines. */
export function depositText(deposit: PlanDeposit): string {
  switch (deposit.kind) {
    case "none":
      return "무보증";
    case "amount":
      return formatWon(deposit.won);
    case "percent":
      return `차량가의 ${deposit.percent}%`;
    case "separate":
      return "보증금 별도";
  }
}

/**
 * The whole-term figures of one plan: the monthly fee, what it comes to over the term, the deposit (returned at
 * the end of the contract) and its splits, and the younger-driver surcharges. Shared by the vehicle page and the
 * issued quote, so both read the same.
 */
export function PlanCostDetails({ cost, compact = false }: { cost: PlanCost; compact?: boolean }) {
  const row = "flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 py-2";
  const dt = "text-sm text-slate-600 dark:text-slate-300";
  const dd = "text-right text-sm font-semibold text-slate-900 tabular-nums dark:text-white";
  const note = "mt-0.5 w-full text-xs text-slate-500 dark:text-slate-400";
  const { deposit } = cost;
  return (
    <dl className={cn("divide-y divide-slate-100 dark:divide-slate-800", !compact && "-my-2")}>
      <div className={row}>
        <dt className={dt}>월 납입료</dt>
        <dd className={dd}>{cost.monthlyWon === null ? "상담 문의" : `월 ${formatWon(cost.monthlyWon)}`}</dd>
      </div>
      <div className={row}>
        <dt className={dt}>총 납입 렌트료{cost.months !== null && ` (${cost.months}개월)`}</dt>
        <dd
          className="text-right text-base font-extrabold text-brand-700 tabular-nums dark:text-brand-300"
          data-testid="plan-cost-total"
        >
          {cost.totalWon === null ? "상담 시 안내" : formatWon(cost.totalWon)}
        </dd>
      </div>
      <div className={row}>
        <dt className={dt}>보증금</dt>
        <dd className={dd} data-testid="plan-cost-deposit">
          {depositText(deposit)}
        </dd>
        <dd className={note}>
          {deposit.kind === "none"
            ? "보증금 없이 계약합니다."
            : deposit.kind === "separate"
              ? "보증금은 상담 시 안내해 드립니다."
              : "계약 시작 때 내고, 계약이 끝나면 돌려받습니다."}
        </dd>
      </div>
      {cost.instalments.length > 0 && (
        <div className={row} data-testid="plan-cost-instalments">
          <dt className={dt}>보증금 분납</dt>
          <dd className="w-full space-y-0.5 text-sm text-slate-700 tabular-nums dark:text-slate-200">
            {cost.instalments.map((option) => (
              <p key={option.ratio} className="flex justify-between gap-3">
                <span className="text-slate-500 dark:text-slate-400">{option.ratio}</span>
                <span className="font-semibold">
                  1회 {formatWon(option.firstWon)} + 2회 {formatWon(option.secondWon)}
                </span>
              </p>
            ))}
          </dd>
        </div>
      )}
      <div className={row}>
        <dt className={dt}>운전자 연령별 추가</dt>
        <dd className="w-full space-y-1 text-sm text-slate-700 dark:text-slate-200">
          <p className="flex justify-between gap-3">
            <span>만 26세 이상</span>
            <span className="text-slate-500 dark:text-slate-400">추가 없음</span>
          </p>
          {cost.ageSurcharges.map((s) => (
            <p key={s.age} className="flex flex-wrap justify-between gap-x-3">
              <span>{s.age}</span>
              <span className="text-right tabular-nums">
                월 {wonRange(s.monthlyMinWon, s.monthlyMaxWon)}
                {s.totalMinWon !== null && s.totalMaxWon !== null && (
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    총 {wonRange(s.totalMinWon, s.totalMaxWon)}
                  </span>
                )}
              </span>
            </p>
          ))}
        </dd>
      </div>
    </dl>
  );
}

/** The estimate notice under the figures. */
export function PlanCostNotice() {
  return (
    <p className="flex items-start gap-1.5 text-xs text-slate-500 dark:text-slate-400">
      <Info className="mt-px size-3.5 shrink-0" aria-hidden />
      <span>VAT 포함 금액입니다. {PLAN_COST_ESTIMATE}</span>
    </p>
  );
}
