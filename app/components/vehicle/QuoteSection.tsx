import { CircleAlert, Clock3, MessageSquareText, Send } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, useLocation } from "react-router";
import { LeadPreferenceFields } from "#app/components/lead/LeadPreferenceFields";
import { buttonClass } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/field";
import { FormStatusBox, formStatus, HoneypotField } from "#app/components/ui/form-parts";
import { useToast } from "#app/components/ui/toast";
import { currentPageUrl, readAttribution } from "#app/lib/attribution";
import { cn } from "#app/lib/cn";
import { newIdempotencyKey, sendLead } from "#app/lib/send-lead";
import { useSiteConfig } from "#app/lib/site";
import { useFormSubmit } from "#app/lib/use-form-submit";
import { useHydrated } from "#app/lib/use-hydrated";
import { QUOTE_AGE_OPTIONS, QUOTE_FAILED, QUOTE_SENT } from "#domain/inquiry-text";
import { leadFormFieldsOf, leadFormProblems } from "#domain/lead-form";
import { depositInstallmentPlans, installmentRatios } from "#domain/pricing";
import { instalmentChoices, quoteLeadBody } from "#domain/quote-lead";
import type { PriceRow } from "#domain/vehicle";
import { planSummary } from "./PriceTable";
import { PHONE_PLACEHOLDER, QuoteConsentDetails } from "./QuoteConsent";
import { instalmentLabel, type QuoteFormResult } from "./quote-plan";

/**
 * 견적 문의 on the page itself: a plain form that posts to the vehicle route's action without JavaScript (the
 * page is the same for every visitor, so nothing in it depends on who reads it), and with JavaScript sends the
 * same lead as the dialog and answers in place. The selected plan follows the price table both ways.
 */
