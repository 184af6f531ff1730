import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { Field, Input } from "#app/components/ui/field";
import { useToast } from "#app/components/ui/toast";
import { currentPageUrl, readAttribution } from "#app/lib/attribution";
import { countQuoteOpen, newIdempotencyKey, postInquiry } from "#app/lib/send-lead";
import { inquirySchema } from "#domain/inquiry";
import { QUOTE_AGE_OPTIONS, QUOTE_FAILED, QUOTE_SENT } from "#domain/inquiry-text";
import type { PriceRow } from "#domain/vehicle";
import { z } from "#domain/zod";
import { PHONE_PLACEHOLDER, QuoteConsentDetails } from "./QuoteConsent";
import { instalmentChoices, leadPlanOf } from "./quote-plan";

const formSchema = z.object({
  name: inquirySchema.shape.name,
  contact: inquirySchema.shape.contact,
  age: z.string(),
  instalment: z.string(),
  agreed: z.boolean().refine((v) => v, "개인정보 수집 및 이용에 동의해주세요"),
  website: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const EMPTY: FormInput = { name: "", contact: "", age: "", instalment: "", agreed: false, website: "" };

function Required({ children }: { children: React.ReactNode }) {
  return (
    <>
      {children}
      <span aria-hidden className="ml-0.5 text-red-500">
        *
      </span>
    </>
  );
}

const choiceClass = (checked: boolean) =>
  `flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-3 text-[15px] transition ${
    checked
      ? "border-brand-500 bg-brand-50 font-semibold text-brand-900 dark:border-brand-400 dark:bg-brand-950/60 dark:text-brand-100"
      : "border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-600"
  }`;

/**
 * 견적 문의: name, phone, one driver-age choice (checkboxes that exclude each other; unchecking clears), a
 * deposit instalment split when the plan allows one, and consent; sent as a lead for this vehicle with the
 * selected plan, the page and the visit's first touch.
 */
export function QuoteDialog({
  open,
  onClose,
  vehicleName,
  vehicleSlug,
  plan,
  planText,
  depositInstallment,
  retentionDays,
}: {
  open: boolean;
  onClose: () => void;
  vehicleName: string;
  vehicleSlug: string;
  /** The price row selected on the page, sent with the lead. */
  plan: PriceRow | null;
  /** The selected plan, shown so the visitor knows what they ask about. */
  planText: string | null;
  depositInstallment: string;
  retentionDays: number;
}) {
  const toast = useToast();
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({ resolver: zodResolver(formSchema), defaultValues: EMPTY });
  const [name, contact, age, instalment, agreed] = watch(["name", "contact", "age", "instalment", "agreed"]);
  const complete = Boolean(name?.trim() && contact?.trim() && age && agreed);
  useEffect(() => {
    // Each opening counts for the funnel, without holding the dialog up.
    if (open) countQuoteOpen(window.location.pathname);
  }, [open]);
  const ratios = instalmentChoices(plan, depositInstallment);
  // A split chosen for another plan does not apply to this one.
  const split = ratios.find((r) => r === instalment) ?? "";

  const submit = handleSubmit(async (values) => {
    const chosen = ratios.find((r) => r === values.instalment);
    const answer = await postInquiry({
      name: values.name,
      contact: values.contact,
      region: values.age || "기타",
      vehicle: vehicleName.trim() || "차량명 없음",
      source: "quote",
      ...(plan ? { plan: leadPlanOf(plan, chosen) } : {}),
      vehicleSlug,
      pageUrl: currentPageUrl(),
      attribution: readAttribution(),
      idempotencyKey: newIdempotencyKey(),
      ...(values.website ? { website: values.website } : {}),
    });
    if (answer.ok) {
      toast({
        title: "견적 문의 완료",
        description: answer.notice ? `${QUOTE_SENT} ${answer.notice}` : QUOTE_SENT,
        variant: "success",
        duration: answer.notice ? 8000 : 4000,
      });
      reset(EMPTY);
      onClose();
      return;
    }
    for (const field of ["name", "contact"] as const) {
      const message = answer.fieldErrors[field];
      if (message) setError(field, { message }, { shouldFocus: true });
    }
    toast({ title: "오류", description: answer.message || QUOTE_FAILED, variant: "error" });
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="견적 문의"
      description={
        <>
          <span className="font-semibold text-slate-700 dark:text-slate-200">{vehicleName}</span>
          {planText && <span className="mt-0.5 block">{planText}</span>}
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-5 dark:[color-scheme:dark]" data-testid="quote-form">
        <Field label={<Required>이름</Required>} error={errors.name?.message}>
          {(props) => (
            <Input
              {...props}
              {...register("name")}
              autoComplete="name"
              placeholder="이름을 입력해주세요"
              maxLength={30}
            />
          )}
        </Field>
        <Field label={<Required>연락처</Required>} error={errors.contact?.message}>
          {/* No length cap and no stripping: a pasted or autofilled `010-1234-5678` arrives whole; the server keeps its digits. */}
          {(props) => (
            <Input
              {...props}
              {...register("contact")}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={PHONE_PLACEHOLDER}
            />
          )}
        </Field>

        <fieldset>
          <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">운전자 연령 선택</legend>
          <div className="mt-2 grid gap-2">
            {QUOTE_AGE_OPTIONS.map((option) => {
              const checked = age === option;
              return (
                <label key={option} className={choiceClass(checked)}>
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={(event) => setValue("age", event.target.checked ? option : "", { shouldDirty: true })}
                    className="size-5 shrink-0 rounded accent-brand-600"
                  />
                  <span>{option}</span>
                </label>
              );
            })}
          </div>
        </fieldset>

        {ratios.length > 0 && (
          <fieldset data-testid="quote-instalment">
            <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">
              보증금 분납 <span className="font-normal text-slate-500 dark:text-slate-400">(선택)</span>
            </legend>
            <div className={`mt-2 grid gap-2 ${ratios.length > 1 ? "grid-cols-3" : "grid-cols-2"}`}>
              {["", ...ratios].map((ratio) => {
                const checked = split === ratio;
                return (
                  <label
                    key={ratio || "none"}
                    className={`relative flex cursor-pointer flex-col items-center justify-center rounded-xl border px-2 py-2.5 text-center transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40 ${
                      checked
                        ? "border-brand-500 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-brand-950/60 dark:text-brand-100"
                        : "border-slate-200 text-slate-700 hover:border-slate-300 dark:border-slate-700 dark:text-slate-200 dark:hover:border-slate-600"
                    }`}
                  >
                    <input
                      type="radio"
                      {...register("instalment")}
                      value={ratio}
                      checked={checked}
                      className="absolute inset-0 size-full cursor-pointer opacity-0"
                    />
                    <span className="text-[15px] font-bold">{ratio || "일시 납부"}</span>{" "}
                    <span
                      className={`text-xs ${checked ? "text-brand-700 dark:text-brand-200" : "text-slate-500 dark:text-slate-400"}`}
                    >
                      {ratio ? "2회 분납" : "한 번에 납부"}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}

        <div className="rounded-xl bg-slate-50 p-3.5 dark:bg-slate-800/60">
          <label className="flex cursor-pointer items-center gap-2.5 text-[15px] font-semibold">
            <input type="checkbox" {...register("agreed")} className="size-5 shrink-0 rounded accent-brand-600" />
            개인정보 수집 및 이용 동의 (필수)
          </label>
          <QuoteConsentDetails retentionDays={retentionDays} />
        </div>

        {/* Left empty by people; bots that fill every field are refused by the server. */}
        <input type="text" {...register("website")} tabIndex={-1} autoComplete="off" aria-hidden className="sr-only" />

        <Button type="submit" size="lg" className="w-full" disabled={!complete || isSubmitting}>
          <Send className="size-4" aria-hidden />
          {isSubmitting ? "접수 중..." : "견적 문의하기"}
        </Button>
      </form>
    </Dialog>
  );
}
