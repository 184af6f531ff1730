import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

describe("Korean dates", () => {
  it("formats in Asia/Seoul time whatever the machine's zone", () => {
    expect(formatDateTime("2025-07-03T05:05:00Z")).toBe("2025년 07월 03일 14:05");
    expect(formatDateTime(new Date("2024-12-31T15:30:00Z"))).toBe("2025년 01월 01일 00:30");
    expect(formatDate("2024-12-31T14:59:00Z")).toBe("2024년 12월 31일");
  });
});
