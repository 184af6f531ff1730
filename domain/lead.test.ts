import { describe, expect, it } from "vitest";
import { callBackNotice, campaignText, leadPlanText } from "./lead";

describe("leads", () => {
  it("names the call-back time outside 10:00-23:00 in Seoul", () => {
    expect(callBackNotice(new Date("2026-11-23T01:00:00Z"))).toBeNull(); // 10:00
    expect(callBackNotice(new Date("2026-11-23T13:59:00Z"))).toBeNull(); // 22:59
    expect(callBackNotice(new Date("2026-11-23T14:00:00Z"))).toContain("내일 오전 10시"); // 23:00
    expect(callBackNotice(new Date("2026-11-23T18:30:00Z"))).toContain("오늘 오전 10시"); // 03:30 next day
    expect(callBackNotice(new Date("2026-11-23T00:59:00Z"))).toContain("오늘 오전 10시"); // 09:59
  });
  it("summarises a plan and a campaign", () => {
    expect(leadPlanText({ period: "36개월", deposit: "무보증", monthly: "월 57만 3천원", totalKm: "2만km" })).toBe(
      "36개월 · 무보증 · 월 57만 3천원 · 연 2만km",
    );
    expect(
      leadPlanText({ period: "48개월", deposit: "300만원", monthly: "52만원", totalKm: "", instalment: "50:50" }),
    ).toBe("48개월 · 300만원 · 월 52만원 · 보증금 분납 50:50");
    expect(leadPlanText(null)).toBe("");
    expect(campaignText({ utmSource: "naver", utmCampaign: "spring" })).toBe("naver / spring");
    expect(campaignText({})).toBe("");
  });
});
