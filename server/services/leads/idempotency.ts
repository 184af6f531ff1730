import { createHash } from "node:crypto";

/**
 * The key stored for an idempotent submission: the client's key bound to what was submitted. A retry of the
 * same submission matches; two different people who somehow send the same key (a page served from a shared
 * cache, a buggy client) are both stored instead of one silently swallowing the other.
 */
export function scopedIdempotencyKey(key: string | undefined, ...content: string[]): string | null {
  if (!key) return null;
  return createHash("sha256")
    .update([key, ...content].join("\u001f"))
    .digest("hex")
    .slice(0, 40);
}
