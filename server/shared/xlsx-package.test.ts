import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { zipOf } from "../../tests/support/price-sheets";
import { inspectXlsx, type XlsxLimits, XlsxRefused } from "./xlsx-package";

const LIMITS: XlsxLimits = { maxInflatedBytes: 8 * 1024 * 1024, maxRows: 1000 };

async function refusal(bytes: Buffer, limits = LIMITS): Promise<string | null> {
  try {
    await inspectXlsx(bytes, limits);
    return null;
  } catch (error) {
    if (error instanceof XlsxRefused) return error.reason;
    throw error;
  }
}

/** A worksheet part of `count` rows, each padded differently so rows fall across the inflater's 64 KB chunks. */
function sheetXml(count: number, tag = "row"): Buffer {
  const rows = Array.from(
    { length: count },
    (_, i) => `<${tag} r="${i + 1}"><c r="A${i + 1}"><v>${"9".repeat(i % 97)}</v></c></${tag}>`,
  );
  return Buffer.from(`<worksheet><sheetData>${rows.join("")}</sheetData><rowBreaks count="0"/></worksheet>`);
}

const sheet = (data: Buffer) => zipOf([{ name: "xl/worksheets/sheet1.xml", data }]);

describe("inspectXlsx", () => {
  it("passes a workbook ExcelJS writes", async () => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet("가격표");
    for (let i = 0; i < 200; i++) ws.addRow([`차량 ${i}`, i]);
    expect(await refusal(Buffer.from(await workbook.xlsx.writeBuffer()))).toBeNull();
  });

  it("counts every row exactly, wherever the chunks cut the tags", async () => {
    const bytes = sheet(sheetXml(1000));
    expect(await refusal(bytes)).toBeNull();
    expect(await refusal(bytes, { ...LIMITS, maxRows: 999 })).toBe("tooManyRows");
    // Namespace-prefixed rows count; <rowBreaks> does not.
    expect(await refusal(sheet(sheetXml(1000, "x:row")), { ...LIMITS, maxRows: 999 })).toBe("tooManyRows");
    expect(await refusal(sheet(sheetXml(1000, "x:row")))).toBeNull();
  });

  it("refuses a part that inflates past the limit, whatever size the zip declares", async () => {
    const big = Buffer.alloc(9 * 1024 * 1024, 0x20);
    expect(await refusal(sheet(big))).toBe("tooLarge");
    expect(await refusal(zipOf([{ name: "xl/worksheets/sheet1.xml", data: big, declaredSize: 100 }]))).toBe("tooLarge");
    // Spread over many parts, each small, it is the total that counts.
    const parts = Array.from({ length: 9 }, (_, i) => ({
      name: `xl/media/p${i}.bin`,
      data: Buffer.alloc(1024 * 1024, 0x41),
      declaredSize: 1,
    }));
    expect(await refusal(zipOf(parts))).toBe("tooLarge");
  });

  it("refuses what is not a zip, or a zip whose entries are not all in its directory", async () => {
    expect(await refusal(Buffer.from("이름,가격\n아반떼,45"))).toBe("unreadable");
    expect(await refusal(Buffer.alloc(0))).toBe("unreadable");
    const honest = sheet(sheetXml(10));
    // Bytes slipped in before the first entry: a streaming reader would read an entry the directory never shows.
    const hidden = Buffer.concat([Buffer.from("PK\u0003\u0004hidden"), honest]);
    expect(await refusal(hidden)).toBe("unreadable");
    // Damaged deflate data.
    const damaged = Buffer.from(honest);
    damaged.fill(0xff, 60, 90);
    expect(await refusal(damaged)).toBe("unreadable");
  });
});
