import { wholeTermWon } from "./plan-cost";
import { depositCaption, formatMonthly, formatWon, lowestPriceRow, parseDepositManwon } from "./pricing";
import {
  type ContractTerms,
  DEFAULT_FUEL,
  DEFAULT_MILEAGE,
  DEFAULT_MODEL_YEAR,
  type Insurance,
  OPTION_GROUP_LABELS,
  OPTION_GROUPS,
  OPTION_ITEMS,
  type OptionGroup,
  type PriceRow,
  type Vehicle,
} from "./vehicle";

/**
 * The comparison of 2 to 4 cars (/compare): their price rows lined up by contract term, the best value of each
 * row that has one (lowest monthly fee and deposit, newest model year, lowest mileage, highest insurance limit,
 * lowest deductible), and which options one car has and another lacks. Pure: the page renders what this returns.
 */

/** The parts of a vehicle the comparison reads. */
export type ComparedVehicle = Pick<
  Vehicle,
  | "slug"
  | "name"
  | "category"
  | "badges"
  | "mainImage"
  | "basicInfo"
  | "priceInfo"
  | "options"
  | "insurance"
  | "contractTerms"
  | "depositInstallment"
>;

/** What a best value is called beside it (also read out: colour alone says nothing to a screen reader). */
export type BestLabel = "최저" | "최신" | "최고";

/** A row of the table: one text per car, and the cars (indexes) that hold the row's best value. */
export interface CompareRow {
  key: string;
  label: string;
  cells: string[];
  best: number[];
  bestLabel: BestLabel | null;
}

export interface TermPlan {
  monthly: string;
  deposit: string;
  totalKm: string;
}

/** The plans of one contract term, per car (none when a car does not offer the term), cheapest first. */
export interface TermRow {
  key: string;
  /** `60개월`, or the period as typed when it is not a number of months. */
  label: string;
  months: number | null;
  plans: TermPlan[][];
  best: number[];
}

export interface OptionItemRow {
  name: string;
  /** Per car: has it, lacks it, or null when the car lists its options as free text only. */
  has: (boolean | null)[];
  /** Some car has it and another lacks it. */
  differs: boolean;
}

export interface OptionGroupRows {
  group: OptionGroup;
  label: string;
  items: OptionItemRow[];
}

export interface CompareHead {
  slug: string;
  name: string;
  category: string;
  badge: string | null;
  image: string | null;
}

export interface Comparison {
  cars: CompareHead[];
  /** 최저 월 렌트료, its 보증금 and its term. */
  summary: CompareRow[];
  terms: TermRow[];
  /** 연식, 주행거리, 연료. */
  specs: CompareRow[];
  options: OptionGroupRows[];
  /** Per car, the 전체옵션 free text that replaces its option lists, or null. */
  freeOptions: (string | null)[];
  insurance: CompareRow[];
  contract: CompareRow[];
}

/** `60개월` → 60, `5년` → 60, `60` → 60, `36개월(3년)` → 36; null when the text names no term. */
export function termMonths(period: string | null | undefined): number | null {
  const t = (period ?? "").replace(/\s+/g, "");
  const months = /(\d+)개월/.exec(t);
  if (months) return Number(months[1]);
  const years = /^(\d+)년/.exec(t);
  if (years) return Number(years[1]) * 12;
  return /^\d+$/.test(t) ? Number(t) : null;
}

/**
 * A model year as a number that sorts (year × 12 + month): `25년07월`, `2025년 7월`, `2025.07`, `25.7`, `2025-07`,
 * `2024년식`. Two-digit years are 20xx. Null when there is no year.
 */
export function modelYearValue(text: string | null | undefined): number | null {
  const m = /(\d{2}|\d{4})(?!\d)(?:\s*(?:년식?|[.\-/])\s*(\d{1,2})(?!\d))?/.exec(text ?? "");
  if (!m) return null;
  const year = m[1]!.length === 2 ? 2000 + Number(m[1]) : Number(m[1]);
  const month = m[2] ? Number(m[2]) : 0;
  if (year < 1950 || year > 2100 || month > 12) return null;
  return year * 12 + month;
}

