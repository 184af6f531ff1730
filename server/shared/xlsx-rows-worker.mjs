/**
 * Reads the rows of an .xlsx's first worksheet in a thread of its own, with ExcelJS's streaming reader, and posts
 * back only what the caller asked for: the cells of the named columns, as plain text or numbers. The thread has
 * its own heap limit, so a sheet that would take more memory than that ends this thread, not the web process.
 *
 * What is posted back is bounded too, because the web process copies it: ExcelJS shares one string among every
 * cell that refers to it, but posting copies each reference, so one 30 KB shared string in 20,000 rows would
 * arrive as 600 MB. Every cell's text is counted as it is read, each against a per-cell limit and all of them
 * against a per-sheet limit, and the sheet is refused at the first cell past either.
 *
 * Plain JavaScript: the same file runs from the sources and is bundled into build/node for production.
 */
import { Readable } from "node:stream";
import { parentPort, workerData } from "node:worker_threads";
import ExcelJS from "exceljs";

const { bytes, maxRows, columns, maxCellChars, maxSheetChars } = workerData;

/** A cell as text, a number or nothing: formulas give their result, rich text its text. */
function plainValue(value) {
  if (value === null || value === undefined) return null;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("result" in value) return plainValue(value.result ?? null);
    if ("richText" in value && Array.isArray(value.richText))
      return value.richText.map((part) => String(part?.text ?? "")).join("");
    if ("text" in value) return String(value.text);
    if ("error" in value) return String(value.error);
  }
  return null;
}

class Refused extends Error {
  constructor(reason, row) {
    super(reason);
    this.reason = reason;
    this.row = row;
  }
}

async function read() {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    worksheets: "emit",
    entries: "ignore",
  });
  /** Sheet column number → index in `columns`, from the header row. */
  const wanted = new Map();
  const rows = [];
  let chars = 0;
  let count = 0;
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      count++;
      if (count > maxRows) throw new Refused("tooManyRows");
      const cells = new Array(columns.length).fill(null);
      let other = false;
      const values = row.values;
      for (let col = 1; col < values.length; col++) {
        const value = plainValue(values[col]);
        if (value === null) continue;
        const length = typeof value === "string" ? value.length : 8;
        if (length > maxCellChars) throw new Refused("cellTooLong", row.number);
        chars += length;
        if (chars > maxSheetChars) throw new Refused("sheetTooLong", row.number);
        if (row.number === 1) {
          const index = columns.indexOf(String(value).trim());
          if (index >= 0 && !wanted.has(col)) wanted.set(col, index);
          continue;
        }
        const index = wanted.get(col);
        if (index === undefined) other = true;
        else cells[index] = value;
      }
      if (row.number !== 1 && (other || cells.some((cell) => cell !== null)))
        rows.push({ number: row.number, cells, other });
    }
    // The first worksheet is the sheet; the rest (the instructions) are not read.
    break;
  }
  return { found: [...new Set(wanted.values())].map((i) => columns[i]), rows };
}

try {
  const sheet = await read();
  parentPort?.postMessage({ ok: true, ...sheet });
} catch (error) {
  if (error instanceof Refused) parentPort?.postMessage({ ok: false, reason: error.reason, row: error.row });
  // Anything else is the library failing on a sheet whose structure was already checked: the caller tries once more.
  else parentPort?.postMessage({ ok: false, reason: "failed", detail: String(error?.message ?? error).slice(0, 300) });
}
