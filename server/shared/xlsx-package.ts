import { createInflateRaw } from "node:zlib";

/**
 * What an uploaded .xlsx holds, learned from its zip structure and a streamed count of its rows, before any
 * spreadsheet library builds anything from it. A spreadsheet is a zip of XML parts: a 3 MB upload can inflate to
 * hundreds of megabytes, or hold a hundred thousand rows that a workbook model turns into gigabytes of objects.
 * Every part is inflated here as a stream, counted and thrown away, so the memory this takes is a few chunks
 * whatever the file holds, and the reading stops at the first limit passed.
 */

/** `cellTooLong` and `sheetTooLong` are the reader's: one cell's text, or all the cells' together, past its limit. */
export type XlsxRefusal = "unreadable" | "tooLarge" | "tooManyRows" | "cellTooLong" | "sheetTooLong";

export class XlsxRefused extends Error {
  constructor(
    readonly reason: XlsxRefusal,
    /** The sheet row the reader stopped at, when it stopped at one. */
    readonly row?: number,
  ) {
    super(`xlsx refused: ${reason}`);
  }
}

export interface XlsxLimits {
  /** What all the parts may inflate to together, counted as they really inflate, not as the zip declares. */
  maxInflatedBytes: number;
  /** The most `<row>` elements any one worksheet may have. */
  maxRows: number;
}

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  declaredSize: number;
  offset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;

/** The central directory's entries, or null when the bytes are not a zip read here (ZIP64, split, damaged). */
function directoryOf(bytes: Buffer): { entries: ZipEntry[]; directoryStart: number } | null {
  if (bytes.length < 22) return null;
  const min = Math.max(0, bytes.length - 65_557);
  let end = -1;
  for (let i = bytes.length - 22; i >= min; i--) {
    if (bytes.readUInt32LE(i) === END_OF_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  // One disk only: a split archive is no spreadsheet.
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 6) !== 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  const directoryStart = bytes.readUInt32LE(end + 16);
  let offset = directoryStart;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n++) {
    if (offset + 46 > end || bytes.readUInt32LE(offset) !== DIRECTORY_ENTRY) return null;
    const compressedSize = bytes.readUInt32LE(offset + 20);
    const declaredSize = bytes.readUInt32LE(offset + 24);
    const local = bytes.readUInt32LE(offset + 42);
    // ZIP64 markers: more than a spreadsheet of ours ever is.
    if (compressedSize === 0xffffffff || declaredSize === 0xffffffff || local === 0xffffffff) return null;
    const nameLength = bytes.readUInt16LE(offset + 28);
    entries.push({
      name: bytes.toString("utf8", offset + 46, offset + 46 + nameLength),
      flags: bytes.readUInt16LE(offset + 8),
      method: bytes.readUInt16LE(offset + 10),
      compressedSize,
      declaredSize,
      offset: local,
    });
    offset += 46 + nameLength + bytes.readUInt16LE(offset + 30) + bytes.readUInt16LE(offset + 32);
  }
  return { entries, directoryStart };
}

/**
 * Where each entry's data starts, checking that the local entries, read one after another as a streaming reader
 * does, are exactly those of the directory: no bytes between or before them, the same names. Otherwise a file
 * could show one set of parts here and hand another, unchecked, to the reader.
 */
