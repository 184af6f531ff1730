import { ExternalLink, Info } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { Checkbox } from "#app/components/ui/field";
import { LoginFields } from "#app/components/ui/LoginFields";
import { type SignInFormResult, useLogin } from "#app/lib/use-login";
import { PartnersAuthShell } from "./PartnersAuthShell";

/**
 * /partners-login: the server checks the password (pending and rejected applicants are told so) and sets
 * the session cookie, kept for 30 days with 자동 로그인; the browser then goes on to `next`.
 */
export function PartnersLoginForm({ next, sent }: { next: string; sent?: SignInFormResult }) {
  const { errors, formError, pending, form } = useLogin("partner", next, sent);

  return (
    <PartnersAuthShell title="파트너스 로그인" description="승인된 파트너 계정으로 로그인해주세요.">
      <form {...form} className="space-y-4">
        <LoginFields
          errors={errors}
          formError={formError}
          pending={pending}
          extra={<Checkbox name="persistent" label="자동 로그인" className="text-slate-700 dark:text-slate-200" />}
        />
        <Link to="/partners-signup" className={buttonClass("outline", "lg", "w-full")}>
          파트너스 회원가입
        </Link>
      </form>
      <p className="mt-6 flex gap-2 rounded-xl bg-slate-50 px-3.5 py-3 text-sm text-slate-600 dark:bg-slate-800/60 dark:text-slate-300">
        <Info className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden />
        <span>파트너스는 렌트사 임직원만 로그인 및 회원가입할 수 있습니다.</span>
      </p>
      <div className="mt-5 text-center">
        <a
          href="/"
          className="inline-flex items-center gap-1.5 text-sm font-semibold text-slate-600 underline-offset-4 hover:text-brand-600 hover:underline dark:text-slate-300"
        >
          <ExternalLink className="size-4" aria-hidden />
          고객 사이트 바로가기
        </a>
      </div>
    </PartnersAuthShell>
  );
}
