/**
 * The typed price grid of a listing: Korean long-term rental is quoted on term × 초기비용 (무보증, 보증금, 선납금) ×
 * annual distance × driver age × end-of-term type, and each cell is one monthly fee. A row here is one such cell,
 * in numbers, so a visitor can configure it, a list can compare cars on one stated basis, and the cost to the end
 * of the term can be worked out (plan-cost.ts). Free-text rows written before the grid are read by
 * `gridRowFromText`, which flags what it cannot read and never guesses.
 */
import { groupDigits } from "./number-text";
import { depositPercent, formatWon, monthlyWon, parseDepositManwon } from "./pricing";

/** 초기비용: nothing up front, a deposit returned at the end, or a prepayment that lowers the monthly fee. */
export const UPFRONT_KINDS = ["none", "deposit", "prepay"] as const;
export type UpfrontKind = (typeof UPFRONT_KINDS)[number];
export const UPFRONT_LABELS: Record<UpfrontKind, string> = { none: "무보증", deposit: "보증금", prepay: "선납금" };

/** 만기 방식: return the car, buy it at the stated 인수가, or choose at the end. */
export const END_OF_TERM_KINDS = ["return", "buyout", "choice"] as const;
export type EndOfTerm = (typeof END_OF_TERM_KINDS)[number];
export const END_OF_TERM_LABELS: Record<EndOfTerm, string> = { return: "반납형", buyout: "인수형", choice: "선택형" };

/** The driver-age brackets rental companies price: 만 21세, 23세 and 26세 이상. */
export const DRIVER_AGES = [21, 23, 26] as const;
export type DriverAge = (typeof DRIVER_AGES)[number];

/** The longest term a row may state; Korean long-term rental runs 12–60 months, a few companies 72 or 84. */
export const MAX_TERM_MONTHS = 96;

/** What is paid up front: none, or a deposit or prepayment stated as a share of the car's price or in won. */
export type Upfront =
  | { kind: "none" }
  | { kind: "deposit" | "prepay"; percent: number; won?: undefined }
  | { kind: "deposit" | "prepay"; won: number; percent?: undefined };

export interface PriceGridRow {
  months: number;
  upfront: Upfront;
  /** 연 약정거리 in km; null is 무제한. */
  annualKm: number | null;
  minAge: DriverAge;
  endOfTerm: EndOfTerm;
  /** 월 렌트료 in won, VAT included. */
  monthlyWon: number;
  /** 인수가 in won: required where the car may be bought at the end, absent for 반납형. */
  residualWon: number | null;
}

/** The choice a visitor makes on the configurator; each part may be left open. */
export type GridChoice = Partial<{
  months: number;
  upfront: string;
  annualKm: number | null;
  minAge: DriverAge;
  endOfTerm: EndOfTerm;
}>;

/** `20000` → `2만km`, `15000` → `1만 5천km`, `12345` → `12,345km`; null → `무제한`. */
export function kmText(km: number | null): string {
  if (km === null) return "무제한";
  if (km % 1_000 !== 0 || km < 10_000) return `${groupDigits(km)}km`;
  const man = Math.floor(km / 10_000);
  const cheon = (km % 10_000) / 1_000;
  return cheon ? `${man}만 ${cheon}천km` : `${man}만km`;
}

/** `무보증`, `보증금 30%`, `선납 300만원`: the 초기비용 as the basis line says it. */
export function upfrontText(upfront: Upfront): string {
  if (upfront.kind === "none") return UPFRONT_LABELS.none;
  const word = upfront.kind === "deposit" ? "보증금" : "선납";
  return upfront.percent !== undefined ? `${word} ${upfront.percent}%` : `${word} ${formatWon(upfront.won)}`;
}

/** One key per distinct 초기비용, for the configurator's chips and the URL (`none`, `deposit-30p`, `prepay-3000000`). */
export function upfrontKey(upfront: Upfront): string {
  if (upfront.kind === "none") return "none";
  return upfront.percent !== undefined ? `${upfront.kind}-${upfront.percent}p` : `${upfront.kind}-${upfront.won}`;
}

/** What a fee is the price of: `48개월 · 선납 30% · 연 2만km · 만 26세`, with the 만기 방식 where it is not 반납형. */
export function basisText(row: Omit<PriceGridRow, "monthlyWon" | "residualWon">): string {
  const parts = [`${row.months}개월`, upfrontText(row.upfront), `연 ${kmText(row.annualKm)}`, `만 ${row.minAge}세`];
  if (row.endOfTerm !== "return") parts.push(END_OF_TERM_LABELS[row.endOfTerm]);
  return parts.join(" · ");
}

