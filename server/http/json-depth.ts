import type { IncomingMessage } from "node:http";
import { HttpError } from "#server/errors";

/** Deeper than any body the site's forms and editors send (a vehicle's options are four levels). */
export const MAX_JSON_DEPTH = 20;

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of objects and arrays in a JSON text, read byte by byte, stopping once it passes `limit`. */
export function jsonDepth(body: Uint8Array, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < body.length; i++) {
    const byte = body[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) inString = true;
    else if (byte === OPEN_OBJECT || byte === OPEN_ARRAY) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (byte === CLOSE_OBJECT || byte === CLOSE_ARRAY) depth--;
  }
  return deepest;
}

/**
 * `express.json`'s `verify`: a body nested past MAX_JSON_DEPTH is refused before it is parsed. Parsing and
 * validating a megabyte of `[[[[…` holds the one process for a second or more; the scan takes milliseconds.
 */
export function refuseDeepJson(_req: IncomingMessage, _res: unknown, body: Buffer): void {
  if (jsonDepth(body, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw new HttpError(400, "요청 형식이 올바르지 않습니다.");
}
