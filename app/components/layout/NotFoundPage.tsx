import { Link } from "react-router";

export function NotFoundPage() {
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-3 px-6 py-20 text-center">
      <p className="text-sm font-semibold tracking-wide text-brand-600 dark:text-brand-400">404 Page Not Found</p>
      <h1 className="text-3xl font-extrabold">페이지를 찾을 수 없습니다</h1>
      <p className="text-slate-600 dark:text-slate-400">
        주소가 바뀌었거나 삭제된 페이지입니다. 주소를 다시 확인해주세요.
      </p>
      <Link
        to="/"
        className="mt-3 rounded-xl bg-brand-600 px-6 py-3 font-semibold text-white shadow-sm hover:bg-brand-700"
      >
        홈으로
      </Link>
    </main>
  );
}
