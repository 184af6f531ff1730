/** Any failure that is not a 404: the whole page, without an area's chrome (which may be what failed). */
export function ErrorPage() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-bold">일시적인 오류가 발생했습니다</h1>
      <p className="text-slate-600 dark:text-slate-400">
        잠시 후 다시 시도해주세요. 문제가 계속되면 고객센터로 연락해주세요.
      </p>
      <a href="/" className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        홈으로
      </a>
    </main>
  );
}
