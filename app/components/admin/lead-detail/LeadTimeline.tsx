import { History } from "lucide-react";
import { panelClass } from "#app/components/admin/StatCards";
import { type LeadHistoryEvent, leadEventChange, leadEventTitle } from "#app/lib/admin-leads";
import { cn } from "#app/lib/cn";
import { formatDateTimeKo } from "#domain/datetime";
import { LEAD_SOURCE_LABELS, LEAD_STATUS_LABELS, type LeadDetail } from "#domain/lead";

export function Timeline({
  lead,
  history,
  ownerName,
}: {
  lead: LeadDetail;
  history: LeadHistoryEvent[];
  ownerName: (id: string) => string | undefined;
}) {
  return (
    <section className={cn(panelClass, "p-5")} aria-labelledby="lead-history-title">
      <h2 id="lead-history-title" className="flex items-center gap-2 text-base font-bold">
        <History className="size-4 text-slate-400" aria-hidden />
        처리 이력
      </h2>
      <ol className="mt-4 space-y-0" data-testid="lead-history">
        {history.map((event) => {
          const change = leadEventChange(event, ownerName);
          return (
            <li key={event.id} className="relative border-l-2 border-slate-200 pb-4 pl-4 dark:border-slate-700">
              <span className="absolute top-1 -left-[5px] size-2 rounded-full bg-brand-500" aria-hidden />
              <p className="text-sm">
                <strong className="font-semibold">{leadEventTitle(event)}</strong>
                {change && (
                  <>
                    {" "}
                    <span className="text-slate-600 dark:text-slate-300">
                      <span aria-hidden>{`${change.from} → ${change.to}`}</span>
                      <span className="sr-only">{`변경 전 ${change.from}, 변경 후 ${change.to}`}</span>
                    </span>
                  </>
                )}
              </p>
              {event.kind === "memo" && event.toValue && (
                <p className="mt-0.5 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">
                  {event.toValue}
                </p>
              )}
              <p className="mt-0.5 text-xs text-slate-500 tabular-nums dark:text-slate-400">
                {/* A first owner with nobody behind it is the returning customer's consultant, given on arrival. */}
                {event.actorName ??
                  (event.kind === "assignee" && event.fromValue === null ? "자동 배정 (재문의)" : "알 수 없음")}{" "}
                · {formatDateTimeKo(event.createdAt)}
              </p>
            </li>
          );
        })}
        <li className="relative border-l-2 border-transparent pl-4">
          <span className="absolute top-1 -left-[5px] size-2 rounded-full bg-slate-300 dark:bg-slate-600" aria-hidden />
          <p className="text-sm">
            <strong className="font-semibold">문의 접수</strong>{" "}
            <span className="text-slate-600 dark:text-slate-300">{`${LEAD_SOURCE_LABELS[lead.source]} · ${LEAD_STATUS_LABELS.new}`}</span>
          </p>
          <p className="mt-0.5 text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {formatDateTimeKo(lead.createdAt)}
          </p>
        </li>
      </ol>
    </section>
  );
}
