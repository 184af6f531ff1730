import { ChevronDown, ChevronUp, Plus, Trash2, WalletCards } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button";
import { inputClass, Select } from "#app/components/ui/field";
import { InstallmentPlanList } from "#app/components/vehicle/PriceTable";
import { cn } from "#app/lib/cn";
import { depositInstallmentPlans, formatMonthly } from "#domain/pricing";
import { DEPOSIT_INSTALLMENTS, type PriceRow } from "#domain/vehicle";
import { MAX_PRICE_ROWS } from "#domain/vehicle-rules";
import { EditorSection, FieldError, IconButton } from "./EditorSection";
import { moveItem, removeAt, replaceAt } from "./list-ops";

const COLUMNS = [
  { key: "deposit", label: "보증금", placeholder: "예: 300만원" },
  { key: "period", label: "계약기간", placeholder: "예: 60개월" },
  { key: "monthly", label: "월 납입료", placeholder: "예: 45만 3천원" },
  { key: "totalKm", label: "연간 약정거리", placeholder: "예: 3만km" },
] as const;

/** The row the customer page opens with: the one marked selected, else the first. */
export function selectedIndex(rows: readonly PriceRow[]): number {
  const index = rows.findIndex((row) => row.selected);
  return Math.max(index, 0);
}

const withSelected = (rows: PriceRow[], index: number): PriceRow[] =>
  rows.map((row, i) => ({ ...row, selected: i === index }));

/**
 * The monthly plans: rows of 보증금, 계약기간, 월 납입료, 연간 약정거리 to add, remove, reorder and select, and the
 * deposit instalment choice with a live preview of the split of every distinct deposit.
 */
