import { josa } from "es-hangul";
import { diffPriceRows, type PriceRowChange } from "./diff-parts";
import { isEmptyPriceRow, type ListingStatus, PRICE_CELL_LABELS, samePublishedPrices } from "./listing";
import { groupDigits } from "./number-text";
import { depositPercent, formatWon, monthlyWon, parseDepositManwon } from "./pricing";
import type { PriceRow } from "./vehicle";
import { MAX_PRICE_ROWS } from "./vehicle-rules";

/**
 * The price sheet: one row per listing and price row, keyed by the listing's address (slug) or 차량번호. Its
 * rows for a listing replace that listing's price table; listings the sheet does not name are left alone. The
 * template comes filled with the current prices, so a sheet sent back unchanged changes nothing.
 */

export const SHEET_KEY_COLUMNS = { slug: "차량 주소", plate: "차량번호" } as const;
/** Shown for the reader; ignored when the sheet comes back. */
export const SHEET_INFO_COLUMNS = ["차량명", "카테고리", "상태"] as const;
export const SHEET_PRICE_COLUMNS = {
  period: PRICE_CELL_LABELS.period,
  deposit: PRICE_CELL_LABELS.deposit,
  monthly: PRICE_CELL_LABELS.monthly,
  totalKm: PRICE_CELL_LABELS.totalKm,
} as const;
export const PRICE_SHEET_HEADERS = [
  SHEET_KEY_COLUMNS.slug,
  SHEET_KEY_COLUMNS.plate,
  ...SHEET_INFO_COLUMNS,
  SHEET_PRICE_COLUMNS.period,
  SHEET_PRICE_COLUMNS.deposit,
  SHEET_PRICE_COLUMNS.monthly,
  SHEET_PRICE_COLUMNS.totalKm,
] as const;

/** Rows one sheet may carry (a monthly sheet of a large catalogue, with room to spare). */
export const MAX_SHEET_ROWS = 20_000;
export const MAX_SHEET_BYTES = 10 * 1024 * 1024;
/**
 * What a sheet's parts may inflate to: a 20,000-row sheet from the template is about 9 MB of XML, and one written
 * by another program with inline text and styles up to about twice that.
 */
export const MAX_SHEET_INFLATED_BYTES = 24 * 1024 * 1024;
/**
 * The text one cell may hold, and all the cells together. A spreadsheet keeps a text once and lets any number of
 * cells refer to it, so a small file can stand for far more text than its size: these bound what reading it
 * makes. A full template is about 110 characters a row, 2.2 million for 20,000 rows.
 */
export const MAX_SHEET_CELL_CHARS = 200;
export const MAX_SHEET_CHARS = 6_000_000;

export const SHEET_MESSAGES = {
  unreadable: "엑셀(.xlsx) 파일을 읽을 수 없습니다. 가격표 양식을 내려받아 그 파일에 입력해주세요.",
  tooLarge: "파일이 너무 큽니다. 10MB 이하의 .xlsx 파일을 올려주세요.",
  inflatedTooLarge: `파일 안의 내용이 너무 큽니다. 가격표 양식에 ${groupDigits(MAX_SHEET_ROWS)}행 이하로 입력해 올려주세요.`,
  busy: "다른 가격표를 읽고 있습니다. 잠시 후 다시 올려주세요.",
  cellTooLong: (row: number) =>
    `${groupDigits(row)}행에 ${groupDigits(MAX_SHEET_CELL_CHARS)}자가 넘는 칸이 있습니다. 가격표의 칸은 ${groupDigits(MAX_SHEET_CELL_CHARS)}자 이내로 입력해주세요.`,
  crashed:
    "이 파일을 읽는 중 서버에 문제가 생겨 같은 파일은 받지 않습니다. 가격표 양식을 새로 내려받아 입력해 올려주세요.",
  sheetTooLong: "가격표에 글자가 너무 많습니다. 가격표 양식의 열만 남기고 다시 올려주세요.",
  tooManyRows: `가격표는 한 번에 ${groupDigits(MAX_SHEET_ROWS)}행까지 올릴 수 있습니다.`,
  noHeader: `첫 행에 열 이름이 없습니다. 필요한 열: ${[SHEET_KEY_COLUMNS.slug, ...Object.values(SHEET_PRICE_COLUMNS)].join(", ")}`,
  missingColumn: (name: string) => `'${name}' 열이 없습니다. 가격표 양식의 열 이름을 그대로 써주세요.`,
  noKey: "차량 주소나 차량번호를 입력해주세요.",
  unknownKey: "찾을 수 없는 차량입니다.",
  keysDisagree: "차량 주소와 차량번호가 서로 다른 차량을 가리킵니다.",
  ambiguousPlate: "차량번호가 같은 차량이 여럿입니다. 차량 주소로 구분해주세요.",
  missing: (label: string) => `${josa(label, "을/를")} 입력해주세요.`,
  period: "기간은 '36개월'이나 36처럼 개월 수로 입력해주세요 (1~120).",
  deposit: "보증금은 '300만원', 300(만원), '무보증'처럼 입력해주세요.",
  monthly: "월 납입료는 '45만원', 450000(원)처럼 금액으로 입력해주세요.",
  totalKm: "연 약정거리는 '3만km'나 30000처럼 입력해주세요.",
  tooLong: "30자 이내로 입력해주세요.",
  tooManyRows_listing: `한 차량의 가격표는 ${MAX_PRICE_ROWS}행까지입니다.`,
  nothing: "바뀐 가격이 없습니다.",
  stale: "미리보기 이후 가격이 바뀌었습니다. 다시 미리보기 해주세요.",
} as const;

