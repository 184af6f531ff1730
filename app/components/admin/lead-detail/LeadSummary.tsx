import { AlarmClock, Phone } from "lucide-react";
import { InvalidNumberBadge, OverdueBadge, RepeatBadge, StatusBadge } from "#app/components/admin/LeadBits";
import { panelClass } from "#app/components/admin/StatCards";
import { buttonClass } from "#app/components/ui/button";
import { isOverdue } from "#app/lib/admin-leads";
import { cn } from "#app/lib/cn";
import { formatDateTimeKo } from "#domain/datetime";
import { LEAD_SOURCE_LABELS, type LeadDetail } from "#domain/lead";
import { formatPhone, phoneHref } from "#domain/phone";

export function Summary({ lead, now }: { lead: LeadDetail; now: string }) {
  const overdue = isOverdue(lead.followUpAt, now);
  return (
    <section className={cn(panelClass, "p-5 sm:p-6")} aria-labelledby="lead-name">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="lead-name" className="text-2xl font-extrabold tracking-tight break-all sm:text-3xl">
              {lead.name}
            </h1>
            <StatusBadge status={lead.status} />
            {lead.repeatOfId !== null && <RepeatBadge title={`이전 문의 #${lead.repeatOfId}`} />}
            {!lead.contactValid && <InvalidNumberBadge />}
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
            <span>{LEAD_SOURCE_LABELS[lead.source]}</span>
            <span aria-hidden>·</span>
            <span className="tabular-nums">
              <span className="sr-only">신청일시 </span>
              {formatDateTimeKo(lead.createdAt)}
            </span>
            <span aria-hidden>·</span>
            <span>
              담당{" "}
              <strong className="font-semibold text-slate-700 dark:text-slate-200">
                {lead.assigneeName ?? "미배정"}
              </strong>
            </span>
            {lead.followUpAt && (
              <span
                className={cn(
                  "inline-flex items-center gap-1 tabular-nums",
                  overdue && "font-semibold text-red-600 dark:text-red-400",
                )}
              >
                <AlarmClock className="size-4" aria-hidden />
                콜백 {formatDateTimeKo(lead.followUpAt)}
                {overdue && <OverdueBadge />}
              </span>
            )}
          </p>
        </div>
        <a
          href={phoneHref(lead.contact)}
          className={buttonClass("primary", "md", "w-full shrink-0 tabular-nums sm:w-auto")}
        >
          <Phone className="size-4" aria-hidden />
          {formatPhone(lead.contact)}
          <span className="sr-only">로 전화 걸기</span>
        </a>
      </div>
    </section>
  );
}
