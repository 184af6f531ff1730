import { PassThrough } from "node:stream";
import { deflateRawSync } from "node:zlib";
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
    ? {
        partner: {
          id: partnerId,
          username: "",
          role: "partner" as const,
          displayName: "",
          staffRole: null,
          mustChangePassword: false,
        },
      }
    : {};
  const { basis } = await previewPriceSheet(app.ctx, scope, bytes);
  return { bytes, basis };
}

/**
 * A price sheet of `count` filled rows, written as a stream so that the test itself stays small: the upload an
 * attacker would send (100,000 rows is about 4 MB).
 */
export async function largePriceSheet(count: number): Promise<Buffer> {
  return streamedSheet(count, (i) => [
    `sheet-car-${i % 500}`,
    null,
    `현대 그랜저 하이브리드 ${i}`,
    "국산 세단",
    "게시 중",
    "36개월",
    "0",
    512_300,
    "3만km",
  ]);
}

/** A price sheet with the template's header and `count` rows made by `row`, written as a stream (shared strings on). */
async function streamedSheet(count: number, row: (i: number) => (string | number | null)[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true });
  const sheet = workbook.addWorksheet("가격표");
  sheet.addRow([...PRICE_SHEET_HEADERS]).commit();
  for (let i = 0; i < count; i++) sheet.addRow(row(i)).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

export interface ZipPart {
  name: string;
  data: Buffer;
  /** The uncompressed size written in the zip's headers, when it should lie about it. */
  declaredSize?: number;
}

/** A zip of deflated parts, its headers declaring each part's real size or the one given. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const data = deflateRawSync(part.data);
    const size = part.declaredSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/**
 * A sheet of `rows` rows whose `cellsPerRow` cells (the key, name and price columns first) all hold one text of
 * `chars` characters, which the file stores once and every cell refers to: a small upload that stands for
 * `rows × cellsPerRow × chars` characters once read.
 */
export async function sharedStringSheet(chars: number, rows: number, cellsPerRow = 1): Promise<Buffer> {
  const text = "가".repeat(chars);
  // 차량 주소, 차량명, 기간, 보증금, 월 납입료, 연 약정거리, then columns past the template's.
  const columns = [1, 3, 6, 7, 8, 9, 10, 11, 12, 13].slice(0, cellsPerRow);
  return streamedSheet(rows, () => {
    const values: (string | null)[] = [];
    for (const col of columns) values[col - 1] = text;
    return values;
  });
}
