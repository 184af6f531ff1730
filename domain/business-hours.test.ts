import { describe, expect, it } from "vitest";
import {
  type BusinessHours,
  businessHoursText,
  callBackNotice,
  DEFAULT_BUSINESS_HOURS,
  nextOpening,
  openingNotice,
  parseBusinessHours,
  serializeBusinessHours,
  spokenTime,
} from "./business-hours";
import { siteSettingsSchema } from "./site-config";

/** 평일 09:00-19:00, 토 10:00-15:00, 일 휴무. */
const BROKER: BusinessHours = {
  days: [...[0, 1, 2, 3, 4].map(() => ({ open: "09:00", close: "19:00" })), { open: "10:00", close: "15:00" }, null],
  holidays: [],
};

/** A Seoul wall-clock time as the instant it is. */
const seoul = (local: string) => new Date(`${local}+09:00`);

describe("상담 시간", () => {
  it("tells a lead at 20:00 on a weekday that staff call the next morning", () => {
    // 2026-12-02 is a Wednesday.
    expect(callBackNotice(seoul("2026-12-02T20:00"), BROKER)).toBe(
      "지금은 상담 시간이 아니어서 내일 오전 9시 이후에 순서대로 연락드리겠습니다.",
    );
    expect(callBackNotice(seoul("2026-12-03T07:10"), BROKER)).toContain("오늘 오전 9시 이후에");
  });

  it("names Monday for a lead on a Sunday of 휴무, and Saturday's own hours", () => {
    expect(nextOpening(BROKER, seoul("2026-12-06T11:00"))).toBe("2026-12-07T09:00");
    expect(callBackNotice(seoul("2026-12-06T11:00"), BROKER)).toBe(
      "지금은 상담 시간이 아니어서 내일 오전 9시 이후에 순서대로 연락드리겠습니다.",
    );
    expect(callBackNotice(seoul("2026-12-04T19:00"), BROKER)).toContain("내일 오전 10시 이후에"); // 금 → 토
    expect(callBackNotice(seoul("2026-12-05T15:00"), BROKER)).toContain("12월 7일(월) 오전 9시"); // 토 after close
  });

  it("skips a holiday: a Monday closed pushes the call to Tuesday", () => {
    const hours = { ...BROKER, holidays: ["2026-12-07"] };
    expect(callBackNotice(seoul("2026-12-06T11:00"), hours)).toContain("12월 8일(화) 오전 9시 이후에");
    expect(callBackNotice(seoul("2026-12-07T11:00"), hours)).toContain("내일 오전 9시 이후에");
  });

  it("says nothing within hours, to the minute", () => {
    expect(callBackNotice(seoul("2026-12-02T09:00"), BROKER)).toBeNull();
    expect(callBackNotice(seoul("2026-12-02T18:59"), BROKER)).toBeNull();
    expect(callBackNotice(seoul("2026-12-02T19:00"), BROKER)).not.toBeNull();
    expect(callBackNotice(seoul("2026-12-05T12:00"), BROKER)).toBeNull();
  });

  it("keeps the old timing by default: every day 10:00-23:00", () => {
    expect(callBackNotice(new Date("2026-11-23T01:00:00Z"))).toBeNull(); // 10:00
    expect(callBackNotice(new Date("2026-11-23T13:59:00Z"))).toBeNull(); // 22:59
    expect(callBackNotice(new Date("2026-11-23T14:00:00Z"))).toContain("내일 오전 10시 이후에"); // 23:00
    expect(callBackNotice(new Date("2026-11-23T18:30:00Z"))).toContain("오늘 오전 10시 이후에"); // 03:30 next day
    expect(callBackNotice(new Date("2026-11-23T00:59:00Z"))).toContain("오늘 오전 10시 이후에"); // 09:59
    expect(callBackNotice(seoul("2026-12-06T23:30"))).toContain("내일 오전 10시"); // a Sunday, too
    expect(parseBusinessHours("")).toEqual(DEFAULT_BUSINESS_HOURS);
    expect(parseBusinessHours("{broken")).toEqual(DEFAULT_BUSINESS_HOURS);
  });

  it("writes the time as it is said, and the day by its date without a moment to count from", () => {
    expect(spokenTime("09:00")).toBe("오전 9시");
    expect(spokenTime("13:30")).toBe("오후 1시 30분");
    expect(spokenTime("12:00")).toBe("오후 12시");
    expect(nextOpening(BROKER, seoul("2026-12-05T16:00"))).toBe("2026-12-07T09:00");
    expect(openingNotice("2026-12-07T09:00")).toContain("12월 7일(월) 오전 9시 이후에");
  });

  it("promises a call without a time when no day opens", () => {
    const closed: BusinessHours = { days: BROKER.days.map(() => null), holidays: [] };
    expect(nextOpening(closed, seoul("2026-12-02T12:00"))).toBeNull();
    expect(callBackNotice(seoul("2026-12-02T12:00"), closed)).toMatch(/^지금은 상담 시간이 아니어서/);
  });

  it("writes 운영시간's text from the hours", () => {
    expect(businessHoursText(BROKER)).toBe("월~금 09:00-19:00, 토 10:00-15:00, 일 휴무");
    expect(businessHoursText(DEFAULT_BUSINESS_HOURS)).toBe("매일 10:00-23:00");
  });
});

describe("상담 시간 in 사이트 설정's form", () => {
  const form = (days: unknown[], holidays: unknown = "") =>
    siteSettingsSchema.safeParse({ businessHours: { days, holidays } });
  const week = (day: unknown) => [0, 1, 2, 3, 4, 5, 6].map(() => day);

  it("stores the hours as JSON, 휴무 days as null and holidays sorted once each", () => {
    const parsed = form(
      [...week({ open: "09:00", close: "19:00" }).slice(0, 6), { closed: "on", open: "", close: "" }],
      "2026-12-25\n2026-01-01, 2026-12-25",
    );
    expect(parsed.success).toBe(true);
    const stored = parseBusinessHours(parsed.data?.businessHours);
    expect(stored.days[6]).toBeNull();
    expect(stored.holidays).toEqual(["2026-01-01", "2026-12-25"]);
    expect(serializeBusinessHours(stored)).toBe(parsed.data?.businessHours);
  });

  it("refuses a close before the open, a date that is no date, and a week with no day open, in Korean", () => {
    const late = form(week({ open: "19:00", close: "09:00" }));
    expect(late.error?.issues[0]).toMatchObject({
      path: ["businessHours", "days", 0, "close"],
      message: "월요일 종료 시간은 시작 시간보다 늦어야 합니다",
    });
    const date = form(week({ open: "09:00", close: "19:00" }), "2026-02-30");
    expect(date.error?.issues[0]?.message).toContain("2026-02-30: 날짜가 아닙니다");
    expect(form(week({ open: "9시", close: "19:00" })).error?.issues[0]?.message).toContain("HH:MM");
    expect(form(week(null)).error?.issues[0]?.message).toBe("상담하는 요일을 하루 이상 정해주세요");
    expect(form(week(null).slice(0, 3)).success).toBe(false);
  });
});