/** `월 45만원 · 48개월 · 선납 30% · 연 2만km · 만 26세`: a fee is never shown without its basis. */
export function priceWithBasis(row: PriceGridRow): string {
  return `월 ${formatWon(row.monthlyWon)} · ${basisText(row)}`;
}

/**
 * The won paid or tied up front: a percent becomes won of the car's price (rounded to the won), null when the
 * price is not stated, so no figure is made up.
 */
export function upfrontWon(upfront: Upfront, carPriceWon: number | null): number | null {
  if (upfront.kind === "none") return 0;
  if (upfront.won !== undefined) return upfront.won;
  return carPriceWon === null ? null : Math.round((carPriceWon * upfront.percent) / 100);
}

function sameUpfront(a: Upfront, b: Upfront): boolean {
  return upfrontKey(a) === upfrontKey(b);
}

function sameCell(a: PriceGridRow, b: PriceGridRow): boolean {
  return (
    a.months === b.months &&
    sameUpfront(a.upfront, b.upfront) &&
    a.annualKm === b.annualKm &&
    a.minAge === b.minAge &&
    a.endOfTerm === b.endOfTerm
  );
}

const positiveInt = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n) && n > 0;

/**
 * What is wrong with one row, in Korean, or an empty list. `carPriceWon` is the listing's 차량가: a share of it
 * needs it stated.
 */
export function gridRowProblems(row: PriceGridRow, carPriceWon: number | null): string[] {
  const problems: string[] = [];
  if (!positiveInt(row.months) || row.months > MAX_TERM_MONTHS)
    problems.push(`계약기간은 1~${MAX_TERM_MONTHS}개월로 입력해주세요`);
  if (!positiveInt(row.monthlyWon)) problems.push("월 렌트료를 원 단위로 입력해주세요");
  if (row.annualKm !== null && !positiveInt(row.annualKm)) problems.push("연 약정거리를 km로 입력해주세요");
  if (!DRIVER_AGES.includes(row.minAge)) problems.push("운전자 연령은 만 21세, 23세, 26세 중에서 골라주세요");
  if (!END_OF_TERM_KINDS.includes(row.endOfTerm)) problems.push("만기 방식을 골라주세요");
  const { upfront } = row;
  if (upfront.kind !== "none") {
    const label = UPFRONT_LABELS[upfront.kind];
    if (upfront.percent !== undefined) {
      if (!(upfront.percent > 0 && upfront.percent < 100)) problems.push(`${label} 비율은 1~99%로 입력해주세요`);
      else if (carPriceWon === null) problems.push(`${label}을 %로 적으려면 차량가를 입력해주세요`);
    } else if (!positiveInt(upfront.won)) problems.push(`${label}을 원 단위로 입력해주세요`);
  }
  if (row.endOfTerm === "return" && row.residualWon !== null) problems.push("반납형에는 인수가를 적지 않습니다");
  if (row.endOfTerm !== "return" && !positiveInt(row.residualWon))
    problems.push("인수형·선택형은 인수가를 원 단위로 입력해주세요");
  return problems;
}

/** Each row's problems by index (only rows with some), duplicates of an earlier row's conditions included. */
export function gridProblems(rows: readonly PriceGridRow[], carPriceWon: number | null): Map<number, string[]> {
  const found = new Map<number, string[]>();
  rows.forEach((row, i) => {
    const problems = gridRowProblems(row, carPriceWon);
    const first = rows.findIndex((other) => sameCell(other, row));
    if (first !== i) problems.push(`${first + 1}번째 줄과 조건이 같습니다`);
    if (problems.length) found.set(i, problems);
  });
  return found;
}

/** The row that matches every part of a full choice, or null: the grid has no fee for it ("상담으로 견적"). */
export function rowFor(rows: readonly PriceGridRow[], choice: GridChoice): PriceGridRow | null {
  return (
    rows.find(
      (row) =>
        (choice.months === undefined || row.months === choice.months) &&
        (choice.upfront === undefined || upfrontKey(row.upfront) === choice.upfront) &&
        (choice.annualKm === undefined || row.annualKm === choice.annualKm) &&
        (choice.minAge === undefined || row.minAge === choice.minAge) &&
        (choice.endOfTerm === undefined || row.endOfTerm === choice.endOfTerm),
    ) ?? null
  );
}

/** The lowest monthly fee among the rows that match a (possibly partial) basis; null when none does. */
export function lowestOnBasis(rows: readonly PriceGridRow[], basis: GridChoice): PriceGridRow | null {
  let best: PriceGridRow | null = null;
  for (const row of rows) {
    if (rowFor([row], basis) && (best === null || row.monthlyWon < best.monthlyWon)) best = row;
  }
  return best;
}

