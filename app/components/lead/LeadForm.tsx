import { CircleAlert, Clock3, MessageSquareText, Phone, Send } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Form } from "react-router";
import { LeadContextFields } from "#app/components/lead/LeadContextFields";
import { LeadPreferenceFields } from "#app/components/lead/LeadPreferenceFields";
import { PrivacyPolicyLink } from "#app/components/lead/PrivacyPolicyLink";
import { buttonClass } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/field";
import { FormStatusBox, formStatus, HoneypotField } from "#app/components/ui/form-parts";
import { useToast } from "#app/components/ui/toast";
import { currentPageUrl, readAttribution } from "#app/lib/attribution";
import { cn } from "#app/lib/cn";
import { newIdempotencyKey, sendLead } from "#app/lib/send-lead";
import { telHref, useSiteConfig } from "#app/lib/site";
import { useFormSubmit } from "#app/lib/use-form-submit";
import { useHydrated } from "#app/lib/use-hydrated";
import { retentionLabel } from "#domain/home";
import { HOME_AGE_OPTIONS, INQUIRY_FAILED, INQUIRY_SENT } from "#domain/inquiry-text";
import {
  LEAD_FORM_ID,
  type LeadFormResult,
  leadFormFieldsOf,
  leadFormProblems,
  type PageLead,
} from "#domain/lead-form";

const text = (data: FormData, name: string) => String(data.get(name) ?? "");

/**
 * The consultation form of the pages that would otherwise end a visit: a sold or deleted car, a 견적서, /compare,
 * /saved, a search that found nothing. One form for all of them: the page says what the lead is about (`lead`),
 * the visitor says who they are. With JavaScript it sends the lead through `sendLead` and answers in place; without,
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
  const toast = useToast();
  const site = useSiteConfig();
  const hydrated = useHydrated();
  const asksVehicle = lead.vehicle === undefined;
  const [key, setKey] = useState("");
  const [done, setDone] = useState<{ notice: string | null } | null>(
    state.sent && !result ? { notice: state.notice } : null,
  );
  // The page may come from the shared cache: it carries no key, and each page view makes its own.
  useEffect(() => setKey(newIdempotencyKey()), []);

  const { errors, message, pending, onSubmit, clearError } = useFormSubmit({
    read: (data) => data,
    check: (data) => {
      setDone(null);
      return leadFormProblems(leadFormFieldsOf(data), { asksVehicle });
    },
    send: (data) =>
      sendLead(
        {
          name: text(data, "name"),
          contact: text(data, "contact"),
          region: text(data, "region"),
          callTime: text(data, "callTime"),
          customerType: text(data, "customerType"),
          vehicle: asksVehicle ? text(data, "vehicle") : lead.vehicle,
          source: lead.source,
          ...(lead.vehicleSlug ? { vehicleSlug: lead.vehicleSlug } : {}),
          ...(lead.quoteToken ? { quoteToken: lead.quoteToken } : {}),
          ...(lead.cars?.length ? { cars: lead.cars } : {}),
          pageUrl: currentPageUrl(),
          attribution: readAttribution(),
          idempotencyKey: key,
          ...(data.get("website") ? { website: data.get("website") } : {}),
        },
        INQUIRY_FAILED,
      ),
    onSent: (answer, form) => {
      form.reset();
      setKey(newIdempotencyKey());
      setDone({ notice: answer.notice });
      toast({
        title: INQUIRY_SENT,
        description: answer.notice ?? undefined,
        variant: "success",
        duration: answer.notice ? 8000 : 4000,
      });
    },
    failureMessage: INQUIRY_FAILED,
    initialErrors: result?.fieldErrors,
    initialMessage: result?.message,
  });
  const status = formStatus(message, done, INQUIRY_SENT);

  const values = result?.values ?? {};
  const Heading = headingLevel;
  const label = "mb-1.5 block text-sm font-semibold text-slate-700 dark:text-slate-200";
  const star = (
    <span aria-hidden className="ml-0.5 text-red-500">
      *
    </span>
  );
  const field = (name: string) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    onInput: () => clearError(name),
  });
  const errorOf = (name: string) =>
    errors[name] ? (
      <p
        id={`${id}-${name}-error`}
        className="mt-1.5 flex items-center gap-1 text-[13px] font-medium text-red-600 dark:text-red-400"
      >
        <CircleAlert className="size-3.5 shrink-0" aria-hidden />
        {errors[name]}
      </p>
    ) : null;

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
        onSubmit={onSubmit}
        noValidate={hydrated}
        aria-labelledby={`${id}-title`}
        className="space-y-4 px-4 py-5 sm:px-7 sm:py-6 dark:[color-scheme:dark]"
      >
        {status && <FormStatusBox status={status} testId="lead-status" />}

        <input type="hidden" name="idempotencyKey" value={key} />
        <LeadContextFields startedAt={state.startedAt} />
        <HoneypotField id={id} />

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-name`} className={label}>
              이름{star}
            </label>
            <input
              {...field("name")}
              type="text"
              autoComplete="name"
              placeholder="이름을 입력해주세요"
              required
              maxLength={30}
              className={inputClass}
            />
            {errorOf("name")}
          </div>
          <div>
            <label htmlFor={`${id}-contact`} className={label}>
              연락처{star}
            </label>
            {/* No length cap and no stripping: a pasted or autofilled number arrives whole; the server keeps its digits. */}
            <input
              {...field("contact")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder="010-1234-5678"
              required
              className={inputClass}
            />
            {errorOf("contact")}
          </div>
        </div>

        {asksVehicle && (
          <div>
            <label htmlFor={`${id}-vehicle`} className={label}>
              희망 차량{star}
            </label>
            <input
              {...field("vehicle")}
              defaultValue={values.vehicle ?? vehicleDefault}
              type="text"
              placeholder="예: 쏘렌토 하이브리드"
              required
              maxLength={100}
              className={inputClass}
            />
            {errorOf("vehicle")}
          </div>
        )}

        <div>
          <label htmlFor={`${id}-region`} className={label}>
            운전자 연령 <span className="font-normal text-slate-500 dark:text-slate-400">(선택)</span>
          </label>
          <select {...field("region")} className={cn(inputClass, "pr-9")}>
            <option value="">선택 안 함</option>
            {HOME_AGE_OPTIONS.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </select>
        </div>
        {/* Stacked on a phone: side by side, 상담 희망 시간 does not fit its half of 390 px. */}
        <LeadPreferenceFields values={values} className="grid gap-4 sm:grid-cols-2" />

        <div className="rounded-xl bg-slate-50 px-3.5 py-1.5 dark:bg-slate-800/60">
          <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-[15px] font-semibold text-slate-800 dark:text-slate-100">
            <input
              type="checkbox"
              name="agreed"
              required
              defaultChecked={values.agreed === "on"}
              aria-invalid={Boolean(errors.agreed)}
              aria-describedby={errors.agreed ? `${id}-agreed-error` : undefined}
              onChange={() => clearError("agreed")}
              className="size-5 shrink-0 rounded accent-brand-600"
            />
            개인정보 수집 및 이용 동의 (필수)
          </label>
          {/* <details> opens without JavaScript too. */}
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
          {errorOf("agreed")}
        </div>

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
