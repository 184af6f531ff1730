import { CheckCircle2, CircleAlert, Phone } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { LeadContextFields } from "#app/components/lead/LeadContextFields";
import { LeadPreferenceFields } from "#app/components/lead/LeadPreferenceFields";
import { PrivacyPolicyLink } from "#app/components/lead/PrivacyPolicyLink";
import { inputClass } from "#app/components/ui/field";
import { formStatus, HoneypotField } from "#app/components/ui/form-parts";
import { useToast } from "#app/components/ui/toast";
import { currentPageUrl, readAttribution } from "#app/lib/attribution";
import { cn } from "#app/lib/cn";
import { telHref, useSiteConfig } from "#app/lib/site";
import { useFormSubmit } from "#app/lib/use-form-submit";
import { useHydrated } from "#app/lib/use-hydrated";
import { CONSULT_FORM_ID } from "#domain/home";
import { HOME_AGE_OPTIONS, INQUIRY_FAILED, INQUIRY_SENT, RECEIPT_CONSENT } from "#domain/inquiry-text";
import { LEAD_FORM_MESSAGES, leadFormProblems } from "#domain/lead-form";

export const CONSENT_REQUIRED = LEAD_FORM_MESSAGES.agreed;

/** What the no-JavaScript post answers when it fails (on success it redirects back with `?inquiry=sent`). */
export interface InquiryFormResult {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}

const FIELDS = ["name", "contact", "vehicle", "region"] as const;

function freshKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The sending code is fetched when the visitor first reaches the form, not with the page. */
const loadSending = () => import("#app/lib/send-lead");

