import { describe, expect, it } from "vitest";
import { type BusinessHours, callBackNotice } from "./business-hours";
import { callBackNoticeOf, callBackOpening, sentQuery } from "./call-back";

const WEEKDAYS_9_TO_7: BusinessHours = {
  days: [0, 1, 2, 3, 4, 5, 6].map((i) => (i < 5 ? { open: "09:00", close: "19:00" } : null)),
  holidays: [],
};

describe("the call-back notice through a redirect", () => {
  it("names the next opening outside 10:00-23:00 Seoul time by default and nothing within", () => {
    expect(callBackOpening(new Date("2026-11-23T01:00:00Z"))).toBeNull(); // 10:00
    expect(callBackOpening(new Date("2026-11-23T13:59:00Z"))).toBeNull(); // 22:59
    expect(callBackOpening(new Date("2026-11-23T14:00:00Z"))).toBe("2026-11-24T10:00"); // 23:00
    expect(callBackOpening(new Date("2026-11-23T18:30:00Z"))).toBe("2026-11-24T10:00"); // 03:30 the next day
  });

  it("shows the opening the API's notice names, by its date, and none for a value it does not read", () => {
    const friday = new Date("2026-11-27T11:00:00Z"); // 금 20:00
    const opening = callBackOpening(friday, WEEKDAYS_9_TO_7);
    expect(opening).toBe("2026-11-30T09:00");
    expect(callBackNotice(friday, WEEKDAYS_9_TO_7)).toContain("11월 30일(월) 오전 9시 이후에");
    expect(callBackNoticeOf(opening)).toBe(
      "지금은 상담 시간이 아니어서 11월 30일(월) 오전 9시 이후에 순서대로 연락드리겠습니다.",
    );
    for (const junk of [null, undefined, "", "tomorrow", "<script>", "2026-02-30T09:00", "2026-11-30T25:00"])
      expect(callBackNoticeOf(junk)).toBeNull();
  });

  it("adds the opening to the redirect's query only out of hours", () => {
    expect(sentQuery("quote", new Date("2026-11-23T05:00:00Z"))).toBe("?quote=sent");
    expect(sentQuery("inquiry", new Date("2026-11-23T14:30:00Z"))).toBe("?inquiry=sent&callback=2026-11-24T10:00");
    expect(sentQuery("inquiry", new Date("2026-11-23T11:00:00Z"), WEEKDAYS_9_TO_7)).toBe(
      "?inquiry=sent&callback=2026-11-24T09:00",
    );
  });
});
