import { SearchX } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button";

/** The partners area's 404, under the partners header: the missing thing's own message and the way back. */
export function PartnersNotFound({ message }: { message: string }) {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-md flex-col items-center justify-center gap-3 px-6 py-20 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
        <SearchX className="size-8" aria-hidden />
      </span>
      <h1 className="mt-2 text-2xl font-extrabold">{message}</h1>
      <p className="text-slate-600 dark:text-slate-400">삭제되었거나 주소가 바뀌었습니다. 주소를 다시 확인해주세요.</p>
      <Link to="/partners" className={buttonClass("primary", "md", "mt-3")}>
        차량 관리로 돌아가기
      </Link>
    </main>
  );
}
