import { describe, expect, it } from "vitest";
import { wrapIndex } from "./VehicleGallery";

describe("wrapIndex", () => {
  it("wraps past either end of the photos", () => {
    expect(wrapIndex(0, -1, 5)).toBe(4);
    expect(wrapIndex(4, 1, 5)).toBe(0);
    expect(wrapIndex(2, 1, 5)).toBe(3);
    expect(wrapIndex(0, 1, 1)).toBe(0);
    expect(wrapIndex(0, -1, 0)).toBe(0);
  });
});
