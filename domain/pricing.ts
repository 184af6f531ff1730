import { groupDigits } from "./number-text";
/**
 * Money rules of the catalogue: reading the free-text monthly fees and deposits that admins and partners
 * type ("45만 3천원", "월 74만 4천원", "387000", "무보증", "300만원"), showing them the one way the site
 * writes money ("월 45만 3천원", "보증금 300만원"), the lowest plan of a vehicle, the price and deposit
 * filters, and deposit instalment splits.
 *
 * Amounts in text are in 만원 unless they carry 원; a bare number of 1,000 or more is already won
 * (a monthly fee of "387000" is 38만 7천원, not 387,000만원).
 */

export const NO_PRICE_TABLE = "상담 문의";
export const NO_PRICE_CARD = "상담 안내";
export const NO_DEPOSIT = "무보증";
export const DEPOSIT_SEPARATE = "보증금 별도";

/** Only the fields of a price row these rules read. */
export interface PriceText {
  deposit: string;
  monthly: string;
}

const UNITS: Record<string, number> = { 억: 1e8, 천만: 1e7, 백만: 1e6, 만: 1e4, 천: 1e3, 백: 100 };

interface Amount {
  value: number;
  /** Written with Korean units (만, 천, …), so `value` is already won. */
  units: boolean;
  /** Followed by 원. */
  won: boolean;
}

/** Reads one amount starting at `from`: `45만 3천원` → 453000 with units; `387000` → 387000 bare. */
function readAmount(text: string, from: number): Amount | null {
  const token = /\s*(\d+(?:\.\d+)?)\s*(천만|백만|억|만|천|백)?/y;
  token.lastIndex = from;
  let value = 0;
  let units = false;
  let lastUnit = Number.POSITIVE_INFINITY;
  let end = from;
  let matched = false;
  for (;;) {
    const m = token.exec(text);
    if (!m) break;
    const n = Number.parseFloat(m[1]!);
    const unit = m[2] ? UNITS[m[2]]! : null;
    if (unit === null) {
      // A bare number ends the amount: on its own it is the amount, after units it adds as won ("45만 3000원").
      if (!units) value = n;
      else value += n;
      matched = true;
      end = token.lastIndex;
      break;
    }
    if (unit >= lastUnit) break;
    value += n * unit;
    lastUnit = unit;
    units = true;
    matched = true;
    end = token.lastIndex;
  }
  if (!matched) return null;
  return { value, units, won: /^\s*원/.test(text.slice(end)) };
}

/** Drops thousands separators: `1,250,000원` → `1250000원`. */
function withoutSeparators(text: string): string {
  return text.replace(/(\d),(?=\d{3}(?!\d))/g, "$1");
}

/**
 * A monthly fee in won, or null when the text holds no number. Reads the number after the monthly marker
 * 월 when there is one, else the first number. Units are honoured (`45만 3천원`, `38.7만원`, `8천원`); a bare
 * number is won from 1,000 up and 만원 below (`387000` → 387000, `45` → 450000).
 */
export function monthlyWon(text: string | null | undefined): number | null {
  if (!text) return null;
  const t = withoutSeparators(text);
  const marker = /월\s*(?=\d)/.exec(t);
  const start = marker ? marker.index + marker[0].length : t.search(/\d/);
  if (start < 0) return null;
  const amount = readAmount(t, start);
  if (!amount) return null;
  if (amount.units || amount.won) return Math.round(amount.value);
  return Math.round(amount.value >= 1000 ? amount.value : amount.value * 1e4);
}

/**
 * A monthly fee in 만원 for comparing and filtering (`월 74만 4천원` → 74.4, `387000` → 38.7); a missing
 * or unreadable fee is `Infinity`, so it never wins "lowest" and never matches a price band.
 */
export function monthlyManwon(text: string | null | undefined): number {
  const won = monthlyWon(text);
  return won === null ? Number.POSITIVE_INFINITY : won / 1e4;
}

/**
 * Won as the site writes it, everywhere (pages, admin, Excel, alerts): `453000` → `45만 3천원`, `450000` → `45만원`,
 * `403200` → `40만 3,200원`, `8000` → `8천원`, `500` → `500원`. Exact: no amount is shown as less than it is.
 */
export function formatWon(won: number): string {
  const amount = Math.round(won);
  const man = Math.floor(amount / 10_000);
  const rest = amount % 10_000;
  const restText = rest === 0 ? "" : rest % 1_000 === 0 ? `${rest / 1_000}천원` : `${groupDigits(rest)}원`;
  if (man === 0) return restText || "0원";
  return restText ? `${groupDigits(man)}만 ${restText}` : `${groupDigits(man)}만원`;
}

/**
 * How a monthly fee is shown: a readable amount, however it was typed (`453000`, `45.3`, `월 45만 3천원`,
 * `월 40만 3200원`), becomes `월 ` and `formatWon`'s one format; other text is shown raw; an empty fee gives
 * `empty` (상담 문의 in price tables, 가격 정보 없음 where docs/spec/admin-and-partners.md §5 asks for it).
 */
