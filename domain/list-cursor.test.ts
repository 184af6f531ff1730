import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./list-cursor";

describe("list cursors", () => {
  it("read back the direction and keys they were made of, as URL-safe text", () => {
    const text = encodeCursor({ direction: "prev", keys: [3, -2147483647, 41] });
    expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(text, 3)).toEqual({ direction: "prev", keys: [3, -2147483647, 41] });
  });

  it("refuse what they were not: another key count, other values, other text", () => {
    const two = encodeCursor({ direction: "next", keys: [1, 2] });
    expect(decodeCursor(two, 3)).toBeNull();
    const json = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, "");
    expect(decodeCursor(json({ d: "x", k: [1] }), 1)).toBeNull();
    expect(decodeCursor(json({ d: "n", k: ["1"] }), 1)).toBeNull();
    expect(decodeCursor(json({ d: "n", k: [1.5] }), 1)).toBeNull();
    expect(decodeCursor(json({ d: "n", k: [2 ** 40] }), 1)).toBeNull();
    expect(decodeCursor(json([1, 2]), 1)).toBeNull();
    for (const junk of ["", "!!!", "a".repeat(201), "bm9wZQ", "e30"]) expect(decodeCursor(junk, 1), junk).toBeNull();
  });
});
