import type ExcelJS from "exceljs";

/**
 * ExcelJS, loaded on first use: importing it (with its zip and stream dependencies) took about a second of CPU
 * at every start, for spreadsheets staff download or upload now and then.
 */
export async function loadExcelJS(): Promise<typeof ExcelJS> {
  return (await import("exceljs")).default;
}

/**
 * Text typed on the site (a visitor's lead, a partner's listing) must never run as a formula when the sheet is opened
 * (or saved as CSV and reopened): a cell starting with = + - @, a tab or a carriage return gets a leading apostrophe.
 */
export function neutraliseCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