export function PriceTableEditor({
  rows,
  onRowsChange,
  depositInstallment,
  onDepositInstallmentChange,
  errors = {},
  fixedRows = false,
  description = "고객 페이지에서 선택된 행이 먼저 보입니다 · 월 납입료는 VAT 포함",
}: {
  rows: PriceRow[];
  onRowsChange: (rows: PriceRow[]) => void;
  /** The deposit instalment choice; without it (a form that may not set it) the choice is not shown. */
  depositInstallment?: string;
  onDepositInstallmentChange?: (value: string) => void;
  /** A set number of rows (reorder and select only, no 행 추가 or 삭제). */
  fixedRows?: boolean;
  description?: string;
  /** Field errors keyed like the API's (`priceInfo.0.monthly`, `priceInfo`, `depositInstallment`). */
  errors?: Record<string, string>;
}) {
  const name = useId();
  const installmentId = useId();
  const selected = selectedIndex(rows);
  const plans = depositInstallment === undefined ? [] : depositInstallmentPlans(rows, depositInstallment);
  const update = (index: number, key: (typeof COLUMNS)[number]["key"], value: string) =>
    onRowsChange(replaceAt(rows, index, { ...rows[index]!, [key]: value }));
  const move = (from: number, to: number) => {
    const moved = moveItem(rows, from, to);
    onRowsChange(moved);
  };
  const remove = (index: number) => {
    const rest = removeAt(rows, index);
    onRowsChange(rows[index]?.selected ? withSelected(rest, 0) : rest);
  };
  const add = () =>
    onRowsChange([
      ...rows,
      {
        deposit: rows.at(-1)?.deposit ?? "",
        period: "",
        monthly: "",
        totalKm: rows.at(-1)?.totalKm ?? "3만km",
        selected: rows.length === 0,
      },
    ]);

  return (
    <EditorSection
      title="가격표"
      testId="price-editor"
      description={description}
      actions={
        !fixedRows && (
          <Button variant="outline" size="sm" onClick={add} disabled={rows.length >= MAX_PRICE_ROWS}>
            <Plus className="size-4" aria-hidden />행 추가
          </Button>
        )
      }
    >
      {rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          가격표가 비어 있으면 고객 페이지에 <strong className="font-semibold">상담 문의</strong>로 표시됩니다.
        </p>
      ) : (
        <div className="@container space-y-2.5">
          <div
            className="hidden grid-cols-[2rem_repeat(4,minmax(0,1fr))_5.5rem] gap-2 px-1 text-xs font-semibold text-slate-500 @lg:grid dark:text-slate-400"
            aria-hidden
          >
            <span className="text-center">선택</span>
            {COLUMNS.map((c) => (
              <span key={c.key}>{c.label}</span>
            ))}
            <span />
          </div>
          <ol className="space-y-2.5" aria-label="가격표 행">
            {rows.map((row, index) => {
              const active = index === selected;
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; inputs are controlled
                  key={index}
                  data-testid="price-row-editor"
                  data-selected={active || undefined}
                  className={cn(
                    "rounded-xl border p-3 transition @lg:grid @lg:grid-cols-[2rem_repeat(4,minmax(0,1fr))_5.5rem] @lg:items-start @lg:gap-2 @lg:p-2",
                    active
                      ? "border-brand-300 bg-brand-50/60 dark:border-brand-800 dark:bg-brand-950/40"
                      : "border-slate-200 dark:border-slate-800",
                  )}
                >
                  <div className="mb-2 flex items-center justify-between @lg:mb-0 @lg:contents">
                    <label className="flex h-10 items-center justify-center gap-2 text-sm font-semibold text-slate-700 @lg:w-8 dark:text-slate-200">
                      <input
                        type="radio"
                        name={name}
                        checked={active}
                        onChange={() => onRowsChange(withSelected(rows, index))}
                        className="size-4.5 accent-brand-600"
                        aria-label={`${index + 1}행 선택`}
                      />
                      <span className="@lg:hidden">{index + 1}행</span>
                    </label>
                    <RowActions
                      index={index}
                      count={rows.length}
                      onMove={move}
                      onRemove={fixedRows ? undefined : remove}
                      className="flex @lg:hidden"
                    />
                  </div>
                  <div className="grid grid-cols-2 gap-2 @lg:contents">
                    {COLUMNS.map((column) => {
                      const error = errors[`priceInfo.${index}.${column.key}`];
                      return (
                        <label key={column.key} className="block min-w-0">
                          <span className="mb-1 block text-xs font-medium text-slate-600 @lg:sr-only dark:text-slate-400">
                            <span className="sr-only">{index + 1}행 </span>
                            {column.label}
                          </span>
                          <input
                            value={row[column.key]}
                            onChange={(e) => update(index, column.key, e.target.value)}
                            placeholder={column.placeholder}
                            aria-invalid={Boolean(error)}
                            className={cn(
                              inputClass,
                              "h-10 px-3 py-2 text-sm",
                              column.key === "monthly" && "font-bold",
                            )}
                          />
                          <FieldError message={error} />
                        </label>
                      );
                    })}
                  </div>
                  <RowActions
                    index={index}
                    count={rows.length}
                    onMove={move}
                    onRemove={fixedRows ? undefined : remove}
                    className="hidden @lg:flex"
                  />
                  {row.monthly.trim() && (
                    <p className="col-span-full mt-1.5 text-xs text-slate-600 @lg:col-start-2 @lg:mt-0 dark:text-slate-400">
                      고객 페이지 표시:{" "}
                      <span className="font-semibold text-slate-700 dark:text-slate-200">
                        {formatMonthly(row.monthly)}
                      </span>
                    </p>
                  )}
                </li>
              );
            })}
          </ol>
        </div>
      )}
      <FieldError message={errors.priceInfo} />

      {depositInstallment !== undefined && (
        <div className="mt-5 border-t border-slate-100 pt-5 dark:border-slate-800">
          <label htmlFor={installmentId} className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
            보증금 분납
          </label>
          <Select
            id={installmentId}
            value={depositInstallment}
            onChange={(e) => onDepositInstallmentChange?.(e.target.value)}
            aria-invalid={Boolean(errors.depositInstallment)}
            className="mt-1.5"
          >
            {DEPOSIT_INSTALLMENTS.map((choice) => (
              <option key={choice} value={choice}>
                {choice}
              </option>
            ))}
          </Select>
          <FieldError message={errors.depositInstallment} />
          {depositInstallment !== DEPOSIT_INSTALLMENTS[0] && (
            <div
              className="mt-3 rounded-xl bg-emerald-50 p-3.5 ring-1 ring-emerald-100 dark:bg-emerald-950/40 dark:ring-emerald-900/60"
              data-testid="installment-preview"
              aria-live="polite"
            >
              <p className="flex items-center gap-2 text-sm font-bold text-emerald-800 dark:text-emerald-200">
                <WalletCards className="size-4" aria-hidden />
                분납 미리보기
              </p>
              {plans.length === 0 ? (
                <p className="mt-1.5 text-sm text-emerald-900/80 dark:text-emerald-100/80">
                  보증금이 입력된 행이 없어 고객 페이지에 분납 안내가 표시되지 않습니다.
                </p>
              ) : (
                <InstallmentPlanList plans={plans} />
              )}
            </div>
          )}
        </div>
      )}
    </EditorSection>
  );
}

function RowActions({
  index,
  count,
  onMove,
  onRemove,
  className = "",
}: {
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove?: (index: number) => void;
  className?: string;
}) {
  return (
    <div className={cn("items-center justify-end gap-0.5 @lg:h-10", className)}>
      <IconButton label={`${index + 1}행 위로`} onClick={() => onMove(index, index - 1)} disabled={index === 0}>
        <ChevronUp className="size-4" aria-hidden />
      </IconButton>
      <IconButton
        label={`${index + 1}행 아래로`}
        onClick={() => onMove(index, index + 1)}
        disabled={index === count - 1}
      >
        <ChevronDown className="size-4" aria-hidden />
      </IconButton>
      {onRemove && (
        <IconButton label={`${index + 1}행 삭제`} tone="danger" onClick={() => onRemove(index)}>
          <Trash2 className="size-4" aria-hidden />
        </IconButton>
      )}
    </div>
  );
}
