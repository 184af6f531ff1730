import { describe, expect, it } from "vitest";
import { addDays, monthStartKey, seoulCompactDate, seoulDayKey, seoulDayStart, weekStartKey } from "./seoul-time";

describe("Seoul calendar", () => {
  it("puts an instant on the Korean day, which starts at 15:00 UTC the day before", () => {
    expect(seoulDayKey(new Date("2026-11-20T14:59:59Z"))).toBe("2026-11-20");
    expect(seoulDayKey(new Date("2026-11-20T15:00:00Z"))).toBe("2026-11-21");
    expect(seoulDayStart("2026-11-21").toISOString()).toBe("2026-11-20T15:00:00.000Z");
  });

  it("moves across months and years", () => {
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-11-21", -29)).toBe("2026-10-23");
  });

  it("starts weeks on Monday and months on the first", () => {
    expect(weekStartKey("2026-11-21")).toBe("2026-11-16"); // Saturday
    expect(weekStartKey("2026-11-16")).toBe("2026-11-16"); // Monday
    expect(weekStartKey("2026-11-22")).toBe("2026-11-16"); // Sunday
    expect(weekStartKey("2026-03-01")).toBe("2026-02-23");
    expect(monthStartKey("2026-11-21")).toBe("2026-11-01");
  });

  it("writes compact dates for file names in Seoul time", () => {
    expect(seoulCompactDate(new Date("2026-11-20T15:00:00Z"))).toBe("20261121");
  });
});
