import { Check, Heart, Plus } from "lucide-react";
import { toggleCar, useCarList } from "#app/lib/car-lists";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";

/**
 * 찜 (heart) and 비교 toggles of a car: real buttons with `aria-pressed`, kept in this browser (app/lib/car-lists.ts).
 * They work only with the page's scripts, so until those run they hold their place invisibly (no dead control).
 */

type Look = "card" | "page";

const LOOKS: Record<Look, { save: string; compare: string }> = {
  card: {
    save: "size-11 justify-center rounded-full sm:size-9 bg-white/90 text-slate-700 shadow-sm ring-1 ring-slate-900/10 backdrop-blur hover:bg-white aria-pressed:text-rose-600 dark:bg-slate-900/85 dark:text-slate-200 dark:ring-white/10 dark:aria-pressed:text-rose-400",
    compare:
      "size-11 justify-center gap-1 rounded-full bg-white/90 sm:h-9 sm:w-auto sm:px-3 text-[13px] font-bold text-slate-700 shadow-sm ring-1 ring-slate-900/10 backdrop-blur hover:bg-white aria-pressed:bg-brand-600 aria-pressed:text-white aria-pressed:ring-brand-600 dark:bg-slate-900/85 dark:text-slate-200 dark:ring-white/10 dark:aria-pressed:bg-brand-500 dark:aria-pressed:text-white",
  },
  page: {
    save: "size-11 justify-center rounded-full border border-slate-200 bg-white text-slate-700 shadow-sm shadow-slate-900/[0.03] hover:bg-slate-50 sm:h-9 sm:w-auto sm:gap-1.5 sm:px-3.5 sm:text-sm sm:font-semibold aria-pressed:border-rose-200 aria-pressed:text-rose-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:border-rose-900 dark:aria-pressed:text-rose-400",
    compare:
      "h-11 gap-1 rounded-full border border-slate-200 bg-white px-3.5 text-sm font-semibold text-slate-700 shadow-sm shadow-slate-900/[0.03] hover:bg-slate-50 sm:h-9 sm:gap-1.5 aria-pressed:border-brand-600 aria-pressed:bg-brand-600 aria-pressed:text-white dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:border-brand-500 dark:aria-pressed:bg-brand-500",
  },
};

const BASE =
  "inline-flex shrink-0 items-center whitespace-nowrap transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

export function SaveToggle({ slug, name, look = "card" }: { slug: string; name: string; look?: Look }) {
  const hydrated = useHydrated();
  const on = useCarList("saved").includes(slug);
  return (
    <button
      type="button"
      aria-pressed={on}
      title={on ? "찜 해제" : "찜하기"}
      data-testid="save-toggle"
      onClick={() => toggleCar("saved", slug)}
      className={cn(BASE, LOOKS[look].save, !hydrated && "invisible")}
    >
      <Heart className={cn("size-4.5", on && "fill-current")} aria-hidden />
      <span className="sr-only">{name} </span>
      <span className={look === "page" ? "sr-only sm:not-sr-only" : "sr-only"}>찜</span>
    </button>
  );
}

export function CompareToggle({ slug, name, look = "card" }: { slug: string; name: string; look?: Look }) {
  const hydrated = useHydrated();
  const on = useCarList("compare").includes(slug);
  const Icon = on ? Check : Plus;
  return (
    <button
      type="button"
      aria-pressed={on}
      title={on ? "비교에서 빼기" : "비교에 담기"}
      data-testid="compare-toggle"
      onClick={() => toggleCar("compare", slug)}
      className={cn(BASE, LOOKS[look].compare, !hydrated && "invisible")}
    >
      <Icon className="size-4" aria-hidden />
      <span className="sr-only">{name} </span>
      {/* On a phone's narrow card the icon alone, beside the heart; the word from the next width up. */}
      <span className={look === "card" ? "sr-only sm:not-sr-only" : ""}>비교</span>
    </button>
  );
}

/**
 * Both toggles over a card's photo, drawn once the page's scripts run: they lie over the photo, so nothing moves
 * when they appear, and a list page's HTML carries none of their markup (a page of 20 cards stays small).
 */
export function CardToggles({ slug, name }: { slug: string; name: string }) {
  if (!useHydrated()) return null;
  return (
    <div className="absolute top-2 right-2 z-10 flex items-center gap-1.5">
      <CompareToggle slug={slug} name={name} />
      <SaveToggle slug={slug} name={name} />
    </div>
  );
}
