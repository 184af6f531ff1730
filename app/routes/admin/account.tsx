import { KeyRound } from "lucide-react";
import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { AdminPageShell } from "#app/components/admin/AdminPageShell";
import { panelClass } from "#app/components/admin/StatCards";
import { Button } from "#app/components/ui/button";
import { Field, FormMessage, Input } from "#app/components/ui/field";
import { useToast } from "#app/components/ui/toast";
import { adminContext, appContext } from "#app/context";
import { ApiError, apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { privateMeta } from "#app/lib/seo";
import { useFormSubmit } from "#app/lib/use-form-submit";
import { passwordProblem } from "#domain/password";
import {
  AWAY_LABEL,
  ON_DUTY_LABEL,
  PASSWORD_CHANGED,
  PASSWORD_SAME_AS_CURRENT,
  STAFF_ROLE_LABELS,
} from "#domain/staff";
import { ownAccount } from "#server/services/staff/own-account";
import type { Route } from "./+types/account";

export const meta = () => privateMeta("내 계정 | 관리자");

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(adminContext);
  return { account: await ownAccount(context.get(appContext), viewer.id) };
}

interface PasswordBody {
  currentPassword: string;
  newPassword: string;
  newPasswordConfirm: string;
}

function PasswordForm({ oneTime }: { oneTime: boolean }) {
  const toast = useToast();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const form = useFormSubmit<PasswordBody>({
    read: (data) => ({
      currentPassword: String(data.get("currentPassword") ?? ""),
      newPassword: String(data.get("newPassword") ?? ""),
      newPasswordConfirm: String(data.get("newPasswordConfirm") ?? ""),
    }),
    check: (body) => {
      const errors: Record<string, string> = {};
      if (!body.currentPassword) errors.currentPassword = "현재 비밀번호를 입력해주세요";
      const problem = passwordProblem(body.newPassword);
      if (problem) errors.newPassword = problem;
      else if (body.newPassword === body.currentPassword) errors.newPassword = PASSWORD_SAME_AS_CURRENT;
      if (!errors.newPassword && body.newPasswordConfirm !== body.newPassword)
        errors.newPasswordConfirm = "새 비밀번호가 일치하지 않습니다";
      return errors;
    },
    send: (body) => apiRequest("POST", "/api/account/password", body),
    onSent: (_answer, element) => {
      element.reset();
      toast({ title: PASSWORD_CHANGED, variant: "success" });
      if (oneTime) navigate("/admin");
      else setDone(true);
    },
    failureMessage: "비밀번호를 변경하지 못했습니다. 다시 시도해주세요.",
  });
  return (
    <section className={cn(panelClass, "p-5 sm:p-6")} aria-labelledby="password-title">
      <h2 id="password-title" className="flex items-center gap-2 text-lg font-bold">
        <KeyRound className="size-5 text-brand-600 dark:text-brand-400" aria-hidden />
        비밀번호 변경
      </h2>
      {oneTime && (
        <p className="mt-2 rounded-xl bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900 dark:bg-amber-950/50 dark:text-amber-200">
          임시 비밀번호로 로그인했습니다. 새 비밀번호로 변경한 뒤 관리자 화면을 이용할 수 있습니다.
        </p>
      )}
      <form noValidate onSubmit={form.onSubmit} className="mt-4 max-w-md space-y-4">
        <Field label={oneTime ? "임시 비밀번호" : "현재 비밀번호"} error={form.errors.currentPassword}>
          {(props) => (
            <Input
              {...props}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              onInput={() => form.clearError("currentPassword")}
            />
          )}
        </Field>
        <Field label="새 비밀번호" error={form.errors.newPassword} hint="10자 이상, 흔하지 않은 비밀번호">
          {(props) => (
            <Input
              {...props}
              name="newPassword"
              type="password"
              autoComplete="new-password"
              onInput={() => form.clearError("newPassword")}
            />
          )}
        </Field>
        <Field label="새 비밀번호 확인" error={form.errors.newPasswordConfirm}>
          {(props) => (
            <Input
              {...props}
              name="newPasswordConfirm"
              type="password"
              autoComplete="new-password"
              onInput={() => form.clearError("newPasswordConfirm")}
            />
          )}
        </Field>
        {form.message && <FormMessage>{form.message}</FormMessage>}
        {done && !form.message && <FormMessage tone="success">{PASSWORD_CHANGED}</FormMessage>}
        <Button type="submit" disabled={form.pending}>
          {form.pending ? "변경 중..." : "비밀번호 변경"}
        </Button>
      </form>
    </section>
  );
}

/** 근무 중 / 자리 비움: whom 근무 중인 상담원 routing gives new leads. */
function DutySwitch({ onDuty }: { onDuty: boolean }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [pending, setPending] = useState(false);
  const toggle = async () => {
    setPending(true);
    try {
      await apiRequest("PUT", "/api/account/duty", { onDuty: !onDuty });
      toast({
        title: !onDuty ? `${ON_DUTY_LABEL}으로 바꿨습니다` : `${AWAY_LABEL}으로 바꿨습니다`,
        variant: "success",
      });
      revalidator.revalidate();
    } catch (error) {
      toast({ title: error instanceof ApiError ? error.message : "근무 상태를 바꾸지 못했습니다.", variant: "error" });
    } finally {
      setPending(false);
    }
  };
  return (
    <section className={cn(panelClass, "p-5 sm:p-6")} aria-labelledby="duty-title">
      <h2 id="duty-title" className="text-lg font-bold">
        근무 상태
      </h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        문의 배정 방식이 ‘근무 중인 상담원’이면 근무 중인 상담원에게만 새 문의가 배정됩니다.
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          role="switch"
          aria-checked={onDuty}
          aria-label={ON_DUTY_LABEL}
          disabled={pending}
          onClick={toggle}
          className={cn(
            "relative inline-flex h-8 w-14 shrink-0 items-center rounded-full transition disabled:opacity-60",
            onDuty ? "bg-emerald-600" : "bg-slate-300 dark:bg-slate-700",
          )}
        >
          <span
            aria-hidden
            className={cn(
              "inline-block size-6 rounded-full bg-white shadow transition",
              onDuty ? "translate-x-7" : "translate-x-1",
            )}
          />
        </button>
        <span className="font-semibold" aria-live="polite">
          {onDuty ? ON_DUTY_LABEL : AWAY_LABEL}
        </span>
      </div>
    </section>
  );
}

/** 내 계정: one's own password (a one-time password is changed here first) and 근무 상태. */
export default function AccountPage({ loaderData }: Route.ComponentProps) {
  const { account } = loaderData;
  return (
    <AdminPageShell
      title="내 계정"
      description={`${account.name} · ${STAFF_ROLE_LABELS[account.staffRole]} · 아이디 ${account.loginId}`}
      crumbs={[{ to: "/admin", label: "관리자 홈" }]}
    >
      <div className="grid max-w-3xl gap-5">
        <PasswordForm oneTime={account.mustChangePassword} />
        {!account.mustChangePassword && <DutySwitch onDuty={account.onDuty} />}
      </div>
    </AdminPageShell>
  );
}
