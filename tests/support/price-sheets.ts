import ExcelJS from "exceljs";
import { PRICE_SHEET_HEADERS } from "#domain/price-sheet";
import { previewPriceSheet } from "#server/services/prices/price-sheet";
import type { TestApp } from "./test-app";

/** An .xlsx price sheet with the template's header and these rows (차량 주소 … 연 약정거리). */
export async function priceSheetBytes(rows: (string | number | null)[][] = []): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("가격표");
  sheet.addRow([...PRICE_SHEET_HEADERS]);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A sheet giving one listing a new monthly fee, with the basis its preview gives (as the page would send it). */
export async function sheetChanging(
  app: TestApp,
  slug: string,
  partnerId?: number,
): Promise<{ bytes: Buffer; basis: string }> {
  const bytes = await priceSheetBytes([[slug, null, null, null, null, "36개월", "0", 512300, "3만km"]]);
  const scope = partnerId
    ? { partner: { id: partnerId, username: "", role: "partner" as const, displayName: "" } }
    : {};
  const { basis } = await previewPriceSheet(app.ctx, scope, bytes);
  return { bytes, basis };
}
