import { Send } from "lucide-react";
import { useId } from "react";
import { Form } from "react-router";
import { LeadFields } from "#app/components/lead/LeadFields";
import { CallLink, LeadFormSection } from "#app/components/lead/LeadFormSection";
import { PrivacyPolicyLink } from "#app/components/lead/PrivacyPolicyLink";
import { useLeadForm } from "#app/components/lead/use-lead-form";
import { buttonClass } from "#app/components/ui/button";
import { FormStatusBox } from "#app/components/ui/form-parts";
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
  const hydrated = useHydrated();
  const { pending, status, form, fields } = useLeadForm({ lead, state, result });

  return (
    <LeadFormSection
      id={LEAD_FORM_ID}
      titleId={`${id}-title`}
      testId={testId}
      eyebrow={eyebrow}
      title={title}
      headingLevel={headingLevel}
      description={<div className="mt-1 text-sm break-keep text-white/90">{description}</div>}
    >
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
        <CallLink className="min-h-11" />
      </Form>
    </LeadFormSection>
  );
}
