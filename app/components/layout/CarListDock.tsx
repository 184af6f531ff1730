import { X } from "lucide-react";
import { useEffect } from "react";
import { useLocation } from "react-router";
import { dismissCarListNotice, useCarList, useCarListNotice } from "#app/lib/car-lists";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";
import { CompareTray } from "./CompareTray";

/** How long a notice (a full list, storage that cannot be used) stays before it goes by itself. */
const NOTICE_MS = 6_000;

/**
 * Where the kept car lists speak on every customer page: the compare tray once a car is chosen (not on the
 * comparison itself), and what the lists have to tell (a fifth car refused, storage that cannot be used) in a
 * polite live region. It stands above the bottom contact bar of phones and of vehicle pages.
 */
export function CarListDock() {
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
  const showTray = cars.length > 0 && pathname !== "/compare";
  const lift = /^\/(vehicles|vehicle-info)\//.test(pathname)
    ? "bottom-[calc(5.75rem+env(safe-area-inset-bottom))]"
    : "bottom-[calc(4.5rem+env(safe-area-inset-bottom))] min-[1400px]:bottom-6";

  return (
    <>
      {/* Room under the footer, so the tray never hides the end of the page. */}
      {showTray && <div aria-hidden className="h-20" />}
      <div className={cn("pointer-events-none fixed inset-x-0 z-40 flex flex-col items-center gap-2 px-3", lift)}>
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
                className="-my-3 -mr-3 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-white/15 dark:hover:bg-slate-900/10"
              >
                <X className="size-4" aria-hidden />
                <span className="sr-only">알림 닫기</span>
              </button>
            </p>
          )}
        </div>
        {showTray && <CompareTray cars={cars} />}
      </div>
    </>
  );
}