/** A mileage in km: `5km` → 5, `3만km` → 30000, `1.2만 km` → 12000, `12,345km` → 12345; null without a number. */
export function mileageKm(text: string | null | undefined): number | null {
  const m = /(\d+(?:\.\d+)?)\s*(만|천)?/.exec((text ?? "").replace(/(\d),(?=\d{3})/g, "$1"));
  if (!m) return null;
  const unit = m[2] === "만" ? 10_000 : m[2] === "천" ? 1_000 : 1;
  return Math.round(Number(m[1]) * unit);
}

const SMALL_UNITS: Record<string, number> = { 천: 1_000, 백: 100, 십: 10 };
const BIG_UNITS: Record<string, number> = { 억: 1e8, 만: 1e4 };

/**
 * An insurance amount in won: `무한` is Infinity; `없음` or `면제` is 0; `1억원`, `1천5백만원`, `30만원`, `300,000원`;
 * a bare number is 만원 (`50` → 500,000). Null when there is nothing to read.
 */
export function insuranceWon(text: string | null | undefined): number | null {
  const t = (text ?? "").replace(/\s+/g, "").replace(/(\d),(?=\d{3})/g, "$1");
  if (!t) return null;
  if (/무한|무제한/.test(t)) return Number.POSITIVE_INFINITY;
  if (/^(없음|면제|미가입|0)$/.test(t)) return 0;
  let total = 0;
  let group = 0;
  let units = false;
  let read = false;
  for (const m of t.matchAll(/(\d+(?:\.\d+)?)?(억|만|천|백|십)?/g)) {
    if (!m[0]) continue;
    const n = m[1] === undefined ? null : Number(m[1]);
    const unit = m[2];
    if (n !== null) read = true;
    if (unit && unit in SMALL_UNITS) {
      group += (n ?? 1) * SMALL_UNITS[unit]!;
      units = true;
    } else if (unit && unit in BIG_UNITS) {
      total += (group + (n ?? 0)) * BIG_UNITS[unit]!;
      group = 0;
      units = true;
    } else if (n !== null) {
      group += n;
    }
  }
  if (!read) return null;
  total += group;
  if (!units && !t.includes("원")) return total * 1e4;
  return total;
}

/**
 * The indexes holding the best of `values` (lowest or highest; ties all win). Nothing is best unless at least two
 * cars have a value and those values differ: a row where every car is the same has no winner.
 */
export function bestIndexes(values: readonly (number | null)[], better: "low" | "high"): number[] {
  const present = values
    .map((value, index) => ({ value, index }))
    .filter((v): v is { value: number; index: number } => v.value !== null && !Number.isNaN(v.value));
  if (present.length < 2) return [];
  const target = better === "low" ? Math.min(...present.map((v) => v.value)) : Math.max(...present.map((v) => v.value));
  const winners = present.filter((v) => v.value === target).map((v) => v.index);
  return winners.length === present.length ? [] : winners;
}

function row(
  key: string,
  label: string,
  cells: string[],
  values: (number | null)[] | null,
  better: "low" | "high",
  bestLabel: BestLabel,
): CompareRow {
  const best = values ? bestIndexes(values, better) : [];
  return { key, label, cells, best, bestLabel: values ? bestLabel : null };
}

const finite = (n: number | null) => (n === null || !Number.isFinite(n) ? null : n);

const periodLabel = (period: string) => {
  const t = period.trim();
  return /^\d+$/.test(t) ? `${t}개월` : t || "기간 미정";
};

/**
 * Every price row, lined up by contract term: one line per term any car offers (longest first; terms that are no
 * number of months after them, as typed), each car's plans of that term cheapest first. Cheapest is the whole-term
 * cost, deposit included (`wholeTermWon`): a lower fee bought with a deposit is not the cheaper plan. A term's best
 * is the car whose cheapest plan in it costs least; plans whose cost cannot be known come after, and never win.
 */
