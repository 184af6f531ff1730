import ExcelJS from "exceljs";
import { desc } from "drizzle-orm";
import type { AppContext } from "../../context";
import { inquiries } from "../../db/schema";
import { formatPhone } from "../../../domain/phone";
import { formatDateTimeKo } from "../../../domain/datetime";
import { seoulCompactDate } from "../../../domain/seoul-time";
import { type Actor, recordAudit } from "./audit";

export const INQUIRY_EXPORT_HEADERS = ["이름", "연락처", "연령", "희망 차량", "신청일시"] as const;

/**
 * Text a visitor typed must never run as a formula when the sheet is opened (or saved as CSV and reopened):
 * a cell starting with = + - @, a tab or a carriage return gets a leading apostrophe.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** Every inquiry, newest first, as a real .xlsx with Korean headers and a dated Korean file name. */
export async function exportInquiries(ctx: AppContext, actor: Actor, now = new Date()): Promise<{ fileName: string; body: Buffer; rows: number }> {
  const rows = await ctx.db
    .select({ name: inquiries.name, contact: inquiries.contact, region: inquiries.region, vehicle: inquiries.vehicle, createdAt: inquiries.createdAt })
    .from(inquiries)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id));

  const workbook = new ExcelJS.Workbook();
  workbook.created = now;
  const sheet = workbook.addWorksheet("상담문의", { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = [
    { header: INQUIRY_EXPORT_HEADERS[0], key: "name", width: 14 },
    { header: INQUIRY_EXPORT_HEADERS[1], key: "contact", width: 16 },
    { header: INQUIRY_EXPORT_HEADERS[2], key: "region", width: 16 },
    { header: INQUIRY_EXPORT_HEADERS[3], key: "vehicle", width: 28 },
    { header: INQUIRY_EXPORT_HEADERS[4], key: "createdAt", width: 22 },
  ];
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow({
      name: neutraliseCell(row.name),
      contact: neutraliseCell(formatPhone(row.contact)),
      region: neutraliseCell(row.region),
      vehicle: neutraliseCell(row.vehicle),
      createdAt: formatDateTimeKo(row.createdAt),
    });
  }
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  await recordAudit(ctx.db, actor, { action: "export", entity: "inquiry", detail: { rows: rows.length } });
  return { fileName: `상담문의_${seoulCompactDate(now)}.xlsx`, body, rows: rows.length };
}
