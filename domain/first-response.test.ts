import { describe, expect, it } from "vitest";
import type { BusinessHours } from "./business-hours";
import { firstResponseDue, firstResponseText, medianMinutes, openMinutesBetween } from "./first-response";

/** 평일 09:00-18:00, 토 10:00-15:00, 일 휴무; 2026-12-25 (금) a holiday. */
const HOURS: BusinessHours = {
  days: [
    { open: "09:00", close: "18:00" },
    { open: "09:00", close: "18:00" },
    { open: "09:00", close: "18:00" },
    { open: "09:00", close: "18:00" },
    { open: "09:00", close: "18:00" },
    { open: "10:00", close: "15:00" },
    null,
  ],
  holidays: ["2026-12-25"],
};
/** A Seoul wall-clock time. */
const seoul = (text: string) => new Date(`${text}+09:00`);

describe("openMinutesBetween", () => {
  it("counts only 상담 시간", () => {
    // 수 10:00 → 10:30
    expect(openMinutesBetween(HOURS, seoul("2026-12-02T10:00"), seoul("2026-12-02T10:30"))).toBe(30);
    // 수 20:00 → 목 09:05: closed all night.
    expect(openMinutesBetween(HOURS, seoul("2026-12-02T20:00"), seoul("2026-12-03T09:05"))).toBe(5);
    // 금 17:50 → 월 09:10: 10 + 토 300 + 10.
    expect(openMinutesBetween(HOURS, seoul("2026-12-04T17:50"), seoul("2026-12-07T09:10"))).toBe(320);
    // 목 17:00 → 토 10:30 over the holiday 금: 60 + 30.
    expect(openMinutesBetween(HOURS, seoul("2026-12-24T17:00"), seoul("2026-12-26T10:30"))).toBe(90);
    expect(openMinutesBetween(HOURS, seoul("2026-12-02T10:30"), seoul("2026-12-02T10:00"))).toBe(0);
  });
});

describe("firstResponseDue", () => {
  it("moves a lead sent out of hours to the next opening, and spans the close", () => {
    expect(firstResponseDue(HOURS, seoul("2026-12-02T10:00"), 30)).toEqual(seoul("2026-12-02T10:30"));
    expect(firstResponseDue(HOURS, seoul("2026-12-02T22:00"), 30)).toEqual(seoul("2026-12-03T09:30"));
    expect(firstResponseDue(HOURS, seoul("2026-12-05T14:50"), 30)).toEqual(seoul("2026-12-07T09:20"));
  });

  it("promises nothing when the hours never open", () => {
    const closed: BusinessHours = { days: HOURS.days.map(() => null), holidays: [] };
    expect(firstResponseDue(closed, seoul("2026-12-02T10:00"), 30)).toBeNull();
  });
});

describe("the median the site may show", () => {
  it("takes the middle wait, and says it in Korean", () => {
    expect(medianMinutes([])).toBeNull();
    expect(medianMinutes([40, 5, 12])).toBe(12);
    expect(medianMinutes([40, 5, 12, 8])).toBe(8);
    expect(firstResponseText(12)).toBe("평균 첫 응답 12분");
    expect(firstResponseText(0)).toBe("평균 첫 응답 1분");
    expect(firstResponseText(65)).toBe("평균 첫 응답 1시간 5분");
    expect(firstResponseText(120)).toBe("평균 첫 응답 2시간");
  });
});
