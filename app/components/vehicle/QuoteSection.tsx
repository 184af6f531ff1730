import { Send } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { Form } from "react-router";
import { LeadFields } from "#app/components/lead/LeadFields";
import { LeadFormSection } from "#app/components/lead/LeadFormSection";
import { useLeadForm } from "#app/components/lead/use-lead-form";
import { buttonClass } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/field";
import { FormStatusBox } from "#app/components/ui/form-parts";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";
import { type LeadFormResult, type QuotedVehicle, quoteLead } from "#domain/lead-form";
import { depositInstallmentPlans, installmentRatios } from "#domain/pricing";
import { instalmentChoices } from "#domain/quote-lead";
import { planSummary } from "./PriceTable";
import { QuoteConsentDetails } from "./QuoteConsent";
import { instalmentLabel } from "./quote-plan";

/**
 * 견적 문의 on the page itself: a plain form that posts to the vehicle route's action without JavaScript (the
 * page is the same for every visitor, so nothing in it depends on who reads it), and with JavaScript sends the
 * same lead as the dialog and answers in place. The selected plan follows the price table both ways.
 */
export function QuoteSection({
  anchorId,
  vehicle,
  selected,
  onSelect,
  retentionDays,
  sent,
  notice,
  startedAt,
  result,
}: {
  /** The section's id, which 견적 문의 links to. */
  anchorId: string;
  /** The car asked about, with its price rows and the deposit splits it allows. */
  vehicle: QuotedVehicle;
  selected: number;
  onSelect: (index: number) => void;
  retentionDays: number;
  /** Came back from a post that was stored (`?quote=sent`). */
  sent: boolean;
  /** The out-of-hours call-back notice of that post. */
  notice: string | null;
  /** When the server rendered the form; not on a kept page (see the vehicle loader). */
  startedAt: number | undefined;
  result: LeadFormResult | undefined;
}) {
  const id = useId();
  const planRef = useRef<HTMLSelectElement>(null);
  const hydrated = useHydrated();
  const { pending, status, form, fields } = useLeadForm({
    lead: quoteLead(vehicle),
    state: { sent, notice, startedAt },
    result,
    // The form's reset takes the plan back to its first value: the price table's choice stays.
    onSent: () => {
      if (planRef.current) planRef.current.value = String(selected);
    },
  });
  const values = result?.values ?? {};
  const rows = vehicle.priceInfo;
  const row = rows[selected] ?? rows[0] ?? null;
  const offersInstalment = depositInstallmentPlans(rows, vehicle.depositInstallment).length > 0;
  const ratios = instalmentChoices(row, vehicle.depositInstallment);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the page comes to life; later changes come through the effect below
  useEffect(() => {
    // A plan picked here before the page ran wins over the table's default.
    const picked = Number(planRef.current?.value);
    if (Number.isInteger(picked) && picked !== selected && rows[picked]) onSelect(picked);
  }, []);
  useEffect(() => {
    // The price table's choice shows here too (the select stays uncontrolled, so hydration never resets it).
    if (hydrated && planRef.current && planRef.current.value !== String(selected))
      planRef.current.value = String(selected);
  }, [hydrated, selected]);

  const label = "mb-1.5 block text-sm font-semibold text-slate-700 dark:text-slate-200";

  return (
    <LeadFormSection
      id={anchorId}
      titleId={`${id}-title`}
      testId="quote-section"
      eyebrow="무료 견적 상담"
      title="견적 문의"
      description={
        <p className="mt-1 text-sm text-white/85">
          <span className="font-semibold text-white">{vehicle.name}</span> 맞춤 견적을 전문 상담사가 연락드려 안내해
          드립니다.
        </p>
      }
    >
      <Form
        method="post"
        action={`#${anchorId}`}
        {...form}
        noValidate={hydrated}
        aria-labelledby={`${id}-title`}
        className="space-y-5 px-4 py-5 sm:px-7 sm:py-6 dark:[color-scheme:dark]"
        data-testid="quote-page-form"
      >
        {status && <FormStatusBox status={status} testId="quote-status" />}

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
                  {installmentRatios(vehicle.depositInstallment).map((ratio) => (
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

        <LeadFields look="quote" {...fields} consent={<QuoteConsentDetails retentionDays={retentionDays} />} />

        <button type="submit" disabled={pending} className={buttonClass("primary", "lg", "w-full text-[17px]")}>
          <Send className="size-4.5" aria-hidden />
          {pending ? "접수 중..." : "견적 문의하기"}
        </button>
      </Form>
    </LeadFormSection>
  );
}
