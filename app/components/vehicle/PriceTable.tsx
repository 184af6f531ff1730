import { Check, Info, WalletCards } from "lucide-react";
import { useId } from "react";
import { cn } from "#app/lib/cn";
import { groupDigits } from "#domain/number-text";
import { depositInstallmentPlans, formatDeposit, formatMonthly } from "#domain/pricing";
import type { PriceRow } from "#domain/vehicle";

/** `60개월`, or the text as typed when it is not a plain number of months. */
function periodText(period: string): string {
  const t = period.trim();
  if (!t) return "-";
  return /^\d+$/.test(t) ? `${t}개월` : t;
}

/** A plan's terms: `60개월 · 보증금 300만원`. */
export function planTerms(row: PriceRow): string {
  const deposit = formatDeposit(row.deposit);
  return `${periodText(row.period)} · ${deposit.startsWith("보증금") || deposit === "무보증" ? deposit : `보증금 ${deposit}`}`;
}

/** One line of a plan for screen readers and summaries: `60개월 · 보증금 300만원 · 월 45만 3천원`. */
export function planSummary(row: PriceRow): string {
  return `${planTerms(row)} · ${formatMonthly(row.monthly)}`;
}

/**
 * The monthly plans: 보증금, 계약기간, 월 납입료, 연간 약정거리, one row selectable at a time (native radios,
 * so arrows move the choice), and the deposit instalment splits when the vehicle allows them.
 */