/** A cell as the sheet gave it: text, a number, or nothing. */
export type SheetCell = string | number | null;

/** One data row of the sheet, with its row number in Excel (the header is row 1). */
export interface SheetRow {
  row: number;
  cells: Partial<Record<(typeof PRICE_SHEET_HEADERS)[number], SheetCell>>;
}

export interface CellError {
  row: number;
  column: string;
  message: string;
}

type Read = { value: string } | { error: string };

const textOf = (cell: SheetCell | undefined): string =>
  cell === null || cell === undefined ? "" : String(cell).trim();
const tooLong = (text: string): Read | null => (text.length > 30 ? { error: SHEET_MESSAGES.tooLong } : null);

/** 기간: `36개월`, `36`, `36 개월` → `36개월`. */
export function readPeriod(cell: SheetCell): Read {
  const text = textOf(cell);
  const m = /^(\d{1,3})\s*(개월)?$/.exec(text);
  const months = m ? Number(m[1]) : Number.NaN;
  return months >= 1 && months <= 120 ? { value: `${months}개월` } : { error: SHEET_MESSAGES.period };
}

/** 보증금: text as typed when it reads (`300만원`, `무보증`, `0`, `30%`); a number is 만원 below 10,000, else won. */
export function readDeposit(cell: SheetCell): Read {
  if (typeof cell === "number") {
    if (!Number.isFinite(cell) || cell < 0) return { error: SHEET_MESSAGES.deposit };
    const manwon = cell >= 10_000 ? cell / 10_000 : cell;
    return { value: manwon === 0 ? "0" : `${Math.round(manwon * 100) / 100}만원` };
  }
  const text = textOf(cell);
  const reads = parseDepositManwon(text) !== null || depositPercent(text) !== null;
  return tooLong(text) ?? (reads ? { value: text } : { error: SHEET_MESSAGES.deposit });
}

/** 월 납입료: text as typed when it reads as an amount; a number is won from 1,000, else 만원 (the site's rule). */
export function readMonthly(cell: SheetCell): Read {
  if (typeof cell === "number") {
    if (!Number.isFinite(cell) || cell <= 0) return { error: SHEET_MESSAGES.monthly };
    return { value: formatWon(cell >= 1000 ? cell : cell * 10_000) };
  }
  const text = textOf(cell);
  const won = monthlyWon(text);
  return tooLong(text) ?? (won === null || won <= 0 ? { error: SHEET_MESSAGES.monthly } : { value: text });
}

/** 연 약정거리: text as typed (`3만km`, `무제한`); a number is km (`30000` → `3만km`, `20000` → `2만km`). */
export function readYearlyKm(cell: SheetCell): Read {
  if (typeof cell === "number") {
    if (!Number.isFinite(cell) || cell <= 0) return { error: SHEET_MESSAGES.totalKm };
    const km = cell < 100 ? cell * 10_000 : cell;
    return { value: km % 10_000 === 0 ? `${km / 10_000}만km` : `${groupDigits(km)}km` };
  }
  const text = textOf(cell);
  return tooLong(text) ?? { value: text };
}

/** A listing the sheet may change (the admin's: all; a partner's: their own), with the prices it now shows. */
export interface SheetListing {
  id: number;
  slug: string;
  plate: string;
  name: string;
  status: ListingStatus;
  /** The prices the sheet's rows replace (a partner's: their waiting change's, when there is one). */
  priceInfo: PriceRow[];
}

export interface SheetChange {
  id: number;
  slug: string;
  name: string;
  status: ListingStatus;
  /** The published rows now, and the rows the sheet gives. */
  before: PriceRow[];
  after: PriceRow[];
  rows: PriceRowChange[];
}

export interface SheetPlan {
  /** Data rows read (the header left out). */
  rows: number;
  /** Listings the sheet names. */
  listings: number;
  changes: SheetChange[];
  errors: CellError[];
}

const PRICE_FIELDS = Object.entries(SHEET_PRICE_COLUMNS) as [keyof typeof SHEET_PRICE_COLUMNS, string][];
const READERS: Record<keyof typeof SHEET_PRICE_COLUMNS, (cell: SheetCell) => Read> = {
  period: readPeriod,
  deposit: readDeposit,
  monthly: readMonthly,
  totalKm: readYearlyKm,
};

/**
 * What a sheet would change, and every cell it refuses with its row, column and a Korean reason. Rows whose four
 * price cells are all empty name a listing without adding a row; a listing whose rows come out as its published
 * ones is not a change.
 */