/**
 * The home page's 빠른 상담 신청. With JavaScript it posts JSON to /api/inquiries and stays on the page;
 * without, the same form posts to the route action, which runs the same service and schema.
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
  /** When the server rendered the form (ms), posted without JavaScript. */
  /** When the server rendered the form; not on a kept page (see the home loader). */
  startedAt: number | undefined;
  result: InquiryFormResult | undefined;
}) {
  const site = useSiteConfig();
  const toast = useToast();
  const id = useId();
  const hydrated = useHydrated();
  const [agreed, setAgreed] = useState(result?.values.agreed === "on");
  const [key, setKey] = useState("");
  /** The last pointer on the form was a finger or a pen (see onFocus below). */
  const fingered = useRef(false);
  /** The success line: the post without JavaScript came back `sent`, or a post from here was taken. */
  const [done, setDone] = useState<{ notice: string | null } | null>(sent ? { notice } : null);
  useEffect(() => {
    // The page may come from the shared cache: it carries no key, and each page view makes its own.
    setKey(freshKey());
  }, []);

  const { errors, message, pending, onSubmit, clearError } = useFormSubmit({
    read: (data) => ({
      name: String(data.get("name") ?? ""),
      contact: String(data.get("contact") ?? ""),
      vehicle: String(data.get("vehicle") ?? ""),
      region: String(data.get("region") ?? ""),
      callTime: String(data.get("callTime") ?? ""),
      customerType: String(data.get("customerType") ?? ""),
      source: "home",
      pageUrl: currentPageUrl(),
      attribution: readAttribution(),
      website: String(data.get("website") ?? ""),
    }),
    // The same first checks as every lead form (domain/lead-form.ts); the server's schema has the final say.
    check: (input) => {
      setDone(null);
      return leadFormProblems({ ...input, agreed: agreed ? "on" : "" }, { asksVehicle: true });
    },
    send: async (input) => (await loadSending()).sendLead({ ...input, idempotencyKey: key }, INQUIRY_FAILED),
    onSent: (answer, form) => {
      form.reset();
      setAgreed(false);
      setKey(freshKey());
      setDone({ notice: answer.notice });
      toast({
        title: INQUIRY_SENT,
        description: answer.notice ?? undefined,
        variant: "success",
        duration: answer.notice ? 8000 : 4000,
      });
    },
    onFailed: (said) => toast({ title: INQUIRY_FAILED, description: said, variant: "error" }),
    failureMessage: INQUIRY_FAILED,
    initialErrors: result?.fieldErrors,
    initialMessage: result?.message,
  });
  const status = formStatus(message, done, INQUIRY_SENT);

  const values = result?.values ?? {};
  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    name,
    defaultValue: values[name] ?? "",
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `${id}-${name}-error` : undefined,
    onInput: () => clearError(name),
  });
  const errorOf = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="mt-1 text-[13px] text-red-600 dark:text-red-400">
        {errors[name]}
      </p>
    ) : null;

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
        onSubmit={onSubmit}
        // A mouse or the keyboard reaching a field gives time to fetch the form's checks ahead. A finger's focus
        // comes with its tap, and the checks' code would then run before the tap is answered: a phone loads them
        // when the form is sent, after the send has been answered on screen (useFormSubmit).
        onPointerDown={(event) => {
          fingered.current = event.pointerType !== "mouse";
        }}
        onKeyDown={() => {
          fingered.current = false;
        }}
        onFocus={() => !fingered.current && void loadSending().catch(() => {})}
        aria-labelledby={`${id}-title`}
        noValidate={hydrated}
        className="space-y-3"
        data-testid="quick-consult-form"
      >
        <input type="hidden" name="idempotencyKey" value={key} />
        <LeadContextFields startedAt={startedAt} />
        <HoneypotField id={id} />
        <div>
          <label htmlFor={`${id}-name`} className="sr-only">
            이름
          </label>
          <input
            {...field("name")}
            type="text"
            placeholder="이름*"
            autoComplete="name"
            required
            maxLength={30}
            className={inputClass}
          />
          {errorOf("name")}
        </div>
        <div>
          <label htmlFor={`${id}-contact`} className="sr-only">
            연락처
          </label>
          {/* No length cap and no stripping: a pasted or autofilled number arrives whole; the server keeps its digits. */}
          <input
            {...field("contact")}
            type="tel"
            inputMode="tel"
            placeholder="연락처* (예: 010-1234-5678)"
            autoComplete="tel"
            required
            className={inputClass}
          />
          {errorOf("contact")}
        </div>
        <div>
          <label htmlFor={`${id}-vehicle`} className="sr-only">
            희망 차량
          </label>
          <input
            {...field("vehicle")}
            type="text"
            placeholder="희망 차량*"
            required
            maxLength={100}
            className={inputClass}
          />
          {errorOf("vehicle")}
        </div>
        <div>
          <label htmlFor={`${id}-region`} className="sr-only">
            운전자 연령
          </label>
          <select {...field("region")} className={cn(inputClass, "pr-9")}>
            <option value="">운전자 연령 선택</option>
            {HOME_AGE_OPTIONS.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </select>
          {errorOf("region")}
        </div>
        <LeadPreferenceFields values={values} />

        <div className="relative rounded-xl bg-slate-50 px-3.5 py-1 dark:bg-slate-800/60">
          <label className="flex min-h-11 cursor-pointer items-center gap-2.5 pr-14 text-sm font-medium text-slate-700 dark:text-slate-200">
            <input
              type="checkbox"
              name="agreed"
              required
              checked={agreed}
              onChange={(e) => setAgreed(e.target.checked)}
              aria-invalid={Boolean(errors.agreed)}
              className="size-5 shrink-0 rounded accent-brand-600"
            />
            개인정보 수집 및 이용 동의 (필수)
          </label>
          {/* <details> opens without JavaScript too. */}
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
          {errorOf("agreed")}
        </div>

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
      <a
        href={telHref(site.phone)}
        className="mt-4 flex items-center justify-center gap-2 rounded-xl border border-slate-200 py-2.5 text-[15px] font-semibold text-slate-700 transition hover:bg-slate-50 dark:border-slate-700 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <Phone className="size-4 text-brand-600 dark:text-brand-300" aria-hidden />
        전화 상담 <span className="text-brand-700 dark:text-brand-300">{site.phone}</span>
      </a>
    </div>
  );
}
