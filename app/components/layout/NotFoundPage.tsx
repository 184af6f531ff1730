import { MessageSquareText, Phone, SearchX } from "lucide-react";
import { Link, useLocation } from "react-router";
import { BackButton } from "#app/components/ui/back-button";
import { buttonClass } from "#app/components/ui/button";
import { askFromHref, PAGE_NOT_FOUND, QUOTE_NOT_FOUND } from "#app/lib/not-found";
import { telHref, useSiteConfig } from "#app/lib/site";
import { CONSULT_FORM_ID } from "#domain/home";

/**
 * The customer site's 404, inside the site header and footer: the missing thing's own message (an unknown
 * address: 페이지를 찾을 수 없습니다), 뒤로가기 (back inside the site, else home) and 홈으로, and a way to ask:
 * 전화 상담 and the consultation form. A visitor who followed a dead link (an old ad, a chat) was looking for a car:
 * the form is told which address failed, and the lead carries it.
 */
export function NotFoundPage({ message = PAGE_NOT_FOUND }: { message?: string }) {
  const { pathname } = useLocation();
  const site = useSiteConfig();
  // The /customer/… aliases have their own home.
  const home = pathname.startsWith("/customer/") ? "/customer" : "/";
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-3 px-6 py-20 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
        <SearchX className="size-8" aria-hidden />
      </span>
      <p className="mt-2 text-sm font-semibold tracking-wide text-brand-600 dark:text-brand-400">404 Page Not Found</p>
      <h1 className="text-2xl font-extrabold sm:text-3xl">{message}</h1>
      <p className="text-slate-600 dark:text-slate-400">
        {message === QUOTE_NOT_FOUND
          ? "견적서 주소가 잘못되었거나 삭제된 견적서입니다. 상담을 신청하시면 같은 조건으로 다시 견적을 보내드립니다."
          : "주소가 바뀌었거나 삭제된 페이지입니다. 주소를 다시 확인해주세요."}
      </p>
      <div className="mt-3 flex flex-wrap justify-center gap-2">
        <BackButton fallback={home} scriptOnly look="outline" />
        <Link to={home} className={buttonClass("primary", "md", "px-5")}>
          홈으로
        </Link>
      </div>
      <section
        aria-labelledby="not-found-contact"
        data-testid="not-found-contact"
        className="mt-8 w-full rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900/60"
      >
        <h2 id="not-found-contact" className="font-bold text-slate-900 dark:text-white">
          찾으시는 차가 있으신가요?
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">상담사가 조건에 맞는 차량을 찾아 드립니다.</p>
        <div className="mt-3 flex gap-2">
          <a href={telHref(site.phone)} className={buttonClass("outline", "lg", "flex-1")}>
            <Phone className="size-4.5" aria-hidden />
            전화 상담
          </a>
          <Link
            to={askFromHref(home, pathname, CONSULT_FORM_ID)}
            className={buttonClass("primary", "lg", "flex-[1.4]")}
          >
            <MessageSquareText className="size-4.5" aria-hidden />
            상담 신청
          </Link>
        </div>
      </section>
    </main>
  );
}
