import { Send } from "lucide-react";
import { useEffect, useState } from "react";
import { LeadPreferenceFields } from "#app/components/lead/LeadPreferenceFields";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { Field, Input } from "#app/components/ui/field";
import { useToast } from "#app/components/ui/toast";
import { currentPageUrl, readAttribution } from "#app/lib/attribution";
import { cn } from "#app/lib/cn";
import { countQuoteOpen, newIdempotencyKey, sendLead } from "#app/lib/send-lead";
import { useFormSubmit } from "#app/lib/use-form-submit";
import { QUOTE_AGE_OPTIONS, QUOTE_FAILED, QUOTE_SENT } from "#domain/inquiry-text";
import { leadFormProblems } from "#domain/lead-form";
import { instalmentChoices, quoteLeadBody } from "#domain/quote-lead";
import type { PriceRow } from "#domain/vehicle";
import { PHONE_PLACEHOLDER, QuoteConsentDetails } from "./QuoteConsent";

interface FormInput {
  name: string;
  contact: string;
  age: string;
  instalment: string;
  agreed: boolean;
  website: string;
  callTime: string;
  customerType: string;
}

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
  // The choices drawn as buttons are the dialog's state; the typed fields stay in the form until it is sent.
  const [typed, setTyped] = useState({ name: false, contact: false });
  const [age, setAge] = useState("");
  const [instalment, setInstalment] = useState("");
  const [agreed, setAgreed] = useState(false);
  const complete = typed.name && typed.contact && Boolean(age) && agreed;
  useEffect(() => {
    // Each opening counts for the funnel, without holding the dialog up.
    if (open) countQuoteOpen(window.location.pathname);
  }, [open]);
  const ratios = instalmentChoices(plan, depositInstallment);
  // A split chosen for another plan does not apply to this one.
  const split = ratios.find((r) => r === instalment) ?? "";

  const { errors, pending, onSubmit, clearError, setErrors } = useFormSubmit({
    read: (data): FormInput => ({
      name: String(data.get("name") ?? ""),
      contact: String(data.get("contact") ?? ""),
      age,
      instalment: split,
      agreed,
      website: String(data.get("website") ?? ""),
      callTime: String(data.get("callTime") ?? ""),
      customerType: String(data.get("customerType") ?? ""),
    }),
    // The same first checks as every lead form (domain/lead-form.ts); the server's schema has the final say.
    check: (values) =>
      leadFormProblems(
        { name: values.name, contact: values.contact, region: values.age, agreed: values.agreed ? "on" : "" },
        { asksAge: true },
      ),
    send: (values) => {
      return sendLead(
        quoteLeadBody(
          { name: vehicleName, slug: vehicleSlug, depositInstallment },
          {
            name: values.name,
            contact: values.contact,
            region: values.age || "기타",
            callTime: values.callTime,
            customerType: values.customerType,
            row: plan,
            instalment: values.instalment,
            website: values.website,
          },
          { pageUrl: currentPageUrl(), attribution: readAttribution(), idempotencyKey: newIdempotencyKey() },
        ),
        QUOTE_FAILED,
      );
    },
    onSent: (answer, form) => {
      toast({
        title: "견적 문의 완료",
        description: answer.notice ? `${QUOTE_SENT} ${answer.notice}` : QUOTE_SENT,
        variant: "success",
        duration: answer.notice ? 8000 : 4000,
      });
      form.reset();
      setTyped({ name: false, contact: false });
      setAge("");
      setInstalment("");
      setAgreed(false);
      setErrors({});
      onClose();
    },
    onFailed: (said) => toast({ title: "오류", description: said, variant: "error" }),
    failureMessage: QUOTE_FAILED,
  });
  const onTyped = (name: "name" | "contact") => (event: React.FormEvent<HTMLInputElement>) => {
    const filled = event.currentTarget.value.trim() !== "";
    if (filled !== typed[name]) setTyped((t) => ({ ...t, [name]: filled }));
    clearError(name);
  };

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
      <form onSubmit={onSubmit} noValidate className="space-y-5 dark:[color-scheme:dark]" data-testid="quote-form">
        <Field label={<Required>이름</Required>} error={errors.name}>
          {(props) => (
            <Input
              {...props}
              name="name"
              onInput={onTyped("name")}
              autoComplete="name"
              placeholder="이름을 입력해주세요"
              maxLength={30}
            />
          )}
        </Field>
        <Field label={<Required>연락처</Required>} error={errors.contact}>
          {/* No length cap and no stripping: a pasted or autofilled `010-1234-5678` arrives whole; the server keeps its digits. */}
          {(props) => (
            <Input
              {...props}
              name="contact"
              onInput={onTyped("contact")}
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
                    onChange={(event) => setAge(event.target.checked ? option : "")}
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
            <div className={cn("mt-2 grid gap-2", ratios.length > 1 ? "grid-cols-3" : "grid-cols-2")}>
              {["", ...ratios].map((ratio) => {
                const checked = split === ratio;
                return (
                  <label
                    key={ratio || "none"}
                    className={cn(
                      "relative flex cursor-pointer flex-col items-center justify-center rounded-xl border px-2 py-2.5 text-center transition has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500/40",
                      checked
                        ? "border-brand-500 bg-brand-50 text-brand-900 dark:border-brand-400 dark:bg-brand-950/60 dark:text-brand-100"
                        : "border-slate-200 text-slate-700 hover:border-slate-300 dark:border-slate-700 dark:text-slate-200 dark:hover:border-slate-600",
                    )}
                  >
                    <input
                      type="radio"
                      name="instalment"
                      value={ratio}
                      checked={checked}
                      onChange={() => setInstalment(ratio)}
                      className="absolute inset-0 size-full cursor-pointer opacity-0"
                    />
                    <span className="text-[15px] font-bold">{ratio || "일시 납부"}</span>{" "}
                    <span
                      className={cn(
                        "text-xs",
                        checked ? "text-brand-700 dark:text-brand-200" : "text-slate-500 dark:text-slate-400",
                      )}
                    >
                      {ratio ? "2회 분납" : "한 번에 납부"}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}

        <LeadPreferenceFields />

        <div className="rounded-xl bg-slate-50 p-3.5 dark:bg-slate-800/60">
          <label className="flex cursor-pointer items-center gap-2.5 text-[15px] font-semibold">
            <input
              type="checkbox"
              name="agreed"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
              className="size-5 shrink-0 rounded accent-brand-600"
            />
            개인정보 수집 및 이용 동의 (필수)
          </label>
          <QuoteConsentDetails retentionDays={retentionDays} />
        </div>

        {/* Left empty by people; bots that fill every field are refused by the server. */}
        <input type="text" name="website" tabIndex={-1} autoComplete="off" aria-hidden className="sr-only" />

        <Button type="submit" size="lg" className="w-full" disabled={!complete || pending}>
          <Send className="size-4" aria-hidden />
          {pending ? "접수 중..." : "견적 문의하기"}
        </Button>
      </form>
    </Dialog>
  );
}