export function planPriceSheet(rows: readonly SheetRow[], listings: readonly SheetListing[]): SheetPlan {
  const bySlug = new Map(listings.map((l) => [l.slug, l]));
  const byPlate = new Map<string, SheetListing[]>();
  for (const l of listings) {
    const plate = l.plate.trim();
    if (plate) byPlate.set(plate, [...(byPlate.get(plate) ?? []), l]);
  }
  const errors: CellError[] = [];
  const named = new Map<number, { listing: SheetListing; rows: PriceRow[]; firstRow: number }>();

  for (const { row, cells } of rows) {
    const slug = textOf(cells[SHEET_KEY_COLUMNS.slug]);
    const plate = textOf(cells[SHEET_KEY_COLUMNS.plate]);
    const prices = PRICE_FIELDS.map(([, column]) => textOf(cells[column as keyof typeof cells]));
    if (!slug && !plate && prices.every((p) => !p)) continue;
    let listing: SheetListing | undefined;
    if (slug) {
      listing = bySlug.get(slug);
      if (!listing) errors.push({ row, column: SHEET_KEY_COLUMNS.slug, message: SHEET_MESSAGES.unknownKey });
      else if (plate && listing.plate.trim() !== plate)
        errors.push({ row, column: SHEET_KEY_COLUMNS.plate, message: SHEET_MESSAGES.keysDisagree });
    } else if (plate) {
      const found = byPlate.get(plate) ?? [];
      if (found.length === 1) listing = found[0];
      else
        errors.push({
          row,
          column: SHEET_KEY_COLUMNS.plate,
          message: found.length ? SHEET_MESSAGES.ambiguousPlate : SHEET_MESSAGES.unknownKey,
        });
    } else errors.push({ row, column: SHEET_KEY_COLUMNS.slug, message: SHEET_MESSAGES.noKey });

    const entry = listing ? (named.get(listing.id) ?? { listing, rows: [], firstRow: row }) : null;
    if (entry && listing) named.set(listing.id, entry);
    if (prices.every((p) => !p)) continue;
    const priceRow: Partial<PriceRow> = {};
    let ok = true;
    for (const [field, column] of PRICE_FIELDS) {
      const cell = cells[column as keyof typeof cells] ?? null;
      if (!textOf(cell)) {
        errors.push({ row, column, message: SHEET_MESSAGES.missing(column) });
        ok = false;
        continue;
      }
      const read = READERS[field](cell);
      if ("error" in read) {
        errors.push({ row, column, message: read.error });
        ok = false;
      } else priceRow[field] = read.value;
    }
    if (!entry || !ok) continue;
    if (entry.rows.length >= MAX_PRICE_ROWS) {
      errors.push({ row, column: SHEET_PRICE_COLUMNS.period, message: SHEET_MESSAGES.tooManyRows_listing });
      continue;
    }
    entry.rows.push({ ...(priceRow as PriceRow), selected: entry.rows.length === 0 });
  }

  const changes: SheetChange[] = [];
  for (const { listing, rows: read } of named.values()) {
    const before = listing.priceInfo.filter((r) => !isEmptyPriceRow(r));
    // A cell that means what the listing already says keeps the listing's own wording (45만원 stays 45만원
    // when the template gave 450000 and it came back unchanged).
    const after = read.map((row, i) => {
      const current = before[i];
      if (!current) return row;
      const kept = { ...row };
      for (const [field] of PRICE_FIELDS) if (sameCell(field, current[field], row[field])) kept[field] = current[field];
      return kept;
    });
    if (samePublishedPrices(before, after)) continue;
    changes.push({
      id: listing.id,
      slug: listing.slug,
      name: listing.name,
      status: listing.status,
      before,
      after,
      rows: diffPriceRows(before, after),
    });
  }
  return { rows: rows.length, listings: named.size, changes, errors: errors.sort((a, b) => a.row - b.row) };
}

const months = (text: string) => /(\d+)\s*개월/.exec(text)?.[1] ?? text.trim();
const kmOf = (text: string) => {
  const t = text.replace(/,/g, "").trim();
  const m = /^(\d+(?:\.\d+)?)\s*(만)?\s*km$/i.exec(t);
  return m ? String(Number(m[1]) * (m[2] ? 10_000 : 1)) : t;
};

/** Whether two cells of a price row say the same (the same months, amount or distance, however written). */
function sameCell(field: keyof typeof SHEET_PRICE_COLUMNS, a: string, b: string): boolean {
  if (a.trim() === b.trim()) return true;
  switch (field) {
    case "period":
      return months(a) === months(b);
    case "deposit":
      if (depositPercent(a) !== null) return depositPercent(a) === depositPercent(b);
      return parseDepositManwon(a) !== null && parseDepositManwon(a) === parseDepositManwon(b);
    case "monthly":
      return monthlyWon(a) !== null && monthlyWon(a) === monthlyWon(b);
    case "totalKm":
      return kmOf(a) === kmOf(b);
  }
}

/** A template's price cells for one row: the monthly fee as a number of won where it reads, so formulas work. */
export function sheetCellsOf(row: PriceRow): [string, string, string | number, string] {
  const won = monthlyWon(row.monthly);
  return [row.period, row.deposit, won ?? row.monthly, row.totalKm];
}
