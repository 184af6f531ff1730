import { zodResolver } from "@hookform/resolvers/zod";
import { ChevronDown, Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { z } from "../../../domain/zod";
import { inquirySchema } from "../../../domain/inquiry";
import { QUOTE_AGE_OPTIONS, QUOTE_FAILED, QUOTE_SENT } from "../../../domain/inquiry-text";
import { Button } from "../ui/button";
import { Dialog } from "../ui/dialog";
import { Field, Input } from "../ui/field";
import { useToast } from "../ui/toast";

const formSchema = z.object({
  name: inquirySchema.shape.name,
  contact: inquirySchema.shape.contact,
  age: z.string(),
  agreed: z.boolean().refine((v) => v, "개인정보 수집 및 이용에 동의해주세요"),
  website: z.string(),
});
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const EMPTY: FormInput = { name: "", contact: "", age: "", agreed: false, website: "" };

/** A fresh key per submission attempt, so a resent request is stored once (randomUUID needs a secure context). */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
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

/** `1095` → `3년`, `400` → `400일`. */
function retentionText(days: number): string {
  return days % 365 === 0 ? `${days / 365}년` : `${days}일`;
}

/**
 * 견적 문의: name, phone, one driver-age choice (checkboxes that exclude each other; unchecking clears) and
 * consent; sent as an inquiry for this vehicle.
 */
export function QuoteDialog({
  open,
  onClose,
  vehicleName,
  planText,
  retentionDays,
}: {
  open: boolean;
  onClose: () => void;
  vehicleName: string;
  /** The selected plan, shown so the visitor knows what they ask about. */
  planText: string | null;
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
  const [name, contact, age, agreed] = watch(["name", "contact", "age", "agreed"]);
  const complete = Boolean(name?.trim() && contact?.trim() && age && agreed);

  const submit = handleSubmit(async (values) => {
    const body = {
      name: values.name,
      contact: values.contact,
      region: values.age || "기타",
      vehicle: vehicleName.trim() || "차량명 없음",
      source: "quote",
      idempotencyKey: newIdempotencyKey(),
      ...(values.website ? { website: values.website } : {}),
    };
    let answer: { success?: boolean; message?: string; fieldErrors?: Record<string, string> } = {};
    let ok = false;
    try {
      const res = await fetch("/api/inquiries", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
      answer = await res.json().catch(() => ({}));
      ok = res.ok && answer.success === true;
    } catch {
      ok = false;
    }
    if (ok) {
      toast({ title: "견적 문의 완료", description: QUOTE_SENT, variant: "success" });
      reset(EMPTY);
      onClose();
      return;
    }
    for (const field of ["name", "contact"] as const) {
      const message = answer.fieldErrors?.[field];
      if (message) setError(field, { message });
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
      <form onSubmit={submit} noValidate className="space-y-5" data-testid="quote-form">
        <Field label={<Required>이름</Required>} error={errors.name?.message}>
          {(props) => <Input {...props} {...register("name")} autoComplete="name" placeholder="이름을 입력해주세요" maxLength={30} />}
        </Field>
        <Field label={<Required>연락처</Required>} error={errors.contact?.message}>
          {(props) => {
            const field = register("contact");
            return (
              <Input
                {...props}
                {...field}
                onChange={(event) => {
                  event.target.value = event.target.value.replace(/\D/g, "");
                  return field.onChange(event);
                }}
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                placeholder="숫자만 입력 (- 없이)"
                maxLength={11}
              />
            );
          }}
        </Field>

        <fieldset>
          <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">운전자 연령 선택</legend>
          <div className="mt-2 grid gap-2">
            {QUOTE_AGE_OPTIONS.map((option) => {
              const checked = age === option;
              return (
                <label
                  key={option}
                  className={`flex cursor-pointer items-center gap-3 rounded-xl border px-3.5 py-3 text-[15px] transition ${
                    checked
                      ? "border-brand-500 bg-brand-50 font-semibold text-brand-900 dark:border-brand-400 dark:bg-brand-950/60 dark:text-brand-100"
                      : "border-slate-200 hover:border-slate-300 dark:border-slate-700 dark:hover:border-slate-600"
                  }`}
                >
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

        <div className="rounded-xl bg-slate-50 p-3.5 dark:bg-slate-800/60">
          <label className="flex cursor-pointer items-center gap-2.5 text-[15px] font-semibold">
            <input type="checkbox" {...register("agreed")} className="size-5 shrink-0 rounded accent-brand-600" />
            개인정보 수집 및 이용 동의 (필수)
          </label>
          <details className="group mt-2 text-sm text-slate-600 dark:text-slate-400">
            <summary className="inline-flex cursor-pointer list-none items-center gap-1 text-slate-500 hover:text-slate-700 dark:hover:text-slate-300">
              내용 보기
              <ChevronDown className="size-4 transition group-open:rotate-180" aria-hidden />
            </summary>
            <ul className="mt-2 list-disc space-y-1 pl-5 leading-relaxed">
              <li>수집 목적: 견적 안내 및 렌트 상담 연락</li>
              <li>수집 항목: 이름, 연락처, 운전자 연령, 문의 차량</li>
              <li>보유 기간: 문의일로부터 {retentionText(retentionDays)} 후 파기</li>
              <li>동의를 거부할 수 있으며, 거부 시 견적 문의를 접수할 수 없습니다.</li>
            </ul>
          </details>
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