export function PriceTable({
  rows,
  selected,
  onSelect,
  depositInstallment,
}: {
  rows: readonly PriceRow[];
  selected: number;
  onSelect: (index: number) => void;
  depositInstallment: string;
}) {
  const name = useId();
  const plans = depositInstallmentPlans(rows, depositInstallment);
  if (rows.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center dark:border-slate-700">
        <p className="font-semibold text-slate-700 dark:text-slate-200">상담 문의</p>
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">월 렌트료는 상담을 통해 안내해 드립니다.</p>
      </div>
    );
  }
  // A header may wrap between words (연간 / 약정거리): beside the photos on a laptop the table has about 370 px, and a
  // header kept on one line pushed the last column past the rounded box, which cut it off.
  const th = "px-1.5 py-2.5 text-xs font-semibold text-slate-500 sm:px-2 dark:text-slate-400";
  return (
    <div className="space-y-3">
      <div className="overflow-hidden rounded-2xl border border-slate-200 dark:border-slate-800">
        <table className="w-full border-collapse text-center text-[13px] sm:text-sm" data-testid="price-table">
          <caption className="sr-only">
            월 렌트료 요금표 (VAT 포함). 행을 선택하면 하단에 선택한 조건이 표시됩니다.
          </caption>
          <thead className="bg-slate-50 dark:bg-slate-900">
            <tr>
              <th scope="col" className="w-8 pl-2.5 sm:w-9 sm:pl-3">
                <span className="sr-only">선택</span>
              </th>
              <th scope="col" className={th}>
                보증금
              </th>
              <th scope="col" className={th}>
                계약기간
                {/* On a phone the distance sits under the term: five columns do not fit 360 px. */}
                <span className="sm:hidden"> · 약정거리</span>
              </th>
              <th scope="col" className={cn(th, "pr-2.5 sm:pr-2")}>
                월 납입료
              </th>
              <th scope="col" className={cn(th, "hidden pr-2.5 sm:table-cell sm:pr-3")}>
                연간 약정거리
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const active = i === selected;
              // Shown twice: under the term on a phone, in its own column from sm up.
              const distance = row.totalKm.trim() || "-";
              return (
                <tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed list in the vehicle's order
                  key={i}
                  data-selected={active || undefined}
                  data-testid="price-row"
                  onClick={() => onSelect(i)}
                  className={cn(
                    "cursor-pointer border-t border-slate-100 transition first:border-t-0 dark:border-slate-800",
                    active ? "bg-brand-50/80 dark:bg-brand-950/60" : "hover:bg-slate-50 dark:hover:bg-slate-900/60",
                  )}
                >
                  <td className="py-3 pl-2.5 sm:pl-3">
                    <label className="relative -my-3 flex min-h-11 min-w-11 cursor-pointer items-center justify-center">
                      <input
                        type="radio"
                        name={name}
                        checked={active}
                        onChange={() => onSelect(i)}
                        aria-label={planSummary(row)}
                        className="peer absolute size-5 cursor-pointer opacity-0"
                      />
                      <span
                        aria-hidden
                        className={cn(
                          "inline-flex size-5 items-center justify-center rounded-full border-2 transition peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 dark:ring-offset-slate-950",
                          active
                            ? "border-brand-600 bg-brand-600 text-white"
                            : "border-slate-300 dark:border-slate-600",
                        )}
                      >
                        {active && <Check className="size-3" strokeWidth={3.5} />}
                      </span>
                    </label>
                  </td>
                  <td className="px-1.5 py-3 font-medium text-slate-700 sm:px-2 dark:text-slate-200">
                    {formatDeposit(row.deposit)}
                  </td>
                  <td className="px-1.5 py-3 whitespace-nowrap text-slate-700 sm:px-2 dark:text-slate-200">
                    {periodText(row.period)}
                    <span className="block text-xs text-slate-600 sm:hidden dark:text-slate-300">{distance}</span>
                  </td>
                  <td
                    className={cn(
                      "px-1.5 py-3 pr-2.5 font-extrabold whitespace-nowrap max-[359px]:whitespace-normal sm:px-2",
                      active ? "text-brand-700 dark:text-brand-300" : "text-slate-900 dark:text-white",
                    )}
                  >
                    {/* Below 360 px the fee may take two lines, never with 월 alone on the first. */}
                    {formatMonthly(row.monthly).replace(/^월 /, "월\u00a0")}
                  </td>
                  <td className="hidden px-1.5 py-3 pr-2.5 whitespace-nowrap text-slate-600 sm:table-cell sm:px-2 sm:pr-3 dark:text-slate-300">
                    {distance}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="flex items-center gap-1.5 text-xs text-slate-500 dark:text-slate-400">
        <Info className="size-3.5 shrink-0" aria-hidden />월 납입료는{" "}
        <strong className="font-semibold text-slate-700 dark:text-slate-200">VAT 포함</strong> 금액입니다.
      </p>

      {plans.length > 0 && (
        <div
          className="rounded-2xl bg-emerald-50 p-4 ring-1 ring-emerald-100 dark:bg-emerald-950/40 dark:ring-emerald-900/60"
          data-testid="deposit-installments"
        >
          <p className="flex items-center gap-2 text-sm font-bold text-emerald-800 dark:text-emerald-200">
            <WalletCards className="size-4" aria-hidden />
            보증금 분납 가능
          </p>
          <InstallmentPlanList plans={plans} />
        </div>
      )}
    </div>
  );
}

/** The deposit instalment splits: `보증금 300만원 (5:5)` and what each of the two payments comes to. */
export function InstallmentPlanList({ plans }: { plans: ReturnType<typeof depositInstallmentPlans> }) {
  return (
    <ul className="mt-2 space-y-1.5 text-sm text-emerald-900 dark:text-emerald-100">
      {plans.flatMap((plan) =>
        plan.options.map((option) => (
          <li key={`${plan.deposit}-${option.ratio}`} className="flex flex-wrap items-baseline justify-between gap-x-3">
            <span>
              보증금 {groupDigits(plan.deposit)}만원{" "}
              <span className="text-emerald-700 dark:text-emerald-300">({option.ratio})</span>
            </span>
            <span className="font-semibold tabular-nums">
              1회 {groupDigits(option.first)}만원 + 2회 {groupDigits(option.second)}만원
            </span>
          </li>
        )),
      )}
    </ul>
  );
}