function dataStarts(bytes: Buffer, entries: ZipEntry[], directoryStart: number): number[] | null {
  const order = entries.map((_, i) => i).sort((a, b) => entries[a]!.offset - entries[b]!.offset);
  const starts: number[] = new Array(entries.length);
  let expected = 0;
  for (const i of order) {
    const entry = entries[i]!;
    if (entry.offset !== expected || entry.offset + 30 > directoryStart) return null;
    if (bytes.readUInt32LE(entry.offset) !== LOCAL_HEADER) return null;
    const nameLength = bytes.readUInt16LE(entry.offset + 26);
    const start = entry.offset + 30 + nameLength + bytes.readUInt16LE(entry.offset + 28);
    if (bytes.toString("utf8", entry.offset + 30, entry.offset + 30 + nameLength) !== entry.name) return null;
    let next = start + entry.compressedSize;
    if (next > directoryStart) return null;
    if (entry.flags & 0x08) {
      // A data descriptor follows the data: 12 bytes, or 16 with its optional signature.
      next += next + 4 <= directoryStart && bytes.readUInt32LE(next) === DATA_DESCRIPTOR ? 16 : 12;
      if (next > directoryStart) return null;
    }
    starts[i] = start;
    expected = next;
  }
  return expected === directoryStart ? starts : null;
}

/** `<row>` or `<x:row …>`, not `<rowBreaks>` and the like. */
const ROW_TAG = /<(?:[A-Za-z_][\w.-]*:)?row[\s/>]/g;
/** Long enough to hold a row tag cut in two between chunks. */
const TAIL = 64;

/**
 * Checks an .xlsx against the limits and resolves when it is within them; rejects with `XlsxRefused` otherwise.
 * Runs on the event loop a chunk at a time, so other requests are served between chunks.
 */
export async function inspectXlsx(bytes: Buffer, limits: XlsxLimits): Promise<void> {
  const directory = directoryOf(bytes);
  if (!directory || directory.entries.length === 0) throw new XlsxRefused("unreadable");
  const { entries, directoryStart } = directory;
  // What the zip says it holds is checked first: an honest bomb is refused without inflating a byte.
  if (entries.reduce((sum, e) => sum + e.declaredSize, 0) > limits.maxInflatedBytes) throw new XlsxRefused("tooLarge");
  const starts = dataStarts(bytes, entries, directoryStart);
  if (!starts) throw new XlsxRefused("unreadable");

  let inflated = 0;
  for (const [i, entry] of entries.entries()) {
    if (entry.name.endsWith("/") && entry.compressedSize === 0) continue;
    const data = bytes.subarray(starts[i], starts[i]! + entry.compressedSize);
    const isWorksheet = /^xl\/worksheets\/[^/]+\.xml$/.test(entry.name);
    let rows = 0;
    let tail = "";
    const take = (chunk: Buffer) => {
      inflated += chunk.length;
      if (inflated > limits.maxInflatedBytes) throw new XlsxRefused("tooLarge");
      if (!isWorksheet) return;
      // Latin-1 keeps one character per byte, so the tags (ASCII) are found whatever the text around them is.
      const text = tail + chunk.toString("latin1");
      ROW_TAG.lastIndex = 0;
      let match = ROW_TAG.exec(text);
      let lastEnd = 0;
      // The tail holds only text after the last tag counted, so every tag found here is a new one.
      while (match) {
        rows++;
        lastEnd = match.index + match[0].length;
        match = ROW_TAG.exec(text);
      }
      if (rows > limits.maxRows) throw new XlsxRefused("tooManyRows");
      tail = text.slice(Math.max(lastEnd, text.length - TAIL));
    };
    if (entry.method === 0) take(data);
    else if (entry.method === 8) await inflateEach(data, take);
    else throw new XlsxRefused("unreadable");
  }
}

/** Inflates raw deflate data a chunk at a time into `take`; a refusal from `take` stops the inflating. */
function inflateEach(data: Buffer, take: (chunk: Buffer) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw({ chunkSize: 64 * 1024 });
    let failed = false;
    inflate.on("data", (chunk: Buffer) => {
      if (failed) return;
      try {
        take(chunk);
      } catch (error) {
        failed = true;
        inflate.destroy();
        reject(error);
      }
    });
    inflate.on("error", () => {
      if (!failed) reject(new XlsxRefused("unreadable"));
      failed = true;
    });
    inflate.on("end", () => {
      if (!failed) resolve();
    });
    inflate.end(data);
  });
}