export function alignPriceRows(tables: readonly (readonly PriceRow[])[]): TermRow[] {
  const terms = new Map<string, { label: string; months: number | null; order: number }>();
  const keyOf = (r: PriceRow) => {
    const months = termMonths(r.period);
    return months === null ? `text:${r.period.trim()}` : `m:${months}`;
  };
  for (const rows of tables) {
    for (const r of rows) {
      const key = keyOf(r);
      if (terms.has(key)) continue;
      const months = termMonths(r.period);
      terms.set(key, { label: months === null ? periodLabel(r.period) : `${months}개월`, months, order: terms.size });
    }
  }
  const ordered = [...terms.entries()].sort(
    ([, a], [, b]) =>
      (a.months === null ? 1 : 0) - (b.months === null ? 1 : 0) ||
      (b.months ?? 0) - (a.months ?? 0) ||
      a.order - b.order,
  );
  return ordered.map(([key, term]) => {
    const perCar = tables.map((rows) =>
      rows
        .filter((r) => keyOf(r) === key)
        .map((r) => ({ r, won: wholeTermWon(r) }))
        .sort((a, b) => (a.won ?? Number.POSITIVE_INFINITY) - (b.won ?? Number.POSITIVE_INFINITY)),
    );
    const cheapest = perCar.map((plans) => plans[0]?.won ?? null);
    return {
      key,
      label: term.label,
      months: term.months,
      plans: perCar.map((plans) =>
        plans.map(({ r }) => ({
          monthly: formatMonthly(r.monthly),
          deposit: depositCaption(r.deposit),
          totalKm: r.totalKm.trim(),
        })),
      ),
      best: bestIndexes(cheapest, "low"),
    };
  });
}

/**
 * The option items of each group, every item any car lists (the glossary's items first, in their order, then
 * others as the cars list them), with who has it. A car whose options are the 전체옵션 free text counts as unknown.
 */
export function optionDifferences(cars: readonly Pick<ComparedVehicle, "options">[]): OptionGroupRows[] {
  const free = cars.map((c) => !!c.options.전체옵션?.trim());
  return OPTION_GROUPS.map((group) => {
    const names: string[] = [...OPTION_ITEMS[group]];
    for (const [i, car] of cars.entries()) {
      if (free[i]) continue;
      for (const item of car.options[group] ?? []) {
        const name = item.trim();
        if (name && !names.includes(name)) names.push(name);
      }
    }
    const items = names
      .map((name) => {
        const has = cars.map((car, i) =>
          free[i] ? null : (car.options[group] ?? []).some((item) => item.trim() === name),
        );
        const known = has.filter((h): h is boolean => h !== null);
        return { name, has, differs: known.includes(true) && known.includes(false) };
      })
      .filter((item) => item.has.some((h) => h === true));
    return { group, label: OPTION_GROUP_LABELS[group], items };
  }).filter((g) => g.items.length > 0);
}

const COVERAGES = ["대인", "대물", "자손"] as const;
const DEDUCTIBLES = ["대인", "대물", "자손", "자차"] as const;

/** 책임한도 (highest best) and 면책금 (lowest best) per coverage; rows no car fills in are left out. */
export function insuranceRows(insurance: readonly (Insurance | null)[]): CompareRow[] {
  const text = (value: string | undefined) => value?.trim() || "-";
  const rows: CompareRow[] = [
    ...COVERAGES.map((c) => {
      const cells = insurance.map((i) => text(i?.책임한도[c]));
      return row(`limit-${c}`, `책임한도 · ${c}`, cells, cells.map(insuranceWon), "high", "최고");
    }),
    ...DEDUCTIBLES.map((c) => {
      const cells = insurance.map((i) => text(i?.면책금[c]));
      return row(`deductible-${c}`, `면책금 · ${c}`, cells, cells.map(insuranceWon), "low", "최저");
    }),
  ];
  return rows.filter((r) => r.cells.some((c) => c !== "-"));
}

/** 개인 and 법인 계약자 terms, when any car states them. */
export function contractRows(terms: readonly (ContractTerms | null)[]): CompareRow[] {
  const rows = [
    { key: "individual", label: "개인 계약자", cells: terms.map((t) => t?.개인계약자?.trim() || "-") },
    { key: "corporate", label: "법인 계약자", cells: terms.map((t) => t?.법인계약자?.trim() || "-") },
  ];
  return rows.filter((r) => r.cells.some((c) => c !== "-")).map((r) => ({ ...r, best: [], bestLabel: null }));
}

