import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { AdminHeader } from "#app/components/admin/AdminHeader";
import { panelClass } from "#app/components/admin/StatCards";
import { buttonClass } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";

/**
 * The admin area's 404, under the admin header: the missing thing's own message and a way back, to the admin
 * home unless the page names a closer list (a lead goes back to 문의 목록으로).
 */
export function AdminNotFound({
  message,
  back = { to: "/admin", label: "관리자 홈으로" },
  detail = "삭제되었거나 주소가 바뀌었습니다. 주소를 다시 확인해주세요.",
}: {
  message: string;
  back?: { to: string; label: string };
  detail?: string;
}) {
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <AdminHeader />
      <main className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
        <section className={cn(panelClass, "flex flex-col items-center gap-3 px-6 py-16 text-center")}>
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
            <SearchX className="size-7" aria-hidden />
          </span>
          <h1 className="text-xl font-extrabold">{message}</h1>
          <p className="text-slate-600 dark:text-slate-400">{detail}</p>
          <Link to={back.to} className={buttonClass("primary", "md", "mt-2")}>
            {back.label}
          </Link>
        </section>
      </main>
    </div>
  );
}
