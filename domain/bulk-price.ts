import { diffPriceRows } from "./diff-parts";
import { groupDigits } from "./number-text";
import type { SheetChange } from "./price-sheet";
import { formatWon, monthlyWon } from "./pricing";
import type { PriceRow } from "./vehicle";

/**
 * 가격 일괄 변경: every monthly fee of the chosen listings up or down by a percentage or an amount of won, rounded to
 * the unit the admin chooses (100 won unless chosen otherwise), written in the site's one money format. Rows without a readable fee (empty, 상담 문의) stay as they are.
 */

export const BULK_MODES = ["percent", "amount"] as const;
export type BulkMode = (typeof BULK_MODES)[number];

export const BULK_LIMITS = { percent: 50, amount: 1_000_000, listings: 2_000 } as const;

export const BULK_MESSAGES = {
  noListings: "바꿀 차량을 하나 이상 선택해주세요.",
  tooManyListings: `한 번에 ${groupDigits(BULK_LIMITS.listings)}대까지 바꿀 수 있습니다.`,
  mode: "퍼센트 또는 금액을 선택해주세요.",
  percent: `-${BULK_LIMITS.percent}%에서 +${BULK_LIMITS.percent}% 사이로 입력해주세요 (0 제외).`,
  amount: `-${groupDigits(BULK_LIMITS.amount)}원에서 +${groupDigits(BULK_LIMITS.amount)}원 사이로 입력해주세요 (0 제외).`,
  nothingToChange: "조정할 월 납입료가 없습니다.",
  notPositive: "월 납입료가 0원 이하가 됩니다.",
  unit: "반올림 단위는 100원, 1,000원, 10,000원 중에서 골라주세요.",
  notFound: "차량을 찾을 수 없습니다.",
  nothing: "바뀌는 가격이 없습니다.",
  stale: "미리보기 이후 가격이 바뀌었습니다. 다시 미리보기 해주세요.",
} as const;

/** What a changed fee is rounded to, the admin's choice; 100 won unless chosen otherwise. */
export const BULK_ROUNDING_UNITS = [100, 1_000, 10_000] as const;
export type BulkRoundingUnit = (typeof BULK_ROUNDING_UNITS)[number];
export const DEFAULT_BULK_ROUNDING: BulkRoundingUnit = 100;

/** `won` rounded to `unit` (halves up), in integer arithmetic. */
export function roundToUnit(won: number, unit: BulkRoundingUnit = DEFAULT_BULK_ROUNDING): number {
  return Math.round(won / unit) * unit;
}

/** A fee moved by the change, rounded to `unit` (halves up); null when it would not stay above 0. */
export function adjustedWon(
  won: number,
  mode: BulkMode,
  value: number,
  unit: BulkRoundingUnit = DEFAULT_BULK_ROUNDING,
): number | null {
  // Percentages in millionths of the whole, so 450,000 × 103.5% is exactly 465,750 and rounds to 465,800.
  const next =
    mode === "percent"
      ? roundToUnit((won * (1_000_000 + Math.round(value * 10_000))) / 1_000_000, unit)
      : roundToUnit(won + value, unit);
  return next > 0 ? next : null;
}

export type BulkOutcome = { ok: true; after: PriceRow[] } | { ok: false; reason: string };

/** A listing's rows with every readable monthly fee moved; refused when none reads or one would drop to 0. */
export function adjustPriceRows(
  rows: readonly PriceRow[],
  mode: BulkMode,
  value: number,
  unit: BulkRoundingUnit = DEFAULT_BULK_ROUNDING,
): BulkOutcome {
  let touched = 0;
  const after: PriceRow[] = [];
  for (const row of rows) {
    const won = monthlyWon(row.monthly);
    if (won === null || !row.monthly.trim()) {
      after.push(row);
      continue;
    }
    const next = adjustedWon(won, mode, value, unit);
    if (next === null) return { ok: false, reason: BULK_MESSAGES.notPositive };
    touched++;
    after.push({ ...row, monthly: formatWon(next) });
  }
  return touched ? { ok: true, after } : { ok: false, reason: BULK_MESSAGES.nothingToChange };
}

export interface BulkPreview {
  /** The rounding the new fees were given, said in the preview. */
  unit: BulkRoundingUnit;
  changes: SheetChange[];
  skipped: { id: number; name: string; reason: string }[];
  basis: string;
}

/** The change of one listing as the preview shows it (the published rows before and after). */
export function bulkChangeOf(
  listing: Pick<SheetChange, "id" | "slug" | "name" | "status">,
  before: PriceRow[],
  after: PriceRow[],
): SheetChange {
  return { ...listing, before, after, rows: diffPriceRows(before, after) };
}
