import { describe, expect, it } from "vitest";
import { campaignText, leadPlanText } from "./lead";

describe("leads", () => {
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
