import { ArrowRight, Scale, X } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { clearCarList, dismissCarListNotice, useCarList, useCarListNotice } from "#app/lib/car-lists";
import { useHydrated } from "#app/lib/use-hydrated";
import { COMPARE_MAX, COMPARE_MIN, comparePath } from "#domain/car-lists";

/** How long a notice (a full list, storage that cannot be used) stays before it goes by itself. */
const NOTICE_MS = 6_000;

/**
 * The floating 비교 tray: how many cars are chosen, 비교하기 to /compare?cars=…, and 비우기. It also says what the
 * lists have to tell (a fifth car refused, storage that cannot be used) in a polite live region. It stands above the
 * bottom contact bar of phones and of vehicle pages, and is not shown on the comparison itself.
 */
export function CompareTray() {
  const hydrated = useHydrated();
  const cars = useCarList("compare");
  const notice = useCarListNotice();
  const { pathname } = useLocation();

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(dismissCarListNotice, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  if (!hydrated) return null;
  const onVehiclePage = /^\/(vehicles|vehicle-info)\//.test(pathname);
  const showTray = cars.length > 0 && pathname !== "/compare";
  const lift = onVehiclePage
    ? "bottom-[calc(5.75rem+env(safe-area-inset-bottom))]"
    : "bottom-[calc(4.5rem+env(safe-area-inset-bottom))] min-[1400px]:bottom-6";
  const missing = COMPARE_MIN - cars.length;

  return (
    <>
      {/* Room under the footer, so the tray never hides the end of the page. */}
      {showTray && <div aria-hidden className="h-20" />}
      <div className={`pointer-events-none fixed inset-x-0 z-40 flex flex-col items-center gap-2 px-3 ${lift}`}>
        <div role="status" aria-live="polite" className="flex w-full justify-center">
          {notice && (
            <p
              key={notice.id}
              data-testid="car-list-notice"
              className="pointer-events-auto flex max-w-md items-start gap-2 rounded-xl bg-slate-900 px-4 py-3 text-sm leading-snug font-medium text-white shadow-lg dark:bg-slate-100 dark:text-slate-900"
            >
              <span>{notice.text}</span>
              <button
                type="button"
                onClick={dismissCarListNotice}
                className="-my-1 -mr-2 inline-flex size-7 shrink-0 items-center justify-center rounded-full hover:bg-white/15 dark:hover:bg-slate-900/10"
              >
                <X className="size-4" aria-hidden />
                <span className="sr-only">알림 닫기</span>
              </button>
            </p>
          )}
        </div>
        {showTray && (
          <section
            aria-label="비교함"
            data-testid="compare-tray"
            className="pointer-events-auto flex w-full max-w-md items-center gap-2 rounded-2xl border border-slate-200 bg-white/95 p-2 pl-4 shadow-xl shadow-slate-900/15 backdrop-blur dark:border-slate-700 dark:bg-slate-900/95"
          >
            <Scale className="size-5 shrink-0 text-brand-600 dark:text-brand-400" aria-hidden />
            <p className="min-w-0 flex-1 text-sm leading-tight">
              <span className="block font-bold text-slate-900 dark:text-white" data-testid="compare-count">
                비교함 {cars.length}대
              </span>
              <span className="block text-xs text-slate-500 dark:text-slate-400">
                {missing > 0 ? `${missing}대 더 고르면 비교할 수 있어요` : `최대 ${COMPARE_MAX}대까지 담을 수 있어요`}
              </span>
            </p>
            <button
              type="button"
              onClick={() => clearCarList("compare")}
              className="inline-flex h-10 shrink-0 items-center rounded-xl px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              비우기
            </button>
            {missing <= 0 && (
              <Link
                to={comparePath(cars)}
                className="inline-flex h-10 shrink-0 items-center gap-1 rounded-xl bg-brand-600 px-4 text-sm font-bold text-white shadow-sm hover:bg-brand-700"
              >
                비교하기
                <ArrowRight className="size-4" aria-hidden />
              </Link>
            )}
          </section>
        )}
      </div>
    </>
  );
}
