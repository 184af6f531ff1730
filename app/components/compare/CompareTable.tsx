import { Check, Crown, Minus, X } from "lucide-react";
import { Link } from "react-router";
import { SaveToggle } from "#app/components/catalogue/CarToggles";
import { VehicleImage } from "#app/components/catalogue/VehicleImage";
import { removeCar } from "#app/lib/car-lists";
import { cn } from "#app/lib/cn";
import { comparePath, without } from "#domain/car-lists";
import type { CompareRow, Comparison, TermRow } from "#domain/compare";
import { vehiclePath } from "#domain/paths";
import { WHOLE_TERM_BASIS } from "#domain/plan-cost";

/**
 * The comparison side by side: a column per car, a row per fact, grouped under headings. The first column stays
 * in place while the table scrolls sideways on a phone. The best value of a row is tinted and labelled (최저,
 * 최신, 최고) in text, so it is not told by colour alone.
 */

const LABEL_CELL =
  "sticky left-0 z-10 w-24 min-w-24 border-r border-slate-200 bg-white px-3 py-3 text-left align-top text-[13px] font-semibold text-slate-600 sm:w-40 sm:min-w-40 sm:px-4 sm:text-sm dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300";
const CELL = "min-w-38 px-3 py-3 align-top text-sm text-slate-800 sm:min-w-52 sm:px-4 dark:text-slate-100";
const BEST_CELL = "bg-brand-50 dark:bg-brand-950/50";

function BestMark({ label }: { label: string }) {
  return (
    <span className="mt-1 inline-flex items-center gap-0.5 rounded-full bg-brand-600 px-1.5 py-0.5 text-[11px] leading-none font-bold text-white dark:bg-brand-500">
      <Crown className="size-3" aria-hidden />
      {label}
    </span>
  );
}

function SectionRow({ title, span, id, note }: { title: string; span: number; id: string; note?: string }) {
  return (
    <tr>
      <th
        id={id}
        scope="colgroup"
        colSpan={span}
        className="border-t border-slate-200 bg-slate-50 p-0 text-left dark:border-slate-800 dark:bg-slate-950"
      >
        <span className="sticky left-0 inline-block px-3 py-2.5 text-sm font-extrabold tracking-tight text-slate-900 sm:px-4 sm:text-base dark:text-white">
          {title}
          {note && (
            <span className="mt-0.5 block text-xs font-medium tracking-normal text-slate-600 dark:text-slate-300">
              {note}
            </span>
          )}
        </span>
      </th>
    </tr>
  );
}

function ValueRow({ row }: { row: CompareRow }) {
  return (
    <tr
      className="border-t border-slate-100 dark:border-slate-800"
      data-row={row.key}
      data-same={row.cells.every((cell) => cell === row.cells[0]) || undefined}
    >
      <th scope="row" className={LABEL_CELL}>
        {row.label}
      </th>
      {row.cells.map((cell, i) => {
        const best = row.best.includes(i);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: one cell per car column, in column order
          <td key={i} className={cn(CELL, best && BEST_CELL)} data-best={best || undefined}>
            <span className={cn("block whitespace-pre-line", best && "font-bold text-brand-800 dark:text-brand-200")}>
              {cell}
            </span>
            {best && row.bestLabel && <BestMark label={row.bestLabel} />}
          </td>
        );
      })}
    </tr>
  );
}

