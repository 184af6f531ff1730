import { createHash } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { LISTING_STATUS_LABELS, type ListingRevision, PUBLIC_STATUSES, samePublishedPrices } from "#domain/listing";
import {
  type CellError,
  MAX_SHEET_BYTES,
  MAX_SHEET_CELL_CHARS,
  MAX_SHEET_CHARS,
  MAX_SHEET_INFLATED_BYTES,
  MAX_SHEET_ROWS,
  PRICE_SHEET_HEADERS,
  planPriceSheet,
  SHEET_KEY_COLUMNS,
  SHEET_MESSAGES,
  SHEET_PRICE_COLUMNS,
  type SheetListing,
  type SheetPlan,
  type SheetRow,
  sheetCellsOf,
} from "#domain/price-sheet";
import { seoulCompactDate } from "#domain/seoul-time";
import type { PriceRow } from "#domain/vehicle";
import type { AppContext, DbOrTx } from "#server/context";
import { vehicles } from "#server/db/schema";
import { HttpError } from "#server/errors";
import type { VehicleRow } from "#server/services/catalogue/vehicle-view";
import type { OwnerScope } from "#server/services/vehicles/listing-status";
import { type Actor, recordAudit } from "#server/shared/audit";
import { readingGuarded } from "#server/shared/crash-guard";
import { bumpDataVersion } from "#server/shared/data-version";
import { loadExcelJS, neutraliseCell } from "#server/shared/excel";
import { readXlsxRows, XlsxBusy, XlsxRefused, type XlsxSheet } from "#server/shared/xlsx-rows";
import { auditPriceChanges, writePriceTables } from "./price-writes";

/**
 * Prices in bulk from an .xlsx sheet: the template filled with the current prices, a preview of every change and
 * every refused cell, and one transaction that applies all of it or nothing. An admin's sheet covers every listing
 * and publishes at once; a partner's covers their own, and its changes to public listings wait for review.
 */

/** The listings in reach, as the sheet sees them (a partner's with their waiting change's prices). */
async function scopeRows(db: DbOrTx, scope: OwnerScope, lock = false): Promise<VehicleRow[]> {
  const query = db
    .select()
    .from(vehicles)
    .where(scope.partner ? eq(vehicles.ownerPartnerId, scope.partner.id) : undefined)
    .orderBy(vehicles.category, vehicles.name, vehicles.id);
  return lock ? query.for("update") : query;
}

function sheetListing(row: VehicleRow, scope: OwnerScope): SheetListing {
  return {
    id: row.id,
    slug: row.slug,
    plate: row.basicInfo.차량번호 ?? "",
    name: row.name,
    status: row.status,
    priceInfo: (scope.partner ? row.revision?.priceInfo : undefined) ?? row.priceInfo,
  };
}

// ---------------------------------------------------------------------------------------------
// The template
// ---------------------------------------------------------------------------------------------

export function priceSheetFileName(now = new Date()): string {
  return `가격표_${seoulCompactDate(now)}.xlsx`;
}

/**
 * The template: every listing in reach (of one category when asked), one row per published price row (a listing
 * without any gets one empty row to fill), the monthly fee as a number of won. A second sheet says how to fill it.
 */
