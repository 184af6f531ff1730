import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { PROJECT_ROOT } from "#server/project-root";
import { inspectXlsx, type XlsxLimits, XlsxRefused } from "./xlsx-package";

/**
 * The rows of an uploaded spreadsheet, read within bounds the upload cannot move: its structure and row count are
 * checked as a stream first (`inspectXlsx`), then a worker thread with its own heap and time limit reads the
 * cells. One sheet is read at a time per process, and only a few wait, so uploads cannot take the CPU or the
 * memory other visitors need.
 */

export { XlsxRefused } from "./xlsx-package";

/** A cell as the reader gives it: text, a number, or nothing. */
export type XlsxCell = string | number | null;

export interface XlsxRow {
  /** The row's number in the sheet (1 is the header, which is not among the rows). */
  number: number;
  /** The asked-for columns' cells, in the order of `columns`. */
  cells: XlsxCell[];
  /** Whether the row has a value in a column not asked for. */
  other: boolean;
}

export interface XlsxSheet {
  /** The asked-for columns the header row names. */
  found: string[];
  /** The data rows that hold any value. */
  rows: XlsxRow[];
}

export interface XlsxReadLimits extends XlsxLimits {
  /** The header names whose columns are read; every other column is only counted. */
  columns: readonly string[];
  /** The most characters one cell may hold (a number counts as 8). */
  maxCellChars: number;
  /** The most characters all the cells may hold together. */
  maxSheetChars: number;
  /** How long the worker may read before it is stopped and the sheet refused. */
  timeoutMs?: number;
}

/** The worker's heap: a 20,000-row sheet read as a stream needs a few tens of megabytes. */
const WORKER_HEAP_MB = 96;
const DEFAULT_TIMEOUT_MS = 60_000;
/** Sheets waiting while one is read; past it an upload is answered "busy" at once. */
const MAX_WAITING = 3;

/** From the sources (`.ts`, run by tsx or Vitest) the worker is the `.mjs` beside this file; built, its bundle. */
const WORKER_FILE = fileURLToPath(import.meta.url).endsWith(".ts")
  ? path.join(PROJECT_ROOT, "server/shared/xlsx-rows-worker.mjs")
  : path.join(PROJECT_ROOT, "build/node/xlsx-rows-worker.js");

export class XlsxBusy extends Error {
  constructor() {
    super("xlsx reader busy");
  }
}

let running: Promise<unknown> = Promise.resolve();
let waiting = 0;

/** Runs `task` after the sheets before it, or refuses at once when too many are waiting. */
async function inTurn<T>(task: () => Promise<T>): Promise<T> {
  if (waiting >= MAX_WAITING) throw new XlsxBusy();
  waiting++;
  const previous = running;
  const mine = previous
    .catch(() => {})
    .then(() => {
      waiting--;
      return task();
    });
  running = mine.catch(() => {});
  return mine;
}

type WorkerAnswer =
  | ({ ok: true } & XlsxSheet)
  | { ok: false; reason: "tooManyRows" | "cellTooLong" | "sheetTooLong"; row?: number }
  | { ok: false; reason: "failed"; detail: string };

/** The thread failed for a reason of its own, not the sheet's: an exception from the library, or an exit unasked. */
class ReaderFailed extends Error {}

function readInWorker(bytes: Buffer, limits: XlsxReadLimits): Promise<XlsxSheet> {
  const { maxRows, columns, maxCellChars, maxSheetChars } = limits;
  return new Promise((resolve, reject) => {
    const copy = new Uint8Array(bytes);
    const worker = new Worker(WORKER_FILE, {
      workerData: { bytes: copy, maxRows, columns: [...columns], maxCellChars, maxSheetChars },
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB, maxYoungGenerationSizeMb: 16 },
      stdout: true,
      stderr: true,
    });
    let settled = false;
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      fn();
      void worker.terminate();
    };
    const timer = setTimeout(
      () => settle(() => reject(new XlsxRefused("tooLarge"))),
      limits.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    );
    worker.on("message", (message: WorkerAnswer) =>
      settle(() =>
        message.ok
          ? resolve({ found: message.found, rows: message.rows })
          : message.reason === "failed"
            ? reject(new ReaderFailed(message.detail))
            : reject(new XlsxRefused(message.reason, message.row)),
      ),
    );
    // Out of its heap (ERR_WORKER_OUT_OF_MEMORY) the sheet is refused; any other failure ends only this try.
    worker.on("error", (error: NodeJS.ErrnoException) =>
      settle(() =>
        reject(
          error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new XlsxRefused("tooLarge") : new ReaderFailed(error.message),
        ),
      ),
    );
    worker.on("exit", () => settle(() => reject(new ReaderFailed("the reading thread ended without an answer"))));
  });
}

/**
 * The first worksheet's asked-for columns, or `XlsxRefused` (not a spreadsheet, too large, too many rows, a cell
 * or the sheet with too much text) or `XlsxBusy` (other sheets are being read).
 */
export async function readXlsxRows(bytes: Buffer, limits: XlsxReadLimits): Promise<XlsxSheet> {
  return inTurn(async () => {
    await inspectXlsx(bytes, limits);
    const sheet = await readInWorker(bytes, limits).catch((error: unknown) => {
      // A sheet that passed the checks above and failed in a way of the thread's own is read once more in a new
      // thread (a busy machine's temporary file or thread start); a second failure is the sheet's.
      if (!(error instanceof ReaderFailed)) throw error;
      return readInWorker(bytes, limits).catch((again: unknown) => {
        throw again instanceof ReaderFailed ? new XlsxRefused("unreadable") : again;
      });
    });
    if (sheet.rows.length >= limits.maxRows) throw new XlsxRefused("tooManyRows");
    return sheet;
  });
}
