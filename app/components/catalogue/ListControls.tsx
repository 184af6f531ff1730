import { CarFront, Check, ChevronDown, ChevronLeft, ChevronRight, SlidersHorizontal } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Form, Link, type To, useLocation, useNavigate } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { Select } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";
import { groupDigits } from "#domain/number-text";
import {
  type CardSection,
  type FilterOption,
  LIST_SORTS,
  type ListChoice,
  type SectionLink,
} from "#domain/vehicle-list";
import { EmptyState, SectionTitle } from "./PageHeader";
import { VehicleCardGrid } from "./VehicleCard";

/** The non-empty fields of a GET form as a query, so shared addresses carry only what was chosen. */
export function formQuery(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim()) params.set(name, value.trim());
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

const labelClass = "block text-xs font-semibold text-slate-600 dark:text-slate-300";

/** One labelled select of a list's choices: 전체 (or the default order) first, then each option. */
function ChoiceSelect({
  label,
  name,
  value,
  first,
  options,
  className,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  first: string;
  options: readonly { value: string; label: string }[];
  className: string;
  onChange?: (select: HTMLSelectElement) => void;
}) {
  const id = useId();
  return (
    <div className={cn("min-w-0 space-y-1", className)}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {/* Keyed by its value, so it follows the address when a chip or the back button changes it. */}
      <Select
        id={id}
        name={name}
        defaultValue={value}
        key={value}
        className="h-11 py-0 text-sm"
        onChange={onChange ? (event) => onChange(event.currentTarget) : undefined}
      >
        <option value="">{first}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** 정렬, 브랜드 and 연료 (with how many listings each brand and fuel has), for any form that sends a list's choices. */
export function ListSelects({
  choice,
  brands,
  fuels,
  defaultSortLabel,
  onChange,
}: {
  choice: ListChoice;
  brands: readonly FilterOption[];
  fuels: readonly FilterOption[];
  defaultSortLabel: string;
  onChange?: (select: HTMLSelectElement) => void;
}) {
  const counted = (options: readonly FilterOption[]) =>
    options.map((o) => ({ value: o.value, label: o.count === undefined ? o.label : `${o.label} (${o.count})` }));
  return (
    <>
      <ChoiceSelect
        label="정렬"
        name="sort"
        value={choice.sort}
        first={defaultSortLabel}
        options={LIST_SORTS}
        className="col-span-2 md:col-span-1 md:w-44"
        onChange={onChange}
      />
      <ChoiceSelect
        label="브랜드"
        name="brand"
        value={choice.brand}
        first="전체"
        options={counted(brands)}
        className="md:w-40"
        onChange={onChange}
      />
      <ChoiceSelect
        label="연료"
        name="fuel"
        value={choice.fuel}
        first="전체"
        options={counted(fuels)}
        className="md:w-36"
        onChange={onChange}
      />
    </>
  );
}

/** How many of a list's own choices (정렬, 브랜드, 연료) differ from the defaults: the folded row's badge. */
export function activeChoices(choice: Pick<ListChoice, "sort" | "brand" | "fuel">, ...others: string[]): number {
  return [choice.sort, choice.brand, choice.fuel, ...others].filter(Boolean).length;
}

/**
 * The row a folded set of filters shows on a phone (the `<summary>` of a `fold-md` disclosure): what it holds, how
 * many of its choices are set, and a chevron that turns when it is open. A real button to the browser, so it opens
 * and closes by touch, Enter and Space, with or without the page's scripts.
 */
export function FoldSummary({ label, active }: { label: string; active: number }) {
  return (
    <summary
      data-testid="filters-toggle"
      className="fold-summary inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white pr-3.5 pl-4 text-sm font-semibold text-slate-800 shadow-sm shadow-slate-900/[0.03] transition select-none hover:border-brand-300 hover:text-brand-700 group-open/fold:border-brand-600 group-open/fold:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-brand-600 dark:hover:text-brand-300 dark:group-open/fold:border-brand-400 dark:group-open/fold:text-brand-300"
    >
      <SlidersHorizontal className="size-4" aria-hidden />
      {label}
      {active > 0 && (
        <>
          <span
            aria-hidden
            className="inline-flex size-5 items-center justify-center rounded-full bg-brand-600 text-[11px] font-bold text-white tabular-nums dark:bg-brand-500"
          >
            {active}
          </span>
          <span className="sr-only">({active}개 선택됨)</span>
        </>
      )}
      <ChevronDown
        className="size-4 text-slate-500 transition group-open/fold:rotate-180 dark:text-slate-400"
        aria-hidden
      />
    </summary>
  );
}

/** Closes the disclosure a control sits in (the folded filters, once applied). */
export function closeFold(from: Element | null) {
  const fold = from?.querySelector("details[open]") ?? from?.closest("details");
  if (fold instanceof HTMLDetailsElement) fold.open = false;
}

/** 적용 of a folded set of filters: sends the form without scripts; with them (on a phone) it folds the row again. */
export function ApplyButton({ className = "" }: { className?: string }) {
  const hydrated = useHydrated();
  return (
    <button
      type="submit"
      // With the scripts a change applies by itself, and from 768 px up the fields stand open: nothing to do there.
      className={cn(
        "inline-flex h-11 shrink-0 items-center justify-center gap-1.5 rounded-xl bg-slate-900 px-5 text-sm font-semibold text-white transition hover:bg-slate-800 dark:bg-white dark:text-slate-900 dark:hover:bg-slate-200",
        hydrated && "md:hidden",
        className,
      )}
    >
      <Check className="size-4" aria-hidden />
      적용
    </button>
  );
}

/**
 * 정렬, 브랜드 and 연료 of a list as a GET form. On a phone they fold into one row (필터·정렬, a `<details>`) beside
 * the result count, so the first cars are on the first screen; from 768 px up they stand in a row. Without
 * scripts 적용 sends the form (the server drops empty fields with a redirect); once they run, a change applies at
 * once and the page updates in place, and 적용 folds the row again. `keep` are the page's other choices (price
 * chip, section, the search's fields), sent along as hidden fields.
 */
export function ListFilterForm({
  choice,
  brands,
  fuels,
  defaultSortLabel,
  keep,
  action,
  label,
  children,
}: {
  choice: ListChoice;
  brands: readonly FilterOption[];
  fuels: readonly FilterOption[];
  defaultSortLabel: string;
  keep: Record<string, string>;
  action: string;
  label: string;
  /** Shown at the end of the row (the result count). */
  children?: React.ReactNode;
}) {
  const navigate = useNavigate();
  const apply = (form: HTMLFormElement) =>
    navigate({ pathname: action, search: formQuery(form) }, { preventScrollReset: true });
  return (
    <Form
      method="get"
      action={action}
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
        closeFold(event.currentTarget);
      }}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) apply(event.currentTarget);
      }}
      className="relative md:flex md:items-end md:justify-between md:gap-4"
      data-testid="list-filters"
    >
      {Object.entries(keep).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      <details className="group/fold fold-md min-w-0">
        <FoldSummary label="필터·정렬" active={activeChoices(choice)} />
        <div className="mt-3 grid grid-cols-2 items-end gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm md:mt-0 md:flex md:flex-wrap md:gap-x-3 md:gap-y-2 md:border-0 md:bg-transparent md:p-0 md:shadow-none dark:border-slate-800 dark:bg-slate-900 md:dark:bg-transparent">
          <ListSelects choice={choice} brands={brands} fuels={fuels} defaultSortLabel={defaultSortLabel} />
          <ApplyButton className="col-span-2" />
        </div>
      </details>
      {/* On a phone at the end of the folded row, from 768 px up beside the fields. */}
      <div className="absolute top-0 right-0 flex h-11 items-center md:static md:shrink-0">{children}</div>
    </Form>
  );
}

