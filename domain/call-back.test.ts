import { describe, expect, it } from "vitest";
import { callBackDay, callBackNoticeOf, sentQuery } from "./call-back";
import { callBackNotice } from "./lead";

describe("the call-back notice through a redirect", () => {
  it("names the day outside 10:00-23:00 Seoul time and nothing within", () => {
    expect(callBackDay(new Date("2026-11-23T01:00:00Z"))).toBeNull(); // 10:00
    expect(callBackDay(new Date("2026-11-23T13:59:00Z"))).toBeNull(); // 22:59
    expect(callBackDay(new Date("2026-11-23T14:00:00Z"))).toBe("tomorrow"); // 23:00
    expect(callBackDay(new Date("2026-11-23T18:30:00Z"))).toBe("today"); // 03:30
  });

  it("shows the same words as the API's notice, and none for a day it does not know", () => {
    const night = new Date("2026-11-23T14:30:00Z");
    const dawn = new Date("2026-11-23T20:00:00Z");
    expect(callBackNoticeOf(callBackDay(night))).toBe(callBackNotice(night));
    expect(callBackNoticeOf(callBackDay(dawn))).toBe(callBackNotice(dawn));
    for (const junk of [null, undefined, "", "yesterday", "<script>"]) expect(callBackNoticeOf(junk)).toBeNull();
  });

  it("adds the day to the redirect's query only out of hours", () => {
    expect(sentQuery("quote", new Date("2026-11-23T05:00:00Z"))).toBe("?quote=sent");
    expect(sentQuery("inquiry", new Date("2026-11-23T14:30:00Z"))).toBe("?inquiry=sent&callback=tomorrow"); // 23:30
    expect(sentQuery("inquiry", new Date("2026-11-23T15:00:00Z"))).toBe("?inquiry=sent&callback=today"); // 00:00
  });
});