export function formatMonthly(text: string | null | undefined, empty: string = NO_PRICE_TABLE): string {
  const t = (text ?? "").trim();
  if (!t) return empty;
  const won = monthlyWon(t);
  return won === null ? t : `월 ${formatWon(won)}`;
}

const NO_DEPOSIT_TEXT = /무보증|보증금\s*없음|^없음$|면제/;
const PERCENT_DEPOSIT = /(\d+(?:\.\d+)?)\s*%/;

/** The share of the car's price a percent deposit asks (`30%`, `보증금 20 %` → 20), or null for any other deposit. */
export function depositPercent(text: string | null | undefined): number | null {
  const m = PERCENT_DEPOSIT.exec(text ?? "");
  return m ? Number(m[1]) : null;
}

/**
 * A deposit in 만원, or null when the text has no amount (empty, "별도") or is a share of the car's price
 * (`30%`: the listing does not say the price, so it is no amount; `depositPercent` reads it). The first number
 * counts; 무보증 and similar text count as 0; `300만원` and `300` are 300, `1천만원` is 1000, `3,000,000원` is 300.
 */
export function parseDepositManwon(text: string | null | undefined): number | null {
  const t = withoutSeparators((text ?? "").trim());
  if (!t) return null;
  if (NO_DEPOSIT_TEXT.test(t)) return 0;
  if (depositPercent(t) !== null) return null;
  const start = t.search(/\d/);
  if (start < 0) return null;
  const amount = readAmount(t, start);
  if (!amount) return null;
  if (amount.units || amount.won) return amount.value / 1e4;
  return amount.value;
}

/** How a deposit is shown: as typed, 보증금 별도 when empty, 무보증 for 0 or no-deposit text. */
export function formatDeposit(text: string | null | undefined): string {
  const t = (text ?? "").trim();
  if (!t) return DEPOSIT_SEPARATE;
  if (parseDepositManwon(t) === 0) return NO_DEPOSIT;
  return t;
}

/** A deposit with its label for cards and summaries: `보증금 300만원`, `무보증`, `보증금 별도`. */
export function depositCaption(text: string | null | undefined): string {
  const shown = formatDeposit(text);
  if (shown === NO_DEPOSIT || shown === DEPOSIT_SEPARATE || shown.startsWith("보증금")) return shown;
  return /^\d+(?:\.\d+)?$/.test(shown) ? `보증금 ${shown}만원` : `보증금 ${shown}`;
}

/** The plan with the lowest monthly fee (the first of equals), or null when no plan has a readable fee. */
export function lowestPriceRow<R extends PriceText>(rows: readonly R[] | null | undefined): R | null {
  let best: R | null = null;
  let bestValue = Number.POSITIVE_INFINITY;
  for (const row of rows ?? []) {
    const value = monthlyManwon(row.monthly);
    if (value < bestValue) {
      best = row;
      bestValue = value;
    }
  }
  return best;
}

/** A vehicle's lowest monthly fee in 만원; `Infinity` without a price. */
export function lowestMonthlyManwon(rows: readonly PriceText[] | null | undefined): number {
  const row = lowestPriceRow(rows);
  return row ? monthlyManwon(row.monthly) : Number.POSITIVE_INFINITY;
}

/** What a vehicle card shows under the name: the lowest plan's fee and deposit, or null for 상담 안내. */
export function cardPrice(rows: readonly PriceText[] | null | undefined): { monthly: string; deposit: string } | null {
  const row = lowestPriceRow(rows);
  if (!row) return null;
  return { monthly: formatMonthly(row.monthly), deposit: depositCaption(row.deposit) };
}

// ---------------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------------

export interface PriceChip {
  /** URL value of `?price=`; empty for 전체. */
  value: string;
  label: string;
}

/** The price-band chips of the new-car and used-car lists, in order; matched against the lowest fee. */
export const PRICE_CHIPS: readonly PriceChip[] = [
  { value: "", label: "전체" },
  { value: "40", label: "40만원 이하" },
  { value: "40-60", label: "40~60만원" },
  { value: "60-80", label: "60~80만원" },
  { value: "80-100", label: "80~100만원" },
  { value: "100+", label: "100만원 이상" },
];

/**
 * The chip for a `?price=` value, or null for 전체 and anything unknown. `100+` arrives as `100 ` when a
 * `+` was left unencoded in a URL, and is accepted so.
 */
export function parsePriceChip(value: string | null | undefined): PriceChip | null {
  const v = (value ?? "").trim();
  const key = v === "100" || v === "100-" ? "100+" : v;
  return PRICE_CHIPS.find((chip) => chip.value !== "" && chip.value === key) ?? null;
}

/** Bounds of a band in 만원: over `above`, at least `atLeast`, at most `atMost`, under `below` (those given). */
export interface Bounds {
  above?: number;
  atLeast?: number;
  atMost?: number;
  below?: number;
}

/**
 * The band of a chip: 40만원 이하 (≤ 40), 40~60 (over 40 to 60), 60~80 (over 60 to 80), 80~100 (over 80, under 100),
 * 100만원 이상 (≥ 100).
 */
