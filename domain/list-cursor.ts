/**
 * A position in a sorted list, handed out with a page and sent back for the next or previous one (`?cursor=`). It
 * holds the sort keys of the row the page ends (or starts) at, so the next page starts right after it in the index,
 * however deep in the list: no page is counted from the first. Opaque to clients: base64url of a small JSON.
 */

export type CursorDirection = "next" | "prev";

export interface ListCursor {
  direction: CursorDirection;
  /** The boundary row's sort keys, every one an integer (ids, won, counts, ranks). */
  keys: number[];
}

/** What the API answers, in Korean, for a cursor it did not hand out. */
export const CURSOR_INVALID = "목록 위치(cursor)가 올바르지 않습니다. 처음부터 다시 요청해주세요.";

const MAX_KEYS = 4;

function toBase64Url(text: string): string {
  return btoa(text).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): string {
  return atob(text.replace(/-/g, "+").replace(/_/g, "/"));
}

export function encodeCursor(cursor: ListCursor): string {
  return toBase64Url(JSON.stringify({ d: cursor.direction === "next" ? "n" : "p", k: cursor.keys }));
}

/** The cursor a string holds, or null when it is none of ours (or holds another number of keys than `keyCount`). */
export function decodeCursor(text: string, keyCount: number): ListCursor | null {
  if (!text || text.length > 200 || !/^[A-Za-z0-9_-]+$/.test(text)) return null;
  let value: unknown;
  try {
    value = JSON.parse(fromBase64Url(text));
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { d, k } = value as { d?: unknown; k?: unknown };
  if ((d !== "n" && d !== "p") || !Array.isArray(k) || k.length !== keyCount || k.length > MAX_KEYS) return null;
  if (!k.every((n) => Number.isSafeInteger(n) && Math.abs(n as number) <= 2 ** 31)) return null;
  return { direction: d === "n" ? "next" : "prev", keys: k as number[] };
}