/**
 * The sections of a list with their counts, in a bar that stays under the header while the list scrolls: each
 * shows its section alone, the first (`allLabel`) all of them. A section with nothing in it is shown, not linked.
 */
export function SectionJumpBar({
  links,
  selected,
  allHref,
  allLabel,
  total,
  label,
}: {
  links: readonly SectionLink[];
  selected: string;
  allHref: string;
  /** The link that shows every section again. */
  allLabel: string;
  total: number;
  label: string;
}) {
  const { pathname } = useLocation();
  const chip =
    "inline-flex h-11 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition";
  const idle =
    "text-slate-700 hover:bg-slate-100 hover:text-brand-700 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-brand-300";
  const active = "bg-slate-900 text-white dark:bg-white dark:text-slate-900";
  const count = (current: boolean) =>
    `text-xs font-bold tabular-nums ${current ? "text-slate-300 dark:text-slate-600" : "text-slate-500 dark:text-slate-400"}`;
  const all = { title: allLabel, slug: "", count: total, href: allHref };
  return (
    <nav
      aria-label={label}
      data-testid="section-jump"
      className="sticky top-16 z-30 border-b border-slate-200/80 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/80 dark:border-slate-800 dark:bg-slate-950/95"
    >
      <ul className="mx-auto flex max-w-7xl gap-1 overflow-x-auto px-4 py-1.5 sm:px-6">
        {[all, ...links].map((link) => {
          const current = link.slug === selected;
          return (
            <li key={link.slug || "all"} className="shrink-0">
              {link.count === 0 && !current && link.slug ? (
                <span className={cn(chip, "cursor-default text-slate-500 dark:text-slate-400")}>
                  {link.title} <span className={count(false)}>0</span>
                </span>
              ) : (
                <Link
                  to={{ pathname, search: link.href }}
                  aria-current={current ? "true" : undefined}
                  className={cn(chip, current ? active : idle)}
                >
                  {link.title} <span className={count(current)}>{groupDigits(link.count)}</span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The cards of a page under the headings of the sections they belong to (a section cut by the page shows its part). */
export function CardSections({
  sections,
  counts,
  priorityCount = 4,
  emptyText = () => "이 카테고리에 차량이 없습니다",
}: {
  sections: readonly CardSection[];
  counts: ReadonlyMap<string, number>;
  priorityCount?: number;
  /** What an empty section says (a list on one page shows its empty sections). */
  emptyText?: (title: string) => string;
}) {
  const { pathname } = useLocation();
  let before = 0;
  return (
    <>
      {sections.map((section) => {
        const id = `section-${section.slug}`;
        const priority = Math.max(0, priorityCount - before);
        before += section.cards.length;
        return (
          <section key={section.slug} aria-labelledby={id} className="scroll-mt-32 space-y-3 sm:space-y-4">
            <SectionTitle id={id} title={section.title} count={counts.get(section.slug)} />
            {section.cards.length === 0 && section.href !== undefined ? (
              <Link
                to={{ pathname, search: section.href }}
                className="flex min-h-14 items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-[15px] font-semibold text-slate-700 transition hover:border-brand-300 hover:text-brand-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-700 dark:hover:text-brand-300"
              >
                {section.title} {groupDigits(counts.get(section.slug) ?? 0)}대 보기
                <ChevronRight className="size-4 shrink-0" aria-hidden />
              </Link>
            ) : section.cards.length === 0 ? (
              <p className="rounded-2xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500 dark:bg-slate-900 dark:text-slate-400">
                {emptyText(section.title)}
              </p>
            ) : (
              <VehicleCardGrid vehicles={section.cards} label={section.title} priorityCount={priority} />
            )}
          </section>
        );
      })}
    </>
  );
}

/**
 * 이전 / 다음 as real links (crawlers and visitors without scripts follow them; with scripts the page updates in
 * place). Shown only when there is another page.
 */
export function ListPager({ prev, next, label }: { prev: string | null; next: string | null; label: string }) {
  const { pathname } = useLocation();
  if (prev === null && next === null) return null;
  return (
    <nav aria-label={label} data-testid="list-pager" className="flex items-center justify-center gap-3 pt-2">
      <PagerLink search={prev} rel="prev" pathname={pathname} />
      <PagerLink search={next} rel="next" pathname={pathname} />
    </nav>
  );
}

/** 이전 or 다음: a link while there is such a page, a dimmed label (hidden from screen readers) otherwise. */
function PagerLink({ search, rel, pathname }: { search: string | null; rel: "prev" | "next"; pathname: string }) {
  const base =
    "inline-flex h-11 min-w-28 items-center justify-center gap-1 rounded-xl border px-4 text-sm font-semibold transition";
  const content =
    rel === "prev" ? (
      <>
        <ChevronLeft className="size-4" aria-hidden />
        이전
      </>
    ) : (
      <>
        다음
        <ChevronRight className="size-4" aria-hidden />
      </>
    );
  return search === null ? (
    <span
      className={cn(base, "border-dashed border-slate-200 text-slate-500 dark:border-slate-800 dark:text-slate-400")}
      aria-hidden
    >
      {content}
    </span>
  ) : (
    <Link
      to={{ pathname, search }}
      rel={rel}
      className={cn(
        base,
        "border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-600",
      )}
    >
      {content}
    </Link>
  );
}

/**
 * A list page's body while it loads a new choice (dimmed, `aria-busy`): the cards when there are some, else why
 * there are none: nothing listed at all (a link home), or nothing matching the filters (a link to the whole list).
 */
export function ListResults({
  loading,
  unfiltered,
  matched,
  filtered,
  empty,
  homeTo,
  clearTo,
  children,
}: {
  loading: boolean;
  unfiltered: number;
  matched: number;
  filtered: boolean;
  empty: { title: string; description: string };
  homeTo: string;
  clearTo: To;
  children: ReactNode;
}) {
  return (
    <div
      className={cn(
        "mx-auto max-w-7xl space-y-10 px-4 pt-4 pb-8 transition-opacity sm:px-6 sm:pt-8",
        loading && "opacity-60",
      )}
      aria-busy={loading}
    >
      {unfiltered === 0 ? (
        <EmptyState
          icon={<CarFront className="size-10" aria-hidden />}
          title={empty.title}
          description={empty.description}
        >
          <Link to={homeTo} className={buttonClass("primary", "md", "rounded-full px-4")}>
            홈으로
          </Link>
        </EmptyState>
      ) : matched === 0 && filtered ? (
        <EmptyState
          icon={<SlidersHorizontal className="size-10" aria-hidden />}
          title="조건에 맞는 차량이 없습니다"
          description="다른 가격대나 브랜드, 연료를 선택하거나 전체 차량을 확인해 보세요."
        >
          <Link to={clearTo} preventScrollReset className={buttonClass("primary", "md", "rounded-full px-4")}>
            전체 보기
          </Link>
        </EmptyState>
      ) : (
        children
      )}
    </div>
  );
}
