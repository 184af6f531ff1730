import { UserRoundCheck } from "lucide-react";
import { useActionData } from "react-router";
import {
  compactFieldClass,
  LeadStatusSelect,
  NoScriptSubmit,
  OverdueBadge,
  useSettledChoice,
} from "#app/components/admin/LeadBits";
import { panelClass } from "#app/components/admin/StatCards";
import { leadPath, useLeadFetcher } from "#app/components/admin/use-lead-fetcher";
import { buttonClass } from "#app/components/ui/button";
import { FormMessage } from "#app/components/ui/field";
import { isOverdue, type LeadActionResult, type LeadHistoryEvent, seoulInputValue } from "#app/lib/admin-leads";
import { cn } from "#app/lib/cn";
import { formatDateTimeKo } from "#domain/datetime";
import type { LeadDetail } from "#domain/lead";
import { Details, Related } from "./LeadDetails";
import { MemoSection } from "./LeadMemos";
import { Summary } from "./LeadSummary";
import { Timeline } from "./LeadTimeline";

/** An admin a lead can be given to. */
type AdminOption = { id: number; name: string };

/** The lead page's body: the summary, 상담 관리 and the memos beside the details, related leads and history. */
export function LeadWork({
  lead,
  admins,
  me,
  now,
}: {
  lead: LeadDetail;
  admins: AdminOption[];
  me: number;
  now: string;
}) {
  const history = lead.history as LeadHistoryEvent[];
  // A form posted without JavaScript comes back as this page; the memo and call-back forms show their own errors.
  const own = useActionData<LeadActionResult>();
  const ownError = own && !own.ok && own.intent !== "memo" && own.intent !== "followUp" ? own.message : null;
  const ownerName = (id: string) => admins.find((a) => String(a.id) === id)?.name;
  return (
    <>
      <Summary lead={lead} now={now} />
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="space-y-5 lg:col-start-2 lg:row-start-1">
          <section className={cn(panelClass, "space-y-5 p-5")} aria-labelledby="lead-work-title">
            <h2 id="lead-work-title" className="text-base font-bold">
              상담 관리
            </h2>
            {ownError && <FormMessage>{ownError}</FormMessage>}
            <div className="space-y-1.5">
              <p className="text-sm font-semibold text-slate-700 dark:text-slate-200" aria-hidden>
                상태
              </p>
              <LeadStatusSelect
                id={lead.id}
                status={lead.status}
                label="상태"
                returnTo={leadPath(lead.id)}
                className="max-w-60"
              />
            </div>
            <OwnerForm lead={lead} admins={admins} me={me} />
            <FollowUpForm lead={lead} now={now} />
          </section>
          <MemoSection lead={lead} history={history} />
        </div>
        <div className="space-y-5 lg:col-start-1 lg:row-start-1">
          <Details lead={lead} />
          <Related lead={lead} />
          <Timeline lead={lead} history={history} ownerName={ownerName} />
        </div>
      </div>
    </>
  );
}

function OwnerForm({ lead, admins, me }: { lead: LeadDetail; admins: AdminOption[]; me: number }) {
  const fetcher = useLeadFetcher({ success: "담당자를 변경했습니다", failure: "담당자를 변경하지 못했습니다" });
  const sent = fetcher.formData?.get("assigneeId");
  const stored = lead.assigneeId === null ? "" : String(lead.assigneeId);
  const save = (value: string) =>
    fetcher.submit({ intent: "assignee", assigneeId: value }, { method: "post", action: leadPath(lead.id) });
  const { shown, change } = useSettledChoice(stored, typeof sent === "string" ? sent : undefined, save);
  // An owner whose account was since disabled is still shown as the owner.
  const options =
    lead.assigneeId !== null && !admins.some((a) => a.id === lead.assigneeId)
      ? [...admins, { id: lead.assigneeId, name: lead.assigneeName ?? `#${lead.assigneeId}` }]
      : admins;
  return (
    <div className="space-y-1.5">
      <label htmlFor="lead-owner" className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
        담당자
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <fetcher.Form
          method="post"
          action={leadPath(lead.id)}
          className="flex min-w-0 flex-1 items-center gap-2"
          aria-busy={fetcher.state !== "idle"}
        >
          <input type="hidden" name="intent" value="assignee" />
          <select
            id="lead-owner"
            name="assigneeId"
            value={shown}
            onChange={(e) => change(e.target.value)}
            className={cn(compactFieldClass, "min-w-40 flex-1 pr-8")}
          >
            <option value="">담당자 없음</option>
            {options.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.id === me ? `${a.name} (나)` : a.name}
              </option>
            ))}
          </select>
          <NoScriptSubmit returnTo={leadPath(lead.id)} label="저장" />
        </fetcher.Form>
        {shown !== String(me) && (
          <fetcher.Form method="post" action={leadPath(lead.id)}>
            <input type="hidden" name="intent" value="assignee" />
            <input type="hidden" name="assigneeId" value={String(me)} />
            <button type="submit" className={buttonClass("outline", "sm", "h-10")}>
              <UserRoundCheck className="size-4" aria-hidden />내 담당으로 가져오기
            </button>
          </fetcher.Form>
        )}
      </div>
    </div>
  );
}

function FollowUpForm({ lead, now }: { lead: LeadDetail; now: string }) {
  const fetcher = useLeadFetcher({ success: "콜백 예약을 저장했습니다" });
  const own = useActionData<LeadActionResult>();
  const result = fetcher.data ?? (own?.intent === "followUp" ? own : undefined);
  const error = result && !result.ok ? result.message : undefined;
  const busy = fetcher.state !== "idle";
  const overdue = isOverdue(lead.followUpAt, now);
  return (
    <fetcher.Form method="post" action={leadPath(lead.id)} className="space-y-1.5" noValidate>
      <input type="hidden" name="intent" value="followUp" />
      <label htmlFor="lead-follow-up" className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
        콜백 예약 <span className="font-normal text-slate-500 dark:text-slate-400">(한국 시간)</span>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id="lead-follow-up"
          name="followUpAt"
          type="datetime-local"
          // A saved time replaces whatever the field held.
          key={lead.followUpAt ?? "none"}
          defaultValue={seoulInputValue(lead.followUpAt)}
          aria-invalid={Boolean(error)}
          aria-describedby="lead-follow-up-message"
          className={cn(compactFieldClass, "min-w-0 flex-1")}
        />
        <button type="submit" disabled={busy} className={buttonClass("secondary", "sm", "h-10")}>
          {busy && fetcher.formData?.get("clear") !== "1" ? "저장 중..." : "예약"}
        </button>
        {lead.followUpAt && (
          <button type="submit" name="clear" value="1" disabled={busy} className={buttonClass("ghost", "sm", "h-10")}>
            지우기
          </button>
        )}
      </div>
      <p
        id="lead-follow-up-message"
        className={cn("text-sm", error ? "text-red-600 dark:text-red-400" : "text-slate-500 dark:text-slate-400")}
        role={error ? "alert" : undefined}
      >
        {error ??
          (lead.followUpAt ? (
            <span
              className={cn(
                "inline-flex items-center gap-1",
                overdue && "font-semibold text-red-600 dark:text-red-400",
              )}
            >
              예약됨: {formatDateTimeKo(lead.followUpAt)}
              {overdue && <OverdueBadge />}
            </span>
          ) : (
            "예약된 콜백이 없습니다. 예약하면 오늘 콜백 목록에 나옵니다."
          ))}
      </p>
    </fetcher.Form>
  );
}
