import { useLocation } from "react-router";
import { askFromHref } from "#app/lib/not-found";
import { CONSULT_FORM_ID } from "#domain/home";

/**
 * Any failure that is not a 404: the whole page, without an area's chrome (which may be what failed). Plain links,
 * not the router's: the page's scripts may be what failed. On the customer site the visitor can try the same
 * address again or ask, and the consultation form is told which address failed.
 */
export function ErrorPage() {
  const { pathname, search } = useLocation();
  const customer = !pathname.startsWith("/admin") && !pathname.startsWith("/partners");
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">일시적인 오류가 발생했습니다</h1>
      <p className="text-slate-600 dark:text-slate-400">
        잠시 후 다시 시도해주세요. 문제가 계속되면 고객센터로 연락해주세요.
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        <a
          href={`${pathname}${search}`}
          className="rounded-lg border border-slate-300 px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800"
        >
          다시 시도
        </a>
        {customer ? (
          <a
            href={askFromHref("/", pathname, CONSULT_FORM_ID)}
            className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
          >
            상담 신청
          </a>
        ) : (
          <a href="/" className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
            홈으로
          </a>
        )}
      </div>
    </main>
  );
}
