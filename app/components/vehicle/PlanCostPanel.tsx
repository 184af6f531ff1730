import { CircleAlert, FileText } from "lucide-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { ApiError } from "#app/lib/api-client";
import { issueQuote } from "#app/lib/issue-quote";
import { QUOTE_MESSAGES, QUOTE_VALID_DAYS } from "#domain/issued-quote";
import { planCost } from "#domain/plan-cost";
import type { PriceRow } from "#domain/vehicle";
import { PlanCostDetails, PlanCostNotice } from "./PlanCost";
import { planTerms } from "./PriceTable";

/** The form field that tells the vehicle page's action a post asks for a 견적서 (not a 견적 문의). */
export const QUOTE_SHEET_INTENT = "quote-sheet";
export const PLAN_COST_ID = "plan-cost";

/**
 * The selected plan's whole-term cost under the price table, and 견적서 보기: without JavaScript a form post to
 * the vehicle page's action, which issues the quote and redirects to it; with JavaScript the same through the API.
 */
export function PlanCostPanel({
  vehicleSlug,
  row,
  index,
  depositInstallment,
  canIssue,
  failure,
}: {
  vehicleSlug: string;
  row: PriceRow;
  index: number;
  depositInstallment: string;
  /** 게시 중: a sold listing shows its figures but issues no quote. */
  canIssue: boolean;
  /** A refused post without JavaScript. */
  failure?: string | null;
}) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(failure ?? null);
  const cost = planCost(row, depositInstallment);
  return (
    <section
      id={PLAN_COST_ID}
      aria-labelledby={`${PLAN_COST_ID}-title`}
      className="scroll-mt-24 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/80 dark:bg-slate-800/40 dark:ring-slate-700/60"
      data-testid="plan-cost"
    >
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={`${PLAN_COST_ID}-title`} className="text-sm font-bold text-slate-900 dark:text-white">
          예상 총 비용
        </h2>
        <p className="text-xs text-slate-500 dark:text-slate-400" data-testid="plan-cost-terms">
          {planTerms(row)}
        </p>
      </div>
      <PlanCostDetails cost={cost} />
      <div className="mt-3">
        <PlanCostNotice />
      </div>
      {canIssue && (
        <form
          method="post"
          className="mt-3"
          onSubmit={async (event) => {
            event.preventDefault();
            if (pending) return;
            setPending(true);
            setError(null);
            try {
              const path = await issueQuote({
                slug: vehicleSlug,
                row: index,
                period: row.period,
                deposit: row.deposit,
              });
              navigate(path);
            } catch (e) {
              setError(e instanceof ApiError ? e.message : QUOTE_MESSAGES.failed);
              setPending(false);
            }
          }}
        >
          <input type="hidden" name="intent" value={QUOTE_SHEET_INTENT} />
          <input type="hidden" name="row" value={index} />
          <input type="hidden" name="period" value={row.period} />
          <input type="hidden" name="deposit" value={row.deposit} />
          {error && (
            <p
              role="alert"
              className="mb-2 flex items-start gap-1.5 text-[13px] font-medium text-red-600 dark:text-red-400"
            >
              <CircleAlert className="mt-0.5 size-3.5 shrink-0" aria-hidden />
              {error}
            </p>
          )}
          <button
            type="submit"
            disabled={pending}
            aria-describedby={`${PLAN_COST_ID}-hint`}
            className={buttonClass("outline", "md", "w-full")}
          >
            <FileText className="size-4.5" aria-hidden />
            {pending ? "견적서 만드는 중..." : "견적서 보기"}
          </button>
          <p id={`${PLAN_COST_ID}-hint`} className="mt-1.5 text-center text-xs text-slate-500 dark:text-slate-400">
            선택한 요금제로 {QUOTE_VALID_DAYS}일간 유효한 견적서를 만들어 링크로 공유할 수 있습니다.
          </p>
        </form>
      )}
    </section>
  );
}
