import type ExcelJS from "exceljs";

/**
 * ExcelJS, loaded on first use: importing it (with its zip and stream dependencies) took about a second of CPU
 * at every start, for spreadsheets staff download or upload now and then.
 */
export async function loadExcelJS(): Promise<typeof ExcelJS> {
  return (await import("exceljs")).default;
}
