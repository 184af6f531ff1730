import { CheckCircle2, CircleAlert } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { LeadFields } from "#app/components/lead/LeadFields";
import { CallLink } from "#app/components/lead/LeadFormSection";
import { PrivacyPolicyLink } from "#app/components/lead/PrivacyPolicyLink";
import { useLeadForm } from "#app/components/lead/use-lead-form";
import { useToast } from "#app/components/ui/toast";
import { cn } from "#app/lib/cn";
import { useSiteConfig } from "#app/lib/site";
import { useHydrated } from "#app/lib/use-hydrated";
import { CONSULT_FORM_ID } from "#domain/home";
import { INQUIRY_FAILED, RECEIPT_CONSENT } from "#domain/inquiry-text";
import { HOME_LEAD, type LeadFormResult } from "#domain/lead-form";

/**
 * The home page's 빠른 상담 신청. With JavaScript it sends the lead through `useLeadForm` and stays on the page;
 * without, the same form posts to the route action (`submitLeadForm`), which runs the same checks, service and schema.
 */
export function QuickConsultForm({
  retention,
  sent,
  notice,
  startedAt,
  result,
}: {
  retention: string;
  sent: boolean;
  /** The out-of-hours call-back notice of the post that came back with `sent`. */
  notice: string | null;
  /** When the server rendered the form; not on a kept page (see the home loader). */
  startedAt: number | undefined;
  result: LeadFormResult | undefined;
}) {
  const site = useSiteConfig();
  const toast = useToast();
  const id = useId();
  const hydrated = useHydrated();
  const { pending, status, form, fields, agreed } = useLeadForm({
    lead: HOME_LEAD,
    state: { sent, notice, startedAt },
    result,
    holdsConsent: true,
    onFailed: (said) => toast({ title: INQUIRY_FAILED, description: said, variant: "error" }),
  });

  return (
    <div
      id={CONSULT_FORM_ID}
      className="scroll-mt-20 rounded-3xl border border-slate-200/70 bg-white p-5 shadow-xl shadow-slate-900/5 sm:p-7 dark:border-slate-800 dark:bg-slate-900 dark:shadow-black/30"
    >
      <div className="mb-5">
        <p className="text-sm font-semibold text-accent-700 dark:text-accent-400">30초면 끝나는 간편 신청</p>
        <h2 id={`${id}-title`} className="mt-1 text-2xl font-extrabold tracking-tight">
          빠른 상담 신청
        </h2>
        <p className="mt-1.5 text-sm text-slate-500 dark:text-slate-400">
          남겨주시면 전문 상담사가 맞춤 견적으로 연락드립니다.
        </p>
      </div>
      <Form
        method="post"
        {...form}
        aria-labelledby={`${id}-title`}
        noValidate={hydrated}
        className="space-y-3"
        data-testid="quick-consult-form"
      >
        <LeadFields
          look="compact"
          {...fields}
          consent={
            // <details> opens without JavaScript too.
            <details className="group">
              <summary className="absolute top-1 right-1 inline-flex size-11 cursor-pointer list-none items-center justify-center rounded-lg text-[13px] font-semibold text-slate-500 underline underline-offset-2 hover:text-slate-800 dark:text-slate-400 dark:hover:text-white [&::-webkit-details-marker]:hidden">
                보기
              </summary>
              <dl className="mt-1 mb-2 space-y-2 border-t border-slate-200 pt-3 text-[13px] leading-relaxed text-slate-600 dark:border-slate-700 dark:text-slate-300">
                <div>
                  <dt className="font-semibold text-slate-800 dark:text-slate-100">수집 목적</dt>
                  <dd>장기렌트·구독 상담 및 맞춤 견적 안내</dd>
                </div>
                {site.receipts && (
                  <div>
                    <dt className="font-semibold text-slate-800 dark:text-slate-100">접수 안내</dt>
                    <dd>{RECEIPT_CONSENT}</dd>
                  </div>
                )}
                <div>
                  <dt className="font-semibold text-slate-800 dark:text-slate-100">수집 항목</dt>
                  <dd>이름, 연락처, 희망 차량, 운전자 연령 (필수), 상담 희망 시간·고객 유형 (선택)</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-800 dark:text-slate-100">보유 기간</dt>
                  <dd>상담 신청일로부터 {retention} (기간이 지나면 지체 없이 파기합니다)</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-800 dark:text-slate-100">동의 거부 권리</dt>
                  <dd>동의를 거부하실 수 있으며, 거부하시면 상담 신청을 하실 수 없습니다.</dd>
                </div>
              </dl>
              <PrivacyPolicyLink className="mb-2 text-[13px]" />
            </details>
          }
        />

        <button
          type="submit"
          disabled={hydrated && (!agreed || pending)}
          className="inline-flex h-13 w-full items-center justify-center rounded-xl bg-accent-700 text-[17px] font-bold text-white shadow-lg shadow-accent-500/25 enabled:transition hover:bg-accent-800 disabled:cursor-not-allowed disabled:bg-accent-700/40 disabled:shadow-none dark:disabled:bg-slate-800 dark:disabled:text-slate-500"
        >
          {pending ? "신청 중..." : "상담 신청"}
        </button>

        {status && (
          <p
            role={status.kind === "error" ? "alert" : "status"}
            data-testid="inquiry-status"
            className={cn(
              "flex items-start gap-2 rounded-xl px-3.5 py-3 text-sm font-medium",
              status.kind === "success"
                ? "bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200"
                : "bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-200",
            )}
          >
            {status.kind === "success" ? (
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
            ) : (
              <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            )}
            <span>
              {status.message}
              {status.detail && <span className="mt-1 block font-normal opacity-90">{status.detail}</span>}
            </span>
          </p>
        )}
      </Form>
      <CallLink className="mt-4 py-2.5" />
    </div>
  );
}