/** A plan's whole-term cost spread over its months: how plans of different terms are weighed against each other. */
function monthlyEquivalent(r: PriceRow): number | null {
  const total = wholeTermWon(r);
  const months = termMonths(r.period);
  return total === null || !months ? null : total / months;
}

/**
 * The spread-out month as shown: an average, so rounded up to the thousand like the fees beside it (`45만 5천원`,
 * never `45만 4,667원`), and never shown as less than it is.
 */
function shownPerMonth(won: number): string {
  return `약 ${formatWon(Math.ceil(won / 1_000) * 1_000)}`;
}

/** A car's cheapest plan by its whole-term cost per month, deposit included; by the fee alone when none can be costed. */
export function cheapestPlan(rows: readonly PriceRow[]): PriceRow | null {
  let best: PriceRow | null = null;
  let bestValue = Number.POSITIVE_INFINITY;
  for (const r of rows) {
    const value = monthlyEquivalent(r);
    if (value !== null && value < bestValue) {
      best = r;
      bestValue = value;
    }
  }
  return best ?? lowestPriceRow(rows);
}

/** The whole comparison of the cars, in the order given. */
export function compareVehicles(cars: readonly ComparedVehicle[]): Comparison {
  const lowest = cars.map((c) => cheapestPlan(c.priceInfo));
  const costs = lowest.map((r) => (r ? { total: wholeTermWon(r), perMonth: monthlyEquivalent(r) } : null));
  const summary: CompareRow[] = [
    row(
      "cost",
      "보증금 포함 비용",
      costs.map((c, i) =>
        c?.total != null && c.perMonth != null
          ? `월 환산 ${shownPerMonth(c.perMonth)}\n총 ${formatWon(c.total)} (${periodLabel(lowest[i]!.period)})`
          : "-",
      ),
      costs.map((c) => c?.perMonth ?? null),
      "low",
      "최저",
    ),
    row(
      "monthly",
      "월 렌트료",
      lowest.map((r) => (r ? formatMonthly(r.monthly) : "상담 문의")),
      null,
      "low",
      "최저",
    ),
    row(
      "deposit",
      "보증금",
      lowest.map((r) => (r ? depositCaption(r.deposit) : "-")),
      lowest.map((r) => (r ? parseDepositManwon(r.deposit) : null)),
      "low",
      "최저",
    ),
    row(
      "term",
      "계약기간",
      lowest.map((r) => (r ? periodLabel(r.period) : "-")),
      null,
      "low",
      "최저",
    ),
  ];
  const year = cars.map((c) => c.basicInfo.제조연식?.trim() || DEFAULT_MODEL_YEAR);
  const mileage = cars.map((c) => c.basicInfo.주행거리?.trim() || DEFAULT_MILEAGE);
  const specs: CompareRow[] = [
    row("year", "연식", year, year.map(modelYearValue), "high", "최신"),
    row(
      "mileage",
      "주행거리",
      mileage,
      mileage.map((m) => finite(mileageKm(m))),
      "low",
      "최저",
    ),
    row(
      "fuel",
      "연료",
      cars.map((c) => c.basicInfo.연료?.trim() || DEFAULT_FUEL),
      null,
      "low",
      "최저",
    ),
  ];
  return {
    cars: cars.map((c) => ({
      slug: c.slug,
      name: c.name,
      category: c.category,
      badge: c.badges.includes("신차") ? "신차" : c.badges.includes("중고차") ? "중고차" : null,
      image: c.mainImage,
    })),
    summary,
    terms: alignPriceRows(cars.map((c) => c.priceInfo)),
    specs,
    options: optionDifferences(cars),
    freeOptions: cars.map((c) => c.options.전체옵션?.trim() || null),
    insurance: insuranceRows(cars.map((c) => c.insurance)),
    contract: contractRows(cars.map((c) => c.contractTerms)),
  };
}
