import { Link, useLocation } from "react-router";
import { cn } from "#app/lib/cn";
import { PRICE_CHIPS } from "#domain/pricing";

/** `?price=` links for each chip, keeping the rest of the query but the page; 전체 removes the parameter. */
export function priceChipHref(search: string, value: string): string {
  const params = new URLSearchParams(search);
  params.delete("cursor");
  if (value) params.set("price", value);
  else params.delete("price");
  const query = params.toString();
  return query ? `?${query}` : "?";
}

/**
 * The price-band chips (전체, 40만원 이하 … 100만원 이상) as links, so the filtered list is a URL that can be
 * shared and is rendered on the server; the selected chip is highlighted and marked current.
 */
export function PriceChips({ selected }: { selected: string }) {
  const { search, pathname } = useLocation();
  return (
    <nav aria-label="월 렌트료 가격대" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 pb-1 sm:w-auto sm:flex-wrap">
        {PRICE_CHIPS.map((chip) => {
          const active = chip.value === selected;
          return (
            <li key={chip.value || "all"}>
              <Link
                to={{ pathname, search: priceChipHref(search, chip.value) }}
                preventScrollReset
                aria-current={active ? "true" : undefined}
                data-testid="price-chip"
                className={cn(
                  "inline-flex h-11 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition",
                  active
                    ? "border-brand-600 bg-brand-600 text-white shadow-sm shadow-brand-600/25"
                    : "border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-600 dark:hover:text-brand-300",
                )}
              >
                {chip.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