export function QuoteSection({
  anchorId,
  vehicleName,
  vehicleSlug,
  rows,
  selected,
  onSelect,
  depositInstallment,
  retentionDays,
  sent,
  notice,
  startedAt,
  result,
}: {
  /** The section's id, which 견적 문의 links to. */
  anchorId: string;
  vehicleName: string;
  vehicleSlug: string;
  rows: readonly PriceRow[];
  selected: number;
  onSelect: (index: number) => void;
  depositInstallment: string;
  retentionDays: number;
  /** Came back from a post that was stored (`?quote=sent`). */
  sent: boolean;
  /** The out-of-hours call-back notice of that post. */
  notice: string | null;
  /** When the server rendered the form (ms), posted without JavaScript. */
  /** When the server rendered the form; not on a kept page (see the vehicle loader). */
  startedAt: number | undefined;
  result: QuoteFormResult | undefined;
}) {
  const id = useId();
  const toast = useToast();
  const { pathname, search } = useLocation();
  const site = useSiteConfig();
  const planRef = useRef<HTMLSelectElement>(null);
  const hydrated = useHydrated();
  const [key, setKey] = useState("");
  /** The success line: the post without JavaScript came back `sent`, or a post from here was taken. */
  const [done, setDone] = useState<{ notice: string | null } | null>(sent && !result ? { notice } : null);
  const values = result?.values ?? {};
  const row = rows[selected] ?? rows[0] ?? null;
  const offersInstalment = depositInstallmentPlans(rows, depositInstallment).length > 0;
  const ratios = instalmentChoices(row, depositInstallment);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page comes to life; later changes come through the effect below
  useEffect(() => {
    setKey(newIdempotencyKey());
    // A plan picked here before the page ran wins over the table's default.
    const picked = Number(planRef.current?.value);
    if (Number.isInteger(picked) && picked !== selected && rows[picked]) onSelect(picked);
  }, []);
  useEffect(() => {
    // The price table's choice shows here too (the select stays uncontrolled, so hydration never resets it).
    if (hydrated && planRef.current && planRef.current.value !== String(selected))
      planRef.current.value = String(selected);
  }, [hydrated, selected]);

  const { errors, message, pending, onSubmit, clearError } = useFormSubmit({
    read: (data) => data,
    check: (data) => {
      setDone(null);
      return leadFormProblems(leadFormFieldsOf(data), { asksAge: true });
    },
    send: (data) =>
      sendLead(
        quoteLeadBody(
          { name: vehicleName, slug: vehicleSlug, depositInstallment },
          {
            name: data.get("name"),
            contact: data.get("contact"),
            region: data.get("region"),
            callTime: data.get("callTime"),
            customerType: data.get("customerType"),
            row: rows[Number(data.get("plan"))],
            instalment: data.get("instalment"),
            website: data.get("website"),
          },
          { pageUrl: currentPageUrl(), attribution: readAttribution(), idempotencyKey: key },
        ),
        QUOTE_FAILED,
      ),
    onSent: (answer, form) => {
      form.reset();
      if (planRef.current) planRef.current.value = String(selected);
      setKey(newIdempotencyKey());
      setDone({ notice: answer.notice });
      toast({
        title: "견적 문의 완료",
        description: answer.notice ? `${QUOTE_SENT} ${answer.notice}` : QUOTE_SENT,
        variant: "success",
        duration: answer.notice ? 8000 : 4000,
      });
    },
    failureMessage: QUOTE_FAILED,
    initialErrors: result?.fieldErrors,
    initialMessage: result?.message,
  });
  const status = formStatus(message, done, QUOTE_SENT);

  const describedBy = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
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
  const clear = (name: string) => () => clearError(name);
  const label = "mb-1.5 block text-sm font-semibold text-slate-700 dark:text-slate-200";
  const star = (
    <span aria-hidden className="ml-0.5 text-red-500">
      *
    </span>
  );

  return (
    <section
      id={anchorId}
      aria-labelledby={`${id}-title`}
      className="scroll-mt-20 overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm shadow-slate-900/[0.04] dark:border-slate-800 dark:bg-slate-900/60"
      data-testid="quote-section"
    >
      <div className="relative bg-gradient-to-br from-brand-600 to-brand-800 px-4 py-5 text-white sm:px-7 sm:py-6 dark:from-brand-800 dark:to-brand-950">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold ring-1 ring-white/20">
          <MessageSquareText className="size-3.5" aria-hidden />
          무료 견적 상담
        </p>
        <h2 id={`${id}-title`} className="mt-2.5 text-xl font-extrabold tracking-tight sm:text-2xl">
          견적 문의
        </h2>
        <p className="mt-1 text-sm text-white/85">
          <span className="font-semibold text-white">{vehicleName}</span> 맞춤 견적을 전문 상담사가 연락드려 안내해
          드립니다.
        </p>
        <p className="mt-3 inline-flex items-center gap-1.5 text-xs text-white/85">
          <Clock3 className="size-3.5" aria-hidden />
          상담 시간 {site.hours} · 접수 순서대로 연락드립니다
        </p>
      </div>

      <Form
        method="post"
        action={`#${anchorId}`}
        onSubmit={onSubmit}
        noValidate={hydrated}
        aria-labelledby={`${id}-title`}
        className="space-y-5 px-4 py-5 sm:px-7 sm:py-6 dark:[color-scheme:dark]"
        data-testid="quote-page-form"
      >
        {status && <FormStatusBox status={status} testId="quote-status" />}

        <input type="hidden" name="idempotencyKey" value={key} />
        {/* From the URL (the page is the same for everyone at it): without a script, its campaign is the lead's. */}
        <input type="hidden" name="pageUrl" value={`${pathname}${search}`} />
        {/* When the server rendered the form: a post sooner than a person could type is held, not refused. */}
        {startedAt !== undefined && <input type="hidden" name="formStartedAt" value={startedAt} />}
        <HoneypotField id={id} />

        {rows.length > 0 && (
          <div className="grid gap-4 sm:grid-cols-2">
            <div className={offersInstalment ? "" : "sm:col-span-2"}>
              <label htmlFor={`${id}-plan`} className={label}>
                요금제
              </label>
              <select
                ref={planRef}
                id={`${id}-plan`}
                name="plan"
                defaultValue={values.plan ?? String(selected)}
                onChange={(event) => onSelect(Number(event.target.value))}
                className={cn(inputClass, "pr-8 pl-3 max-sm:text-[14px]")}
              >
                {rows.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are a fixed list in the vehicle's order
                  <option key={i} value={i}>
                    {planSummary(r)}
                  </option>
                ))}
              </select>
            </div>
            {offersInstalment && (
              <div>
                <label htmlFor={`${id}-instalment`} className={label}>
                  보증금 분납 <span className="font-normal text-slate-500 dark:text-slate-400">(선택)</span>
                </label>
                <select
                  id={`${id}-instalment`}
                  name="instalment"
                  defaultValue={values.instalment ?? ""}
                  disabled={hydrated && ratios.length === 0}
                  aria-describedby={`${id}-instalment-hint`}
                  className={cn(inputClass, "pr-9")}
                >
                  <option value="">일시 납부</option>
                  {installmentRatios(depositInstallment).map((ratio) => (
                    <option key={ratio} value={ratio}>
                      {instalmentLabel(ratio)}
                    </option>
                  ))}
                </select>
                <p id={`${id}-instalment-hint`} className="mt-1.5 text-xs text-slate-500 dark:text-slate-400">
                  보증금이 있는 요금제에서 두 번에 나눠 낼 수 있습니다.
                </p>
              </div>
            )}
          </div>
        )}

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={`${id}-name`} className={label}>
              이름{star}
            </label>
            <input
              id={`${id}-name`}
              name="name"
              type="text"
              autoComplete="name"
              placeholder="이름을 입력해주세요"
              required
              maxLength={30}
              defaultValue={values.name ?? ""}
              aria-invalid={Boolean(errors.name)}
              aria-describedby={describedBy("name")}
              onInput={clear("name")}
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
              id={`${id}-contact`}
              name="contact"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={PHONE_PLACEHOLDER}
              required
              defaultValue={values.contact ?? ""}
              aria-invalid={Boolean(errors.contact)}
              aria-describedby={describedBy("contact")}
              onInput={clear("contact")}
              className={inputClass}
            />
            {errorOf("contact")}
          </div>
        </div>

        <fieldset aria-describedby={describedBy("region")}>
          <legend className={label}>운전자 연령 선택{star}</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {QUOTE_AGE_OPTIONS.map((option, i) => {
              const [age, extra] = option.split(" (");
              return (
                <label
                  key={option}
                  className="flex cursor-pointer items-center gap-3 rounded-xl border border-slate-200 px-3.5 py-3 transition hover:border-slate-300 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/30 sm:flex-col sm:items-start sm:gap-1 dark:border-slate-700 dark:hover:border-slate-600 dark:has-[:checked]:border-brand-400 dark:has-[:checked]:bg-brand-950/60"
                >
                  <span className="flex items-center gap-2.5">
                    <input
                      type="radio"
                      name="region"
                      value={option}
                      required={i === 0}
                      defaultChecked={values.region === option}
                      aria-label={option}
                      aria-invalid={Boolean(errors.region)}
                      onChange={clear("region")}
                      className="size-4.5 shrink-0 accent-brand-600"
                    />
                    <span className="text-[15px] font-semibold text-slate-800 dark:text-slate-100">{age}</span>
                  </span>
                  <span className="text-xs text-slate-500 sm:pl-7 dark:text-slate-400">
                    {extra ? extra.replace(/\)$/, "") : "기본 월 렌트료"}
                  </span>
                </label>
              );
            })}
          </div>
          {errorOf("region")}
        </fieldset>

        <LeadPreferenceFields values={values} />

        <div className="rounded-xl bg-slate-50 px-3.5 py-1.5 dark:bg-slate-800/60">
          <label className="flex min-h-11 cursor-pointer items-center gap-2.5 text-[15px] font-semibold text-slate-800 dark:text-slate-100">
            <input
              type="checkbox"
              name="agreed"
              required
              defaultChecked={values.agreed === "on"}
              aria-invalid={Boolean(errors.agreed)}
              aria-describedby={describedBy("agreed")}
              onChange={clear("agreed")}
              className="size-5 shrink-0 rounded accent-brand-600"
            />
            개인정보 수집 및 이용 동의 (필수)
          </label>
          <QuoteConsentDetails retentionDays={retentionDays} />
          {errorOf("agreed")}
        </div>

        <button type="submit" disabled={pending} className={buttonClass("primary", "lg", "w-full text-[17px]")}>
          <Send className="size-4.5" aria-hidden />
          {pending ? "접수 중..." : "견적 문의하기"}
        </button>
      </Form>
    </section>
  );
}
