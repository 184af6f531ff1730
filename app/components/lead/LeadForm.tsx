import { Clock3, MessageSquareText, Phone, Send } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { LeadFields } from "#app/components/lead/LeadFields";
import { PrivacyPolicyLink } from "#app/components/lead/PrivacyPolicyLink";
import { useLeadForm } from "#app/components/lead/use-lead-form";
import { buttonClass } from "#app/components/ui/button";
import { FormStatusBox } from "#app/components/ui/form-parts";
import { telHref, useSiteConfig } from "#app/lib/site";
import { useHydrated } from "#app/lib/use-hydrated";
import { retentionLabel } from "#domain/home";
import { LEAD_FORM_ID, type LeadFormResult, type PageLead } from "#domain/lead-form";

/**
 * The consultation form of the pages that would otherwise end a visit: a sold or deleted car, a 견적서, /compare,
 * /saved, a search that found nothing. One form for all of them: the page says what the lead is about (`lead`),
 * the visitor says who they are. With JavaScript it sends the lead through `useLeadForm` and answers in place; without,
 * the same form posts to the page's own route action (`submitLeadForm` in app/lib/lead-form-post.server.ts), which adds
 * what the page names from the server's own data and comes back with `?inquiry=sent`.
 */
export function LeadForm({
  title,
  description,
  eyebrow = "무료 상담",
  lead,
  vehicleDefault = "",
  submitLabel = "상담 신청하기",
  retentionDays,
  state,
  result,
  headingLevel = "h2",
  testId = "lead-form",
}: {
  title: string;
  description: React.ReactNode;
  eyebrow?: string;
  /** What the lead is about, as the page shows it. Without `vehicle` the visitor names the car. */
  lead: PageLead;
  /** The car field's first value where the visitor names the car (the search query). */
  vehicleDefault?: string;
  submitLabel?: string;
  retentionDays: number;
  /** From the loader (`leadFormState`): a post that came back sent, and when the form was rendered. */
  state: { sent: boolean; notice: string | null; startedAt: number | undefined };
  /** A refused post without JavaScript: its messages and what was typed. */
  result: LeadFormResult | undefined;
  headingLevel?: "h2" | "h3";
  testId?: string;
}) {
  const id = useId();
  const site = useSiteConfig();
  const hydrated = useHydrated();
  const { pending, status, form, fields } = useLeadForm({ lead, state, result });
  const Heading = headingLevel;

  return (
    <section
      id={LEAD_FORM_ID}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm shadow-slate-900/[0.04] dark:border-slate-800 dark:bg-slate-900/60"
      data-testid={testId}
    >
      <div className="bg-gradient-to-br from-brand-600 to-brand-800 px-4 py-5 text-white sm:px-7 sm:py-6 dark:from-brand-800 dark:to-brand-950">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold ring-1 ring-white/20">
          <MessageSquareText className="size-3.5" aria-hidden />
          {eyebrow}
        </p>
        <Heading id={`${id}-title`} className="mt-2.5 text-xl font-extrabold tracking-tight sm:text-2xl">
          {title}
        </Heading>
        <div className="mt-1 text-sm break-keep text-white/90">{description}</div>
        <p className="mt-3 inline-flex items-center gap-1.5 text-xs text-white/85">
          <Clock3 className="size-3.5" aria-hidden />
          상담 시간 {site.hours} · 접수 순서대로 연락드립니다
        </p>
      </div>

      <Form
        method="post"
        {...form}
        noValidate={hydrated}
        aria-labelledby={`${id}-title`}
        className="space-y-4 px-4 py-5 sm:px-7 sm:py-6 dark:[color-scheme:dark]"
      >
        {status && <FormStatusBox status={status} testId="lead-status" />}

        <LeadFields
          look="page"
          {...fields}
          vehicleDefault={vehicleDefault}
          consent={
            // <details> opens without JavaScript too.
            <details className="text-sm text-slate-600 dark:text-slate-400">
              <summary className="inline-flex min-h-11 cursor-pointer items-center text-slate-500 hover:text-slate-700 dark:text-slate-400 dark:hover:text-slate-200">
                내용 보기
              </summary>
              <ul className="mt-1 list-disc space-y-1 pl-5 leading-relaxed">
                <li>수집 목적: 장기렌트·구독 상담 및 맞춤 견적 안내</li>
                <li>수집 항목: 이름, 연락처, 문의 차량 (필수), 운전자 연령·상담 희망 시간·고객 유형 (선택)</li>
                <li>보유 기간: 상담 신청일로부터 {retentionLabel(retentionDays)} 후 파기</li>
                <li>동의를 거부할 수 있으며, 거부 시 상담 신청을 하실 수 없습니다.</li>
              </ul>
              <PrivacyPolicyLink />
            </details>
          }
        />

        <button type="submit" disabled={pending} className={buttonClass("primary", "lg", "w-full text-[17px]")}>
          <Send className="size-4.5" aria-hidden />
          {pending ? "신청 중..." : submitLabel}
        </button>
        <a
          href={telHref(site.phone)}
          className="flex min-h-11 items-center justify-center gap-2 rounded-xl border border-slate-200 text-[15px] font-semibold text-slate-700 transition hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Phone className="size-4 text-brand-600 dark:text-brand-300" aria-hidden />
          전화 상담 <span className="text-brand-700 dark:text-brand-300">{site.phone}</span>
        </a>
      </Form>
    </section>
  );
}
