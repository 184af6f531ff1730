/**
 * Reads the rows of an .xlsx's first worksheet in a thread of its own, with ExcelJS's streaming reader, and posts
 * them back as plain cell values. The thread has its own heap limit, so a sheet that would take more memory than
 * that ends this thread, not the web process. Plain JavaScript: the same file runs from the sources and is
 * bundled into build/node for production.
 */
import { Readable } from "node:stream";
import { parentPort, workerData } from "node:worker_threads";
import ExcelJS from "exceljs";

const { bytes, maxRows } = workerData;
const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
  sharedStrings: "cache",
  styles: "cache",
  hyperlinks: "ignore",
  worksheets: "emit",
  entries: "ignore",
});

const rows = [];
try {
  for await (const worksheet of reader) {
    for await (const row of worksheet) {
      rows.push({ number: row.number, values: row.values });
      if (rows.length > maxRows) break;
    }
    // The first worksheet is the price sheet; the rest (the instructions) are not read.
    break;
  }
  parentPort?.postMessage({ ok: true, rows });
} catch {
  parentPort?.postMessage({ ok: false });
}