// ---------------------------------------------------------------------------------------------
// Rows written as text before the grid
// ---------------------------------------------------------------------------------------------

/** A price row as it was typed: the spec's `priceInfo` texts. */
export interface PriceTextRow {
  period: string;
  deposit: string;
  monthly: string;
  totalKm: string;
}

/** What the listing says elsewhere about every row, when it says it: its 최소 연령 and 만기 방식. */
export interface ListingRowDefaults {
  minAge?: DriverAge | null;
  endOfTerm?: EndOfTerm | null;
}

export type TextRowReading = { ok: true; row: PriceGridRow } | { ok: false; problems: string[] };

/** `60개월`, `60` → 60; a range (`36~48개월`) or no number is unreadable. */
function monthsOfText(text: string): number | null {
  const t = text.trim();
  const m = /^(\d+)\s*(개월)?$/.exec(t);
  return m ? Number(m[1]) : null;
}

/** `3만km`, `연 2만 km`, `20,000km`, `1.5만km/년` → km; `무제한` → null; unreadable → undefined. */
export function annualKmOfText(text: string): number | null | undefined {
  const t = text.replace(/(\d),(?=\d{3})/g, "$1").replace(/\s+/g, "");
  if (/무제한/.test(t)) return null;
  const m = /^(?:연)?(\d+(?:\.\d+)?)(만)?(?:(\d)천)?km(?:\/년)?$/i.exec(t);
  if (!m) return undefined;
  const km = Number(m[1]) * (m[2] ? 10_000 : 1) + (m[3] ? Number(m[3]) * 1_000 : 0);
  return Number.isInteger(km) && km > 0 ? km : undefined;
}

/** `무보증`, `30%`, `보증금 300만원`, `선납 30%`, `선납금 500만원` → the 초기비용; null when it cannot be read. */
export function upfrontOfText(text: string): Upfront | null {
  const t = text.trim();
  if (!t) return null;
  const prepay = /선납/.test(t);
  const kind = prepay ? "prepay" : "deposit";
  const percent = depositPercent(t);
  if (percent !== null) return percent === 0 ? { kind: "none" } : { kind, percent };
  const manwon = parseDepositManwon(t.replace(/선납금?|보증금/g, ""));
  if (manwon === null) return null;
  if (manwon === 0) return prepay ? null : { kind: "none" };
  return { kind, won: Math.round(manwon * 10_000) };
}

/**
 * One typed row from a text row, or the reasons it cannot be made. Nothing is assumed: a row whose term, 초기비용,
 * fee or distance is unreadable, or whose listing does not state the driver age or the 만기 방식, is flagged for
 * staff. An end type that allows buying needs the 인수가, which text rows never had.
 */
export function gridRowFromText(text: PriceTextRow, defaults: ListingRowDefaults): TextRowReading {
  const problems: string[] = [];
  const months = monthsOfText(text.period);
  if (months === null) problems.push(`계약기간 "${text.period}"을 읽을 수 없습니다`);
  const upfront = upfrontOfText(text.deposit);
  if (upfront === null) problems.push(`초기비용 "${text.deposit}"을 읽을 수 없습니다`);
  const monthly = monthlyWon(text.monthly);
  if (monthly === null || monthly <= 0) problems.push(`월 렌트료 "${text.monthly}"를 읽을 수 없습니다`);
  const annualKm = annualKmOfText(text.totalKm);
  if (annualKm === undefined) problems.push(`연 약정거리 "${text.totalKm}"를 읽을 수 없습니다`);
  const minAge = defaults.minAge ?? null;
  if (minAge === null) problems.push("운전자 연령이 적혀 있지 않습니다");
  const endOfTerm = defaults.endOfTerm ?? null;
  if (endOfTerm === null) problems.push("만기 방식이 적혀 있지 않습니다");
  else if (endOfTerm !== "return") problems.push("인수가가 적혀 있지 않습니다");
  if (problems.length) return { ok: false, problems };
  return {
    ok: true,
    row: {
      months: months!,
      upfront: upfront!,
      annualKm: annualKm!,
      minAge: minAge!,
      endOfTerm: endOfTerm!,
      monthlyWon: monthly!,
      residualWon: null,
    },
  };
}

/** The spec's `priceInfo` texts of a typed row, as the public API keeps showing them. */
export function priceTextOf(row: PriceGridRow): PriceTextRow {
  return {
    period: `${row.months}개월`,
    deposit: upfrontText(row.upfront),
    monthly: formatWon(row.monthlyWon),
    totalKm: kmText(row.annualKm),
  };
}
