import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { mediaKeyOf, mediaUrl } from "#domain/media";
import { vehiclePath } from "#domain/paths";
import { SUGGEST_QUERY_MAX, type VehicleSuggestion } from "#domain/vehicle-list";

/** Typing pauses this long before suggestions are asked for (not while a Korean syllable is being composed). */
const TYPING_PAUSE_MS = 150;

interface Suggestions {
  query: string;
  items: VehicleSuggestion[];
}

/**
 * Suggestions under a search box as the visitor types, loaded with this module when the box is first focused, so
 * pages carry none of it until then. The box stays a search box (its role and name unchanged) that autocompletes from
 * a list (`aria-autocomplete`, `aria-controls`), pointing at the chosen option (`aria-activedescendant`); how many
 * suggestions there are is announced. ↑/↓ move through them, Enter opens the one chosen (else the form searches as
 * before), Esc closes them.
 *
 * Safe with a Korean IME: nothing is asked while a syllable is being composed, only when one is committed (or after
 * a pause in other typing), and no key pressed during composition moves, opens or submits anything.
 */
export function SearchSuggestions({
  input,
  searchHref,
}: {
  input: HTMLInputElement;
  /** Where the last option (all results for the query) leads. */
  searchHref: (query: string) => string | null;
}) {
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (i: number) => `${id}-option-${i}`;
  const [suggestions, setSuggestions] = useState<Suggestions>({ query: "", items: [] });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  // The native listeners read the latest state through this.
  const current = useRef({ suggestions, open, active });
  current.current = { suggestions, open, active };

  const choices = suggestions.query ? suggestions.items.length + 1 : 0;
  const choose = (index: number) => {
    const { items, query } = current.current.suggestions;
    const target = index < items.length ? vehiclePath(items[index]!.slug) : searchHref(query);
    setOpen(false);
    if (target) navigate(target);
  };
  const chooseRef = useRef(choose);
  chooseRef.current = choose;

  useEffect(() => {
    input.setAttribute("aria-autocomplete", "list");
    input.setAttribute("aria-controls", listId);
    input.setAttribute("autocomplete", "off");
    let composing = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | null = null;
    // What the box held when the suggestions arrived: nothing is asked until it changes.
    let asked = input.value.trim();

    const ask = () => {
      clearTimeout(timer);
      const query = input.value.trim();
      if (query === asked) return;
      asked = query;
      controller?.abort();
      if (!query || query.length > SUGGEST_QUERY_MAX) {
        setSuggestions({ query: "", items: [] });
        setOpen(false);
        return;
      }
      const mine = new AbortController();
      controller = mine;
      apiRequest<{ suggestions: VehicleSuggestion[] }>(
        "GET",
        `/api/vehicles/suggest?q=${encodeURIComponent(query)}`,
        undefined,
        { signal: mine.signal, timeoutMs: 5000 },
      )
        .then((answer) => {
          if (controller !== mine) return;
          // A suggestion already pointed at (↓ pressed while the answer was on its way) stays pointed at when the
          // new answer still holds it.
          const { suggestions: before, active: was } = current.current;
          const kept = was >= 0 ? answer.suggestions.findIndex((s) => s.slug === before.items[was]?.slug) : -1;
          setSuggestions({ query, items: answer.suggestions });
          setActive(kept);
          setOpen(document.activeElement === input);
        })
        // Suggestions are a help: without them the box still searches.
        .catch(() => {});
    };
    const onCompositionStart = () => {
      composing = true;
      clearTimeout(timer);
    };
    // A committed syllable (or word) is asked for at once: the next one may start composing right away.
    const onCompositionEnd = () => {
      composing = false;
      ask();
    };
    const onInput = (event: Event) => {
      if (composing || (event as InputEvent).isComposing) return;
      clearTimeout(timer);
      timer = setTimeout(ask, TYPING_PAUSE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.keyCode === 229) return;
      const state = current.current;
      const count = state.suggestions.query ? state.suggestions.items.length + 1 : 0;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (count === 0) return;
        event.preventDefault();
        // Positions run from -1 (the box itself) through the options and round again.
        const from = state.open ? state.active : -1;
        const step = event.key === "ArrowDown" ? 1 : -1;
        setOpen(true);
        setActive(((from + 1 + step + count + 1) % (count + 1)) - 1);
      } else if (event.key === "Enter" && state.open && state.active >= 0 && state.active < count) {
        // The chosen suggestion, not the form's own search.
        event.preventDefault();
        event.stopPropagation();
        chooseRef.current(state.active);
      } else if (event.key === "Escape" && state.open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    };
    const onFocus = () => {
      if (current.current.suggestions.query) setOpen(true);
    };
    const onBlur = () => {
      setOpen(false);
      setActive(-1);
    };
    input.addEventListener("compositionstart", onCompositionStart);
    input.addEventListener("compositionend", onCompositionEnd);
    input.addEventListener("input", onInput);
    input.addEventListener("keydown", onKeyDown);
    input.addEventListener("focus", onFocus);
    input.addEventListener("blur", onBlur);
    return () => {
      clearTimeout(timer);
      controller?.abort();
      input.removeEventListener("compositionstart", onCompositionStart);
      input.removeEventListener("compositionend", onCompositionEnd);
      input.removeEventListener("input", onInput);
      input.removeEventListener("keydown", onKeyDown);
      input.removeEventListener("focus", onFocus);
      input.removeEventListener("blur", onBlur);
      for (const name of ["aria-autocomplete", "aria-controls", "aria-activedescendant"]) input.removeAttribute(name);
    };
  }, [input, listId]);

  const shown = open && choices > 0;
  useEffect(() => {
    if (shown && active >= 0 && active < choices) input.setAttribute("aria-activedescendant", optionId(active));
    else input.removeAttribute("aria-activedescendant");
  });

  return (
    <>
      <p className="sr-only" aria-live="polite">
        {shown ? `추천 차량 ${suggestions.items.length}건이 있습니다. 위아래 화살표로 고를 수 있습니다.` : ""}
      </p>
      {shown && (
        <div
          id={listId}
          role="listbox"
          aria-label="추천 차량"
          data-testid="search-suggestions"
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-1.5 text-left shadow-xl shadow-slate-900/10 dark:border-slate-700 dark:bg-slate-900 dark:shadow-black/40"
        >
          {suggestions.items.map((item, i) => {
            const key = item.thumbnail ? mediaKeyOf(item.thumbnail) : null;
            return (
              // biome-ignore lint/a11y/useFocusableInteractive: the APG combobox pattern: the box keeps the focus and points at the option (aria-activedescendant)
              // biome-ignore lint/a11y/useKeyWithClickEvents: the box's ↑/↓ and Enter choose options; the click is for a pointer
              <div
                key={item.slug}
                id={optionId(i)}
                role="option"
                aria-selected={i === active}
                // Keeps the focus in the box, so the choice is read before the box would lose it.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(i)}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2.5 py-1.5",
                  i === active ? "bg-brand-50 dark:bg-brand-950" : "hover:bg-slate-50 dark:hover:bg-slate-800",
                )}
              >
                <span className="h-8 w-12 shrink-0 overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
                  {key && (
                    <img
                      src={mediaUrl(key, 320)}
                      alt=""
                      width={48}
                      height={32}
                      className="h-full w-full object-cover"
                    />
                  )}
                </span>
                <span className="min-w-0 flex-1 truncate text-[15px] font-semibold text-slate-900 dark:text-slate-100">
                  {item.name}
                </span>
                <span className="shrink-0 text-sm font-bold text-brand-600 dark:text-brand-400">{item.price}</span>
              </div>
            );
          })}
          {/* biome-ignore lint/a11y/useFocusableInteractive: as above, the box keeps the focus */}
          {/* biome-ignore lint/a11y/useKeyWithClickEvents: as above, the box's keys choose options */}
          <div
            id={optionId(suggestions.items.length)}
            role="option"
            aria-selected={active === suggestions.items.length}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestions.items.length)}
            className={cn(
              "flex min-h-11 cursor-pointer items-center gap-2 rounded-xl px-2.5 text-sm font-semibold text-slate-600 dark:text-slate-300",
              active === suggestions.items.length
                ? "bg-brand-50 dark:bg-brand-950"
                : "hover:bg-slate-50 dark:hover:bg-slate-800",
            )}
          >
            <Search className="size-4" aria-hidden />‘{suggestions.query}’ 검색 결과 모두 보기
          </div>
        </div>
      )}
    </>
  );
}
