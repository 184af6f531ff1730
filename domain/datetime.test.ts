import { describe, expect, it } from "vitest";
import { formatDateKo, formatDateTimeKo } from "./datetime";

describe("Korean dates in Seoul time", () => {
  it("formats yyyy년 MM월 dd일 HH:mm in Asia/Seoul", () => {
    expect(formatDateTimeKo("2025-07-03T00:05:00Z")).toBe("2025년 07월 03일 09:05");
    expect(formatDateTimeKo(new Date("2025-12-31T15:30:00Z"))).toBe("2026년 01월 01일 00:30");
    expect(formatDateTimeKo("2025-01-09T03:00:00Z")).toBe("2025년 01월 09일 12:00");
  });
  it("formats the date alone", () => {
    expect(formatDateKo("2025-12-31T15:30:00Z")).toBe("2026년 01월 01일");
  });
  it("gives an empty string for an invalid date", () => {
    expect(formatDateTimeKo("not a date")).toBe("");
    expect(formatDateKo("")).toBe("");
  });
});
