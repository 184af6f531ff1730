import { CheckCircle2, ShieldAlert, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { ConfirmDialog } from "#app/components/ui/dialog";
import { leadListHref } from "#app/lib/admin-leads";
import { apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { useIsOwner } from "#app/lib/use-staff-role";
import { formatDateTimeKo } from "#domain/datetime";
import { LEAD_SOURCE_LABELS, leadPlanText } from "#domain/lead";
import {
  HELD_LEAD_DELETED,
  HELD_LEAD_RELEASED,
  HELD_REASON_LABELS,
  type HeldLeadItem,
  type HeldLeadPage,
  SPAM_SUSPECT_LABEL,
} from "#domain/lead-intake";
import { groupDigits } from "#domain/number-text";
import { LeadCustomerCell, leadCardBody, leadCardCell, leadCardLabel, leadCardRow, leadCardTable } from "./LeadCard";
import { ConfirmLeadDelete, useLeadDelete } from "./LeadDelete";
import { EmptyState, Pagination } from "./ListStates";
import { useConfirmedAction } from "./use-confirmed-action";

/** `?tab=inquiries&view=held`: the 스팸 의심 list of the 문의 관리 tab. */
export const HELD_LIST_HREF = "?tab=inquiries&view=held";

const cell = leadCardCell;
const label = leadCardLabel;

/**
 * 스팸 의심: lead posts held back (a bot's signs, or past an address's or a number's cap), with no alert sent.
 * 정상 처리 makes one a lead in the list and sends its alert; 삭제 (the 대표 관리자's alone) removes it.
 */
export function HeldLeadsList({ data }: { data: HeldLeadPage }) {
  const owner = useIsOwner();
  const release = useConfirmedAction<HeldLeadItem>({
    run: (lead) => apiRequest("POST", `/api/held-leads/${lead.id}/release`),
    success: () => ({ title: "정상 처리 완료", description: HELD_LEAD_RELEASED }),
    failure: (_lead, error) => ({ title: "정상 처리 실패", description: error.message }),
  });
  const remove = useLeadDelete<HeldLeadItem>((lead) => `/api/held-leads/${lead.id}`, HELD_LEAD_DELETED);
  return (
    <div data-testid="held-leads">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-100 px-4 py-3 dark:border-slate-800">
        <div>
          <p className="flex items-center gap-1.5 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
            <ShieldAlert className="size-4 text-amber-600 dark:text-amber-400" aria-hidden />
            {SPAM_SUSPECT_LABEL}{" "}
            <strong className="text-slate-900 tabular-nums dark:text-white">{groupDigits(data.total)}</strong>건
          </p>
          <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
            자동 입력으로 보이거나 한 주소·번호에서 너무 많이 들어와 보류한 문의입니다. 알림은 보내지 않았습니다. 정상
            처리하면 문의 목록으로 옮겨지고 알림이 발송됩니다.
          </p>
        </div>
        <Link
          to={leadListHref({})}
          preventScrollReset
          className="text-sm font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          문의 목록으로
        </Link>
      </div>
      {data.leads.length === 0 ? (
        <EmptyState title="스팸 의심 문의가 없습니다" />
      ) : (
        <table className={leadCardTable}>
          <caption className="sr-only">스팸 의심 문의 목록</caption>
          <thead className="hidden bg-slate-50 text-left text-xs font-semibold text-slate-500 lg:table-header-group dark:bg-slate-800/50 dark:text-slate-400">
            <tr>
              <th scope="col" className="px-4 py-2.5">
                고객
              </th>
              <th scope="col" className="px-4 py-2.5">
                희망 차량 · 요금제
              </th>
              <th scope="col" className="px-4 py-2.5">
                유입
              </th>
              <th scope="col" className="px-4 py-2.5">
                보류 사유
              </th>
              <th scope="col" className="px-4 py-2.5">
                신청일시
              </th>
              <th scope="col" className="px-4 py-2.5 text-right">
                <span className="sr-only">관리</span>
              </th>
            </tr>
          </thead>
          <tbody className={leadCardBody}>
            {data.leads.map((lead) => (
              <HeldRow
                key={lead.id}
                lead={lead}
                onRelease={() => release.ask(lead)}
                onDelete={owner ? () => remove.ask(lead) : undefined}
              />
            ))}
          </tbody>
        </table>
      )}
      <Pagination page={data.page} totalPages={data.totalPages} label="스팸 의심 목록 페이지" />
      <ConfirmDialog
        open={release.target !== null}
        title="이 문의를 정상 처리하시겠습니까?"
        description={
          release.target ? `${release.target.name}님의 문의가 문의 목록으로 옮겨지고 알림이 발송됩니다.` : undefined
        }
        confirmLabel="정상 처리"
        pending={release.pending}
        onConfirm={release.confirm}
        onCancel={release.cancel}
      />
      {owner && <ConfirmLeadDelete action={remove} />}
    </div>
  );
}

function HeldRow({
  lead,
  onRelease,
  onDelete,
}: {
  lead: HeldLeadItem;
  onRelease: () => void;
  /** 삭제, offered to the 대표 관리자 alone. */
  onDelete?: () => void;
}) {
  const plan = leadPlanText(lead.plan);
  return (
    <tr className={leadCardRow} data-testid="held-lead-row">
      <LeadCustomerCell name={lead.name} contact={lead.contact} contactValid={lead.contactValid} region={lead.region} />
      <td className={cn(cell, "lg:max-w-60")}>
        <span className={label}>희망 차량</span>
        <span className="min-w-0">
          <span className="block break-words">{lead.vehicle || "-"}</span>
          {plan && <span className="mt-0.5 block text-xs text-slate-500 dark:text-slate-400">{plan}</span>}
        </span>
      </td>
      <td className={cn(cell, "text-sm whitespace-nowrap")}>
        <span className={label}>유입</span>
        {LEAD_SOURCE_LABELS[lead.source]}
      </td>
      <td className={cn(cell, "text-sm")}>
        <span className={label}>보류 사유</span>
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
          {HELD_REASON_LABELS[lead.reason]}
        </span>
      </td>
      <td className={cn(cell, "text-sm whitespace-nowrap text-slate-500 tabular-nums dark:text-slate-400")}>
        <span className={label}>신청일시</span>
        {formatDateTimeKo(lead.createdAt)}
      </td>
      <td className="order-4 flex gap-1.5 px-4 pt-2 lg:table-cell lg:py-2.5 lg:text-right lg:align-top lg:whitespace-nowrap">
        <button
          type="button"
          onClick={onRelease}
          className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-emerald-200 px-3 text-sm font-semibold text-emerald-800 transition hover:bg-emerald-50 dark:border-emerald-900 dark:text-emerald-200 dark:hover:bg-emerald-950"
          aria-label={`${lead.name} 문의 정상 처리`}
        >
          <CheckCircle2 className="size-4" aria-hidden />
          정상 처리
        </button>
        {onDelete && (
          <button
            type="button"
            onClick={onDelete}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-200 px-3 text-sm font-semibold text-slate-600 transition hover:bg-red-50 hover:text-red-600 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-red-950"
            aria-label={`${lead.name} 문의 삭제`}
          >
            <Trash2 className="size-4" aria-hidden />
            삭제
          </button>
        )}
      </td>
    </tr>
  );
}