function TermPlansRow({ term }: { term: TermRow }) {
  return (
    <tr className="border-t border-slate-100 dark:border-slate-800" data-row={`term-${term.key}`}>
      <th scope="row" className={LABEL_CELL}>
        {term.label}
      </th>
      {term.plans.map((plans, i) => {
        const best = term.best.includes(i);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: one cell per car column, in column order
          <td key={i} className={cn(CELL, best && BEST_CELL)} data-best={best || undefined}>
            {plans.length === 0 ? (
              <span className="text-slate-400 dark:text-slate-500">
                <Minus className="inline size-4" aria-hidden />
                <span className="sr-only">해당 기간 없음</span>
              </span>
            ) : (
              <ul className="space-y-1.5">
                {plans.map((plan, j) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: plans of one term may repeat their text
                  <li key={j}>
                    <span
                      className={cn(
                        "block font-bold",
                        best && j === 0 ? "text-brand-800 dark:text-brand-200" : "text-slate-900 dark:text-white",
                      )}
                    >
                      {plan.monthly}
                    </span>
                    <span className="block text-xs text-slate-600 dark:text-slate-300">
                      {[plan.deposit, plan.totalKm && `연 ${plan.totalKm}`].filter(Boolean).join(" · ")}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {best && <BestMark label="최저" />}
          </td>
        );
      })}
    </tr>
  );
}

function OptionMark({ has }: { has: boolean | null }) {
  if (has === null) return <span className="text-xs text-slate-500 dark:text-slate-400">전체옵션 참고</span>;
  return has ? (
    <span className="inline-flex items-center gap-1 font-semibold text-emerald-700 dark:text-emerald-400">
      <Check className="size-4" aria-hidden />
      있음
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-slate-500 dark:text-slate-400">
      <X className="size-4" aria-hidden />
      없음
    </span>
  );
}

export function CompareTable({ comparison, slugs }: { comparison: Comparison; slugs: readonly string[] }) {
  const { cars } = comparison;
  const span = cars.length + 1;
  return (
    // 다른 점만 보기 is a plain checkbox and a CSS rule: it works before, and without, the page's scripts.
    <div className="has-[#compare-diff-only:checked]:[&_tr[data-same]]:hidden">
      <label className="mb-3 inline-flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-slate-200 bg-white px-3.5 text-sm font-semibold text-slate-700 shadow-sm select-none hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800">
        <input
          id="compare-diff-only"
          type="checkbox"
          className="size-4.5 accent-brand-600"
          data-testid="compare-diff-only"
        />
        다른 점만 보기
      </label>
      <section
        aria-labelledby="compare-caption"
        // A region that scrolls is reachable by keyboard (arrows scroll it once it has focus).
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keys
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/[0.04] focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-800 dark:bg-slate-900"
        data-testid="compare-table"
      >
        <table className="w-full border-collapse">
          <caption id="compare-caption" className="sr-only">
            {cars.map((c) => c.name).join(", ")} 비교표
          </caption>
          <thead>
            <tr>
              <td className={cn(LABEL_CELL, "align-bottom")}>
                <span className="text-xs font-medium text-slate-500 dark:text-slate-400">{cars.length}대 비교</span>
              </td>
              {cars.map((car, i) => (
                <th key={car.slug} scope="col" className={cn(CELL, "text-left font-normal")}>
                  <div className="relative overflow-hidden rounded-xl bg-slate-100 dark:bg-slate-800">
                    <div className="aspect-[3/2]">
                      <VehicleImage
                        src={car.image}
                        // The name is right below: the photo adds nothing to read out.
                        alt=""
                        sizes="(min-width: 640px) 208px, 152px"
                        priority={i < 2}
                      />
                    </div>
                    {car.badge && (
                      <span
                        className={cn(
                          "absolute top-1.5 left-1.5 rounded-full px-2 py-0.5 text-[11px] font-bold text-white",
                          car.badge === "신차" ? "bg-brand-600" : "bg-slate-900/85",
                        )}
                      >
                        {car.badge}
                      </span>
                    )}
                    <div className="absolute top-1.5 right-1.5">
                      <SaveToggle slug={car.slug} name={car.name} />
                    </div>
                  </div>
                  <Link
                    to={vehiclePath(car.slug)}
                    className="mt-1 block min-h-11 py-1 text-[15px] leading-snug font-bold break-keep [overflow-wrap:anywhere] text-slate-900 hover:text-brand-700 hover:underline dark:text-white dark:hover:text-brand-300"
                    data-testid="compare-car-name"
                  >
                    {car.name}
                  </Link>
                  <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">{car.category}</p>
                  <Link
                    to={comparePath(without(slugs, car.slug))}
                    replace
                    preventScrollReset
                    onClick={() => removeCar("compare", car.slug)}
                    className="mt-1 -ml-2 inline-flex h-11 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-slate-100"
                  >
                    <X className="size-3.5" aria-hidden />
                    <span className="sr-only">{car.name} </span>비교에서 빼기
                  </Link>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <SectionRow title="가격 요약" span={span} id="compare-summary" note={WHOLE_TERM_BASIS} />
            {comparison.summary.map((row) => (
              <ValueRow key={row.key} row={row} />
            ))}
          </tbody>
          {comparison.terms.length > 0 && (
            <tbody>
              <SectionRow
                title="계약기간별 월 렌트료 (VAT 포함)"
                span={span}
                id="compare-terms"
                note="기간마다 보증금을 포함한 총비용이 낮은 요금제부터 보여 줍니다."
              />
              {comparison.terms.map((term) => (
                <TermPlansRow key={term.key} term={term} />
              ))}
            </tbody>
          )}
          <tbody>
            <SectionRow title="주요 정보" span={span} id="compare-specs" />
            {comparison.specs.map((row) => (
              <ValueRow key={row.key} row={row} />
            ))}
          </tbody>
          {(comparison.options.length > 0 || comparison.freeOptions.some(Boolean)) && (
            <tbody>
              <SectionRow title="옵션" span={span} id="compare-options" />
              {comparison.options.map((group) => (
                <OptionGroupRows key={group.group} group={group} />
              ))}
              {comparison.freeOptions.some(Boolean) && (
                <ValueRow
                  row={{
                    key: "free-options",
                    label: "전체옵션",
                    cells: comparison.freeOptions.map((text) => text ?? "-"),
                    best: [],
                    bestLabel: null,
                  }}
                />
              )}
            </tbody>
          )}
          {comparison.insurance.length > 0 && (
            <tbody>
              <SectionRow title="보험 보장" span={span} id="compare-insurance" />
              {comparison.insurance.map((row) => (
                <ValueRow key={row.key} row={row} />
              ))}
            </tbody>
          )}
          {comparison.contract.length > 0 && (
            <tbody>
              <SectionRow title="계약 조건" span={span} id="compare-contract" />
              {comparison.contract.map((row) => (
                <ValueRow key={row.key} row={row} />
              ))}
            </tbody>
          )}
        </table>
      </section>
    </div>
  );
}

function OptionGroupRows({ group }: { group: Comparison["options"][number] }) {
  return (
    <>
      {group.items.map((item, index) => (
        <tr
          key={item.name}
          className="border-t border-slate-100 dark:border-slate-800"
          data-row={`option-${item.name}`}
          data-differs={item.differs || undefined}
          data-same={!item.differs || undefined}
        >
          <th scope="row" className={LABEL_CELL}>
            {index === 0 && (
              <span className="mb-0.5 block text-[11px] font-bold text-slate-500 dark:text-slate-400">
                {group.label}
              </span>
            )}
            <span className="text-slate-800 dark:text-slate-100">{item.name}</span>
            {item.differs && (
              <span className="ml-1 inline-block rounded bg-amber-100 px-1 text-[10px] font-bold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
                차이
              </span>
            )}
          </th>
          {item.has.map((has, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one cell per car column, in column order
            <td key={i} className={CELL}>
              <OptionMark has={has} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}
