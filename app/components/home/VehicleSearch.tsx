import { Search } from "lucide-react";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { LazySuggestions } from "#app/components/catalogue/LazySuggestions";
import { useHydrated } from "#app/lib/use-hydrated";
import { homeSearchHref } from "#domain/home";

/**
 * Search by vehicle name. Enter submits, but never the Enter that ends a Korean IME composition (it would send
 * half a syllable, or submit twice). Without JavaScript it is a plain GET form to the search page. The box is
 * read when the search is sent, so words typed before the block hydrated count too. Suggestions appear as the
 * visitor types once the box has been focused (their code loads then).
 */
export function VehicleSearch({ customer }: { customer: boolean }) {
  const navigate = useNavigate();
  // Set by a composing Enter, so a browser that still fires the implicit submit for it is ignored.
  const composingEnter = useRef(false);
  // Before hydration the browser's own check stops a blank search; after it, a blank one just does nothing.
  const hydrated = useHydrated();

  const inputRef = useRef<HTMLInputElement>(null);
  const go = (query: string) => {
    const href = homeSearchHref(query, customer);
    if (href) navigate(href);
  };

  return (
    <search className="relative mx-auto block max-w-2xl">
      <form
        method="get"
        action={customer ? "/customer/search" : "/search"}
        noValidate={hydrated}
        onSubmit={(event) => {
          event.preventDefault();
          if (composingEnter.current) return;
          go(String(new FormData(event.currentTarget).get("q") ?? ""));
        }}
        className="flex w-full items-center gap-2 rounded-2xl border border-slate-200 bg-white p-2 shadow-lg shadow-slate-900/5 focus-within:border-brand-400 focus-within:ring-4 focus-within:ring-brand-500/10 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/20"
      >
        <Search className="ml-2 hidden size-5 shrink-0 text-slate-400 sm:block" aria-hidden />
        <label htmlFor="home-vehicle-search" className="sr-only">
          차량명 검색
        </label>
        <input
          ref={inputRef}
          id="home-vehicle-search"
          name="q"
          type="search"
          onKeyDown={(event) => {
            if (event.key !== "Enter" && event.keyCode !== 229) return;
            if (event.nativeEvent.isComposing || event.keyCode === 229) {
              composingEnter.current = true;
              setTimeout(() => {
                composingEnter.current = false;
              }, 0);
              return;
            }
            event.preventDefault();
            go(event.currentTarget.value);
          }}
          placeholder="차량명 입력 (예: 그랜저, 쏘렌토)"
          required
          pattern=".*\S.*"
          autoComplete="off"
          enterKeyHint="search"
          className="h-11 min-w-0 flex-1 bg-transparent px-2 text-[15px] text-slate-900 placeholder:text-slate-400 focus:outline-none dark:text-white [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          className="inline-flex h-11 shrink-0 items-center gap-1.5 rounded-xl bg-brand-600 px-4 sm:px-6 text-[15px] font-semibold text-white transition hover:bg-brand-700"
        >
          검색
        </button>
      </form>
      <LazySuggestions inputRef={inputRef} searchHref={(query) => homeSearchHref(query, customer)} />
    </search>
  );
}
