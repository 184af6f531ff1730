import { LockKeyhole } from "lucide-react";
import { Link } from "react-router";
import { LogoMark } from "#app/components/layout/Logo";
import { LoginFields } from "#app/components/ui/LoginFields";
import { type SignInFormResult, useLogin } from "#app/lib/use-login";

/**
 * The admin sign-in card of /admin-login and of /admin before signing in. The server checks the password
 * and sets the session cookie; the browser only goes on to `next`. Sent before the scripts have run, the form
 * posts to /admin-login's action (`sent`: what that answered).
 */
export function AdminLoginForm({ next, sent }: { next: string; sent?: SignInFormResult }) {
  const { errors, formError, pending, form } = useLogin("admin", next, sent);

  return (
    <main className="flex min-h-dvh items-center justify-center bg-gradient-to-b from-brand-50 via-white to-white px-4 py-12 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
      <div className="w-full max-w-sm">
        <div className="mb-6 flex justify-center text-slate-900 dark:text-white">
          <LogoMark />
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
              <LockKeyhole className="size-6" aria-hidden />
            </span>
            <h1 className="text-2xl font-bold">관리자 로그인</h1>
            <p className="text-sm text-slate-500 dark:text-slate-400">관리자 계정으로 로그인해주세요.</p>
          </div>
          <form {...form} className="space-y-4">
            <LoginFields errors={errors} formError={formError} pending={pending} />
          </form>
        </div>
        <div className="mt-6 text-center">
          <Link
            to="/"
            className="text-sm font-semibold text-slate-600 underline-offset-4 hover:text-brand-600 hover:underline dark:text-slate-300"
          >
            홈페이지로 돌아가기
          </Link>
        </div>
      </div>
    </main>
  );
}
