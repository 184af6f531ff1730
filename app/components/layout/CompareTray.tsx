import { ArrowRight, Scale } from "lucide-react";
import { Link } from "react-router";
import { clearCarList } from "#app/lib/car-lists";
import { COMPARE_MAX, COMPARE_MIN, comparePath } from "#domain/car-lists";

/**
 * The floating 비교 tray: how many cars are chosen, 비교하기 to /compare?cars=…, and 비우기 (CarListDock places it
 * once a car is chosen).
 */
export function CompareTray({ cars }: { cars: readonly string[] }) {
  const missing = COMPARE_MIN - cars.length;
  return (
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
          {missing > 0 ? `${missing}대 더 고르면 비교할 수 있어요` : `최대 ${COMPARE_MAX}대까지`}
        </span>
      </p>
      <button
        type="button"
        onClick={() => clearCarList("compare")}
        className="inline-flex h-11 shrink-0 items-center rounded-xl px-3 text-sm font-semibold text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
      >
        비우기
      </button>
      {missing <= 0 && (
        <Link
          to={comparePath(cars)}
          className="inline-flex h-11 shrink-0 items-center gap-1 rounded-xl bg-brand-600 px-4 text-sm font-bold text-white shadow-sm hover:bg-brand-700"
        >
          비교하기
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}
    </section>
  );
}
