import { ArrowLeft, CircleCheck, Info } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "#app/components/ui/button";
import { Field, FormMessage, Input } from "#app/components/ui/field";
import { apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { useFormSubmit } from "#app/lib/use-form-submit";
import { fieldErrorsFrom } from "#domain/field-errors";
import {
  APPLICATION_FIELDS,
  PARTNER_SIGNUP_FAILED,
  PARTNER_SIGNUP_SENT,
  PARTNER_TYPES,
  type PartnerType,
  partnerApplicationSchema,
} from "#domain/partner-application";
import { MIN_PASSWORD_LENGTH } from "#domain/password";
import { PartnersAuthShell } from "./PartnersAuthShell";

const TYPE_LABELS: Record<PartnerType, { title: string; hint: string }> = {
  렌트사: { title: "렌트사", hint: "렌터카 회사 임직원" },
  딜러: { title: "딜러", hint: "완성차·중고차 딜러" },
};

/** The policies beside the agreements, in a new tab so the filled form stays. */
const policyLinkClass = "font-semibold text-brand-700 underline underline-offset-2 dark:text-brand-300";

/** Reads the form into the API's body: text fields as typed, the agreements as booleans. */
function bodyOf(form: HTMLFormElement, type: PartnerType): Record<string, unknown> {
  const data = new FormData(form);
  const body: Record<string, unknown> = { type };
  for (const name of ["loginId", "password", "passwordConfirm", ...APPLICATION_FIELDS[type].map((f) => f.name)]) {
    body[name] = String(data.get(name) ?? "");
  }
  body.privacyAgree = data.get("privacyAgree") === "on";
  body.serviceAgree = data.get("serviceAgree") === "on";
  return body;
}

/**
 * /partners-signup: 렌트사 / 딜러 toggle, each with its own fields, the two agreements, and 가입 요청. The
 * same schema checks the form here and on the server; success shows that the application awaits approval.
 */
export function PartnersSignupForm() {
  const [type, setType] = useState<PartnerType>("렌트사");
  const [done, setDone] = useState<string | null>(null);
  const {
    errors,
    setErrors,
    message: formError,
    setMessage: setFormError,
    pending,
    onSubmit,
  } = useFormSubmit({
    read: (_data, form) => bodyOf(form, type),
    check: (body) => fieldErrorsFrom(partnerApplicationSchema, body),
    send: (body) => apiRequest<{ message?: string } | null>("POST", "/api/partners", body),
    onSent: (answer) => {
      setDone(answer?.message ?? PARTNER_SIGNUP_SENT);
      window.scrollTo({ top: 0 });
    },
    failureMessage: PARTNER_SIGNUP_FAILED,
  });

  const back = (
    <Link
      to="/partners-login"
      className="mb-4 inline-flex h-10 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3.5 text-sm font-semibold text-slate-700 shadow-sm transition hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800"
    >
      <ArrowLeft className="size-4" aria-hidden />
      로그인으로 돌아가기
    </Link>
  );

  if (done) {
    return (
      <PartnersAuthShell title="가입 신청 완료" top={back} width="max-w-xl">
        <div className="flex flex-col items-center gap-4 text-center" data-testid="signup-done">
          <CircleCheck className="size-14 text-emerald-500" aria-hidden />
          <FormMessage tone="success">{done}</FormMessage>
          <p className="text-sm text-slate-500 dark:text-slate-400">
            승인이 완료되면 승인 안내에 적힌 아이디와 신청하신 비밀번호로 로그인할 수 있습니다.
          </p>
          <Link to="/partners-login" className={buttonClass("primary", "lg", "w-full")}>
            로그인 화면으로
          </Link>
        </div>
      </PartnersAuthShell>
    );
  }

  const field = (name: string, label: string, input: React.InputHTMLAttributes<HTMLInputElement>) => (
    <Field key={name} label={label} error={errors[name]}>
      {(props) => <Input {...props} {...input} name={name} required />}
    </Field>
  );

  return (
    <PartnersAuthShell
      title="파트너스 회원가입"
      description="가입 유형을 선택하고 정보를 입력해주세요. 관리자 승인 후 이용할 수 있습니다."
      top={back}
      width="max-w-xl"
    >
      <fieldset className="mb-6">
        <legend className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">가입 유형</legend>
        <div className="grid grid-cols-2 gap-2 rounded-2xl bg-slate-100 p-1.5 dark:bg-slate-800">
          {PARTNER_TYPES.map((t) => (
            <button
              key={t}
              type="button"
              aria-pressed={type === t}
              onClick={() => {
                setType(t);
                setErrors({});
                setFormError("");
              }}
              className={cn(
                "flex flex-col items-center rounded-xl px-3 py-2.5 transition",
                type === t
                  ? "bg-white text-brand-700 shadow-sm dark:bg-slate-950 dark:text-brand-300"
                  : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white",
              )}
            >
              <span className="text-[15px] font-bold">{TYPE_LABELS[t].title}</span>
              <span className="text-xs">{TYPE_LABELS[t].hint}</span>
            </button>
          ))}
        </div>
      </fieldset>

      <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={`${type} 가입 신청`}>
        {field("loginId", "아이디", {
          autoComplete: "username",
          autoCapitalize: "none",
          spellCheck: false,
          placeholder: "영문, 숫자 4자 이상",
        })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field("password", "비밀번호", {
            type: "password",
            autoComplete: "new-password",
            placeholder: `${MIN_PASSWORD_LENGTH}자 이상`,
          })}
          {field("passwordConfirm", "비밀번호 확인", { type: "password", autoComplete: "new-password" })}
        </div>
        {APPLICATION_FIELDS[type].map((f) =>
          field(f.name, f.label, {
            type: f.type,
            autoComplete: f.autoComplete,
            placeholder: f.placeholder,
            inputMode: f.type === "tel" ? "tel" : undefined,
          }),
        )}

        <div className="space-y-3 rounded-2xl border border-slate-200 p-4 dark:border-slate-700">
          <Agreement name="privacyAgree" label="개인정보 수집 및 이용 동의 (필수)" error={errors.privacyAgree}>
            수집 목적: 파트너 가입 심사 및 연락 · 수집 항목: 아이디, 회사명(소속), 성함/직급, 연락처, 이메일, 주소 ·
            보유 기간: 파트너 이용 종료 시까지 · 동의를 거부할 수 있으나, 거부 시 가입 신청을 할 수 없습니다. ·{" "}
            <a href="/privacy" target="_blank" rel="noopener" className={policyLinkClass}>
              개인정보처리방침<span className="sr-only"> (새 창)</span>
            </a>
          </Agreement>
          <Agreement name="serviceAgree" label="서비스 이용약관 동의 (필수)" error={errors.serviceAgree}>
            등록하는 차량 정보가 사실과 같으며, 고객 페이지에 게시되는 것에 동의합니다. ·{" "}
            <a href="/terms" target="_blank" rel="noopener" className={policyLinkClass}>
              이용약관<span className="sr-only"> (새 창)</span>
            </a>
          </Agreement>
        </div>

        {type === "딜러" && (
          <p
            className="flex gap-2 rounded-xl bg-amber-50 px-3.5 py-3 text-sm text-amber-900 dark:bg-amber-950/50 dark:text-amber-200"
            data-testid="dealer-note"
          >
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
            <span>
              딜러 가입은 관리자 확인 후 완료됩니다. 승인되면 승인 안내에 적힌 아이디로 로그인할 수 있으며, 필요한 경우
              입력하신 연락처로 안내드립니다.
            </span>
          </p>
        )}
        {formError && <FormMessage>{formError}</FormMessage>}
        <Button type="submit" size="lg" className="w-full" disabled={pending}>
          {pending ? "요청 중..." : "가입 요청"}
        </Button>
      </form>
    </PartnersAuthShell>
  );
}

function Agreement({
  name,
  label,
  error,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  const id = `agree-${name}`;
  return (
    <div>
      <label className="flex cursor-pointer items-start gap-2.5">
        <input
          type="checkbox"
          name={name}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-text${error ? ` ${id}-error` : ""}`}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-brand-600 dark:[color-scheme:dark]"
        />
        <span className="text-[15px] font-semibold text-slate-800 dark:text-slate-100">{label}</span>
      </label>
      <p id={`${id}-text`} className="mt-1 pl-7.5 text-xs leading-relaxed text-slate-500 dark:text-slate-400">
        {children}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 pl-7.5 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