export async function exportPriceSheet(
  ctx: AppContext,
  scope: OwnerScope,
  options: { category?: string | null } = {},
): Promise<Buffer> {
  const rows = (await scopeRows(ctx.db, scope)).filter((r) => !options.category || r.category === options.category);
  const workbook = new (await loadExcelJS()).Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet("가격표", { views: [{ state: "frozen", ySplit: 1 }] });
  const widths = [30, 12, 34, 16, 10, 10, 12, 14, 12];
  sheet.columns = PRICE_SHEET_HEADERS.map((header, i) => ({ header, width: widths[i] }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).fill = { type: "pattern", pattern: "solid", fgColor: { argb: "FFE8EEFF" } };
  sheet.getColumn(8).numFmt = "#,##0";
  for (const row of rows) {
    const listing = sheetListing(row, scope);
    const info = [
      neutraliseCell(listing.slug),
      neutraliseCell(listing.plate),
      neutraliseCell(listing.name),
      row.category,
      LISTING_STATUS_LABELS[row.status],
    ];
    const priced = listing.priceInfo.filter((r) => r.monthly.trim());
    if (priced.length === 0) sheet.addRow([...info, null, null, null, null]);
    for (const price of priced)
      sheet.addRow([...info, ...sheetCellsOf(price).map((c) => (typeof c === "string" ? neutraliseCell(c) : c))]);
  }
  const help = workbook.addWorksheet("안내");
  help.getColumn(1).width = 110;
  for (const line of [
    "가격표 작성 안내",
    "",
    `· '${SHEET_KEY_COLUMNS.slug}' 또는 '${SHEET_KEY_COLUMNS.plate}'로 차량을 찾습니다. 두 칸은 바꾸지 마세요.`,
    "· 한 행이 가격표의 한 줄입니다. 같은 차량의 행을 더하거나 지우면 그 차량의 가격표가 올린 행들로 바뀝니다.",
    "· 가격 칸 네 개가 모두 빈 행은 차량만 가리키고 가격 줄은 만들지 않습니다.",
    "· 기간: 36개월 또는 36 / 보증금: 300만원, 300(만원), 무보증 / 월 납입료: 450000(원) 또는 45만원 / 연 약정거리: 3만km 또는 30000",
    "· 차량명, 카테고리, 상태 칸은 참고용이며 올려도 바뀌지 않습니다. 시트에 없는 차량은 그대로 둡니다.",
    "· 올리면 먼저 바뀌는 내용과 잘못된 칸을 보여 주고, 적용을 누르면 한 번에 모두 반영합니다 (하나라도 잘못되면 아무것도 바꾸지 않습니다).",
    ...(scope.partner ? ["· 게시 중인 차량의 가격 변경은 관리자 검수 후 고객 페이지에 반영됩니다."] : []),
  ])
    help.addRow([line]);
  help.getRow(1).font = { bold: true, size: 14 };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

// ---------------------------------------------------------------------------------------------
// Reading a sheet
// ---------------------------------------------------------------------------------------------

/**
 * The data rows of an uploaded sheet (its first worksheet, columns found by their header), or a 400/413 in
 * Korean for anything that is not a price sheet.
 */
export async function readPriceSheet(ctx: AppContext, bytes: Buffer): Promise<SheetRow[]> {
  if (bytes.length > MAX_SHEET_BYTES) throw new HttpError(413, SHEET_MESSAGES.tooLarge);
  let sheet: XlsxSheet;
  try {
    sheet = await readingGuarded(ctx, "price-sheet", bytes, SHEET_MESSAGES, () =>
      readXlsxRows(bytes, {
        maxInflatedBytes: MAX_SHEET_INFLATED_BYTES,
        maxRows: MAX_SHEET_ROWS + 1,
        columns: PRICE_SHEET_HEADERS,
        maxCellChars: MAX_SHEET_CELL_CHARS,
        maxSheetChars: MAX_SHEET_CHARS,
      }),
    );
  } catch (error) {
    if (error instanceof XlsxBusy) throw new HttpError(429, SHEET_MESSAGES.busy);
    if (!(error instanceof XlsxRefused)) throw error;
    if (error.reason === "tooLarge") throw new HttpError(413, SHEET_MESSAGES.inflatedTooLarge);
    if (error.reason === "tooManyRows") throw new HttpError(400, SHEET_MESSAGES.tooManyRows);
    if (error.reason === "cellTooLong") throw new HttpError(400, SHEET_MESSAGES.cellTooLong(error.row ?? 0));
    if (error.reason === "sheetTooLong") throw new HttpError(413, SHEET_MESSAGES.sheetTooLong);
    throw new HttpError(400, SHEET_MESSAGES.unreadable);
  }
  // Row numbers past the limit (a few rows numbered 1,000,000) are as many rows to a spreadsheet program.
  if (sheet.rows.some((row) => row.number > MAX_SHEET_ROWS + 1)) throw new HttpError(400, SHEET_MESSAGES.tooManyRows);

  if (sheet.found.length === 0) throw new HttpError(400, SHEET_MESSAGES.noHeader);
  const present = new Set(sheet.found);
  for (const name of Object.values(SHEET_PRICE_COLUMNS))
    if (!present.has(name)) throw new HttpError(400, SHEET_MESSAGES.missingColumn(name));
  if (!present.has(SHEET_KEY_COLUMNS.slug) && !present.has(SHEET_KEY_COLUMNS.plate))
    throw new HttpError(400, SHEET_MESSAGES.missingColumn(SHEET_KEY_COLUMNS.slug));

  return sheet.rows.map((row) => {
    const cells: SheetRow["cells"] = {};
    PRICE_SHEET_HEADERS.forEach((name, i) => {
      if (!present.has(name)) return;
      const value = row.cells[i] ?? null;
      cells[name] = typeof value === "string" ? value.trim() || null : value;
    });
    return { row: row.number, cells };
  });
}

// ---------------------------------------------------------------------------------------------
// Preview and apply
// ---------------------------------------------------------------------------------------------

export interface PriceSheetPreview extends SheetPlan {
  /** What the preview was made against; the apply is refused (409) when the listings have moved on since. */
  basis: string;
}

/** The listings the changes touch, as they stand: any later write to one of them makes a new basis. */
function basisOf(plan: SheetPlan, rows: readonly VehicleRow[]): string {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const stamps = plan.changes.map((c) => `${c.id}:${byId.get(c.id)?.updatedAt.getTime() ?? 0}`).sort();
  return createHash("sha256").update(stamps.join(",")).digest("base64url").slice(0, 22);
}

export async function previewPriceSheet(ctx: AppContext, scope: OwnerScope, bytes: Buffer): Promise<PriceSheetPreview> {
  const sheetRows = await readPriceSheet(ctx, bytes);
  const rows = await scopeRows(ctx.db, scope);
  const plan = planPriceSheet(
    sheetRows,
    rows.map((r) => sheetListing(r, scope)),
  );
  return { ...plan, basis: basisOf(plan, rows) };
}

export type ApplyResult =
  | { ok: true; applied: number; waiting: number }
  | { ok: false; status: 400 | 409; message: string; errors: CellError[] };

/**
 * Applies a sheet in one transaction, or nothing: refused when any cell is (400, every cell listed), when it
 * changes nothing, or when the listings moved on since the preview `basis` (409). An admin's prices publish at
 * once (최근 가격 변경일 moves, the data version is bumped); a partner's changes to public or hidden listings wait
 * for review beside them, those to listings not yet public apply. Every changed listing is audited.
 */
export async function applyPriceSheet(
  ctx: AppContext,
  actor: Actor,
  scope: OwnerScope,
  bytes: Buffer,
  basis: string,
): Promise<ApplyResult> {
  const sheetRows = await readPriceSheet(ctx, bytes);
  return ctx.db.transaction(async (tx) => {
    const rows = await scopeRows(tx, scope, true);
    const plan = planPriceSheet(
      sheetRows,
      rows.map((r) => sheetListing(r, scope)),
    );
    if (plan.errors.length > 0)
      return {
        ok: false,
        status: 400,
        message: `잘못된 칸이 ${plan.errors.length}개 있어 아무것도 바꾸지 않았습니다.`,
        errors: plan.errors,
      };
    if (plan.changes.length === 0) return { ok: false, status: 400, message: SHEET_MESSAGES.nothing, errors: [] };
    if (basisOf(plan, rows) !== basis) return { ok: false, status: 409, message: SHEET_MESSAGES.stale, errors: [] };

    const byId = new Map(rows.map((r) => [r.id, r]));
    const direct: { id: number; priceInfo: PriceRow[] }[] = [];
    const waiting: { id: number; revision: ListingRevision | null }[] = [];
    for (const change of plan.changes) {
      const row = byId.get(change.id)!;
      const reviewed = scope.partner && row.status !== "draft" && row.status !== "pending";
      if (!reviewed) {
        direct.push({ id: row.id, priceInfo: change.after });
        continue;
      }
      const { priceInfo: _old, ...rest } = row.revision ?? {};
      const revision = samePublishedPrices(row.priceInfo, change.after) ? rest : { ...rest, priceInfo: change.after };
      waiting.push({ id: row.id, revision: Object.keys(revision).length ? revision : null });
    }

    await writePriceTables(tx, direct);
    if (waiting.length) {
      await tx.execute(sql`
        update vehicles as v
        set revision = c.revision,
            revision_status = case when c.revision is null then null else 'pending' end,
            submitted_at = case when c.revision is null then v.submitted_at else now() end,
            return_reason = null,
            updated_at = greatest(now(), v.updated_at + interval '1 millisecond')
        from jsonb_to_recordset(${JSON.stringify(waiting)}::jsonb) as c(id integer, revision jsonb)
        where v.id = c.id`);
    }
    const publicDirect = direct.some((d) => (PUBLIC_STATUSES as readonly string[]).includes(byId.get(d.id)!.status));
    if (publicDirect) await bumpDataVersion(ctx, tx);
    // One entry per changed listing, and one for the sheet.
    await auditPriceChanges(
      tx,
      actor,
      "price-import",
      plan.changes.map((c) => ({
        id: c.id,
        detail: { rows: c.after.length, review: waiting.some((w) => w.id === c.id) },
      })),
    );
    await recordAudit(tx, actor, {
      action: "import",
      entity: "price_sheet",
      detail: { rows: plan.rows, listings: plan.changes.length, waiting: waiting.length },
    });
    return { ok: true, applied: direct.length, waiting: waiting.length };
  });
}
