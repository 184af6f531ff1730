import type { Writable } from "node:stream";
import { desc, sql } from "drizzle-orm";
import {
  CALL_TIME_LABELS,
  CUSTOMER_TYPE_LABELS,
  campaignText,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  leadPlanText,
} from "#domain/lead";
import { formatPhone } from "#domain/phone";
import { SEOUL_OFFSET_MS, seoulCompactDate } from "#domain/seoul-time";
import type { AppContext } from "#server/context";
import { inquiries } from "#server/db/schema";
import { type Actor, recordAudit } from "#server/shared/audit";
import { loadExcelJS, neutraliseCell } from "#server/shared/excel";
import { leadRowColumns } from "./lead-row";

export const LEAD_EXPORT_HEADERS = [
  "이름",
  "연락처",
  "연령",
  "희망 차량",
  "신청일시",
  "상태",
  "담당자",
  "요금제",
  "유입",
  "캠페인",
  "랜딩 페이지",
  "참조 사이트",
  "최근 메모",
  "콜백 예약",
  "상담 희망 시간",
  "고객 유형",
  "함께 본 차량",
  "견적서",
] as const;

/** How date cells show: Excel has no time zones, so the cells hold Seoul wall-clock time. */
export const EXPORT_DATE_FORMAT = "yyyy-mm-dd hh:mm";

/** Rows read per query: memory stays flat however many leads there are. */
const BATCH = 2000;

/**
 * An instant as an Excel date cell showing Seoul time: ExcelJS writes a Date's UTC fields, so the instant is
 * moved by Seoul's fixed offset first.
 */
export function seoulDateCell(at: Date): Date {
  return new Date(at.getTime() + SEOUL_OFFSET_MS);
}

export function leadExportFileName(now = new Date()): string {
  return `상담문의_${seoulCompactDate(now)}.xlsx`;
}

/**
 * Every lead, newest first, as a real .xlsx with Korean headers, written to `output` as it is read: the rows
 * come a batch at a time along the arrival index and the workbook is streamed, so a million leads take no
 * more memory than a few thousand. Dates are date cells; text a visitor or staff typed is neutralised.
 */
export async function exportLeads(
  ctx: AppContext,
  actor: Actor,
  output: Writable,
  now = new Date(),
): Promise<{ rows: number }> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.created = now;
  const sheet = workbook.addWorksheet("상담문의", { views: [{ state: "frozen", ySplit: 1 }] });
  const widths = [14, 16, 16, 28, 18, 10, 12, 40, 12, 30, 30, 20, 40, 18, 14, 12, 40, 24];
  sheet.columns = LEAD_EXPORT_HEADERS.map((header, i) => ({
    header,
    width: widths[i],
    ...(header === "신청일시" || header === "콜백 예약" ? { style: { numFmt: EXPORT_DATE_FORMAT } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  // A client that goes away ends the export instead of leaving it waiting on a socket nobody reads.
  let abandon: (error: Error) => void = () => {};
  const abandoned = new Promise<never>((_, reject) => {
    abandon = reject;
  });
  abandoned.catch(() => {});
  const onClose = () => {
    if (!output.writableFinished) abandon(new Error("export abandoned by the client"));
  };
  output.once("close", onClose);

  let rows = 0;
  let complete = false;
  try {
    // The last row's time as the database holds it (microseconds; a JS Date keeps milliseconds).
    let after: { at: string; id: number } | undefined;
    for (;;) {
      const batch = await ctx.db
        .select({
          ...leadRowColumns,
          cursor: sql<string>`${inquiries.createdAt}::text`,
        })
        .from(inquiries)
        .where(
          after ? sql`(${inquiries.createdAt}, ${inquiries.id}) < (${after.at}::timestamptz, ${after.id})` : undefined,
        )
        .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
        .limit(BATCH);
      for (const row of batch) {
        // Nothing to show is an empty cell, not an empty text.
        const text = (value: string | null | undefined) => (value ? neutraliseCell(value) : null);
        sheet
          .addRow([
            text(row.name),
            text(formatPhone(row.contact)),
            text(row.region),
            text(row.vehicle),
            seoulDateCell(row.createdAt),
            LEAD_STATUS_LABELS[row.status] ?? row.status,
            text(row.assigneeName),
            text(leadPlanText(row.plan)),
            LEAD_SOURCE_LABELS[row.source] ?? row.source,
            text(campaignText(row.attribution)),
            text(row.attribution?.landingPath),
            text(row.attribution?.referrerHost),
            text(row.memo),
            row.followUpAt ? seoulDateCell(row.followUpAt) : null,
            row.callTime ? CALL_TIME_LABELS[row.callTime] : null,
            row.customerType ? CUSTOMER_TYPE_LABELS[row.customerType] : null,
            text(row.cars?.map((car) => car.name).join(", ")),
            row.quoteToken ? `/quote/${row.quoteToken}` : null,
          ])
          .commit();
      }
      rows += batch.length;
      const last = batch.at(-1);
      if (!last || batch.length < BATCH) break;
      after = { at: last.cursor, id: last.id };
      // A slow download holds the reading back rather than the rows piling up in memory.
      if (output.writableNeedDrain)
        await Promise.race([new Promise((resolve) => output.once("drain", resolve)), abandoned]);
      if (output.destroyed) throw new Error("export abandoned by the client");
    }
    sheet.commit();
    await Promise.race([workbook.commit(), abandoned]);
    complete = true;
  } finally {
    output.off("close", onClose);
    // Recorded even when the download broke off: the rows sent so far have left the building.
    await recordAudit(ctx.db, actor, {
      action: "export",
      entity: "inquiry",
      detail: complete ? { rows } : { rows, complete },
    });
  }
  return { rows };
}