export function priceChipBounds(chip: PriceChip): Bounds {
  switch (chip.value) {
    case "40":
      return { atMost: 40 };
    case "40-60":
      return { above: 40, atMost: 60 };
    case "60-80":
      return { above: 60, atMost: 80 };
    case "80-100":
      return { above: 80, below: 100 };
    case "100+":
      return { atLeast: 100 };
    default:
      return {};
  }
}

/** Whether an amount lies within bounds. */
export function withinBounds(value: number, b: Bounds): boolean {
  return (
    (b.above === undefined || value > b.above) &&
    (b.atLeast === undefined || value >= b.atLeast) &&
    (b.atMost === undefined || value <= b.atMost) &&
    (b.below === undefined || value < b.below)
  );
}

/** A deposit filter's band in 만원: over `min` (from 0 inclusive when null) up to `max` inclusive (no cap when null). */
export interface DepositBand {
  /** URL value of `?deposit=`. */
  value: string;
  label: string;
  min: number | null;
  max: number | null;
}

/** The deposit select of the search page (전체 is the empty value). */
export const DEPOSIT_BANDS: readonly DepositBand[] = [
  { value: "0-50", label: "50만원 이하", min: null, max: 50 },
  { value: "50-100", label: "50~100만원", min: 50, max: 100 },
  { value: "100-200", label: "100~200만원", min: 100, max: 200 },
  { value: "200+", label: "200만원 초과", min: 200, max: null },
];

export function parseDepositBand(value: string | null | undefined): DepositBand | null {
  const v = (value ?? "").trim();
  const key = v === "200" || v === "200-" ? "200+" : v;
  return DEPOSIT_BANDS.find((band) => band.value === key) ?? null;
}

/** Whether a deposit (만원) falls in a band: over its `min` (0 itself in the first band), up to its `max`. */
export function inDepositBand(manwon: number, band: Pick<DepositBand, "min" | "max">): boolean {
  return withinBounds(manwon, depositBandBounds(band));
}

/** A deposit band as bounds: over its `min` (from 0 inclusive when null), up to its `max` inclusive. */
export function depositBandBounds(band: Pick<DepositBand, "min" | "max">): Bounds {
  return {
    ...(band.min === null ? { atLeast: 0 } : { above: band.min }),
    ...(band.max === null ? {} : { atMost: band.max }),
  };
}

// ---------------------------------------------------------------------------------------------
// Deposit instalments
// ---------------------------------------------------------------------------------------------

export type InstallmentRatio = "50:50" | "60:40" | "70:30";

export interface InstallmentOption {
  ratio: InstallmentRatio;
  /** First and second payment in 만원; the first is floored, the second is the rest. */
  first: number;
  second: number;
}

export interface InstallmentPlan {
  /** Deposit in 만원. */
  deposit: number;
  /** The deposit as typed on the first plan that has it. */
  depositText: string;
  options: InstallmentOption[];
}

/** The splits an instalment choice allows: none for `불가능 (기본)` or anything unknown. */
export function installmentRatios(choice: string | null | undefined): InstallmentRatio[] {
  const c = choice ?? "";
  if (!c || c.includes("불가능")) return [];
  if (c.includes("60:40") || c.includes("70:30")) return ["60:40", "70:30"];
  if (c.includes("50:50")) return ["50:50"];
  return [];
}

/** The plans with distinct deposit values, first of each kept (rows without a readable deposit dropped). */
export function uniqueDepositRows<R extends PriceText>(rows: readonly R[] | null | undefined): R[] {
  const seen = new Set<number>();
  const out: R[] = [];
  for (const row of rows ?? []) {
    const deposit = parseDepositManwon(row.deposit);
    if (deposit === null || seen.has(deposit)) continue;
    seen.add(deposit);
    out.push(row);
  }
  return out;
}

function split(deposit: number, ratio: InstallmentRatio): InstallmentOption {
  const percent = Number(ratio.slice(0, 2));
  // Integer arithmetic in hundredths, so 70 × 70% is 49 and not 48.99999….
  const first = Math.floor(Math.round(deposit * percent * 100) / 10_000);
  const second = Math.round((deposit - first) * 100) / 100;
  return { ratio, first, second };
}

/**
 * How each distinct deposit may be paid in two instalments: 50:50 gives half (floored) and the rest;
 * 60:40 또는 70:30 gives both splits, the first payment floored. Nothing for 불가능, missing input, a deposit
 * of 0, or a percent deposit (`30%`).
 */
export function depositInstallmentPlans(
  rows: readonly PriceText[] | null | undefined,
  choice: string | null | undefined,
): InstallmentPlan[] {
  const ratios = installmentRatios(choice);
  if (ratios.length === 0) return [];
  // A `30%` deposit has no amount (parseDepositManwon), so uniqueDepositRows leaves it out: nothing to split in 만원.
  return uniqueDepositRows(rows)
    .map((row) => ({ row, deposit: parseDepositManwon(row.deposit) ?? 0 }))
    .filter(({ deposit }) => deposit > 0)
    .map(({ row, deposit }) => ({ deposit, depositText: row.deposit, options: ratios.map((r) => split(deposit, r)) }));
}
