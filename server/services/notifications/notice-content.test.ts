import { describe, expect, it } from "vitest";
import type { BusinessHours } from "#domain/business-hours";
import { receiptCallBack, receiptContent } from "./notice-content";

const WEEKDAYS_9_TO_7: BusinessHours = {
  days: [0, 1, 2, 3, 4, 5, 6].map((i) => (i < 5 ? { open: "09:00", close: "19:00" } : null)),
  holidays: [],
};

describe("the customer's 접수 안내", () => {
  it("names when the customer is called by the business's own hours", () => {
    // 수 20:00 Seoul: the office closed at 19:00.
    const lead = { id: 7, contact: "01012345678", createdAt: new Date("2026-12-02T11:00:00Z") };
    const site = { name: "바른렌트", phone: "1644-1234", email: "a@b.kr", url: "https://x.kr", hours: WEEKDAYS_9_TO_7 };
    const { webhook } = receiptContent(lead, site);
    expect(webhook.receipt.callBack).toBe(
      "지금은 상담 시간이 아니어서 내일 오전 9시 이후에 순서대로 연락드리겠습니다.",
    );
    expect(webhook.text).toContain("내일 오전 9시 이후에");
    // Within hours: soon.
    expect(receiptCallBack(new Date("2026-12-02T01:00:00Z"), WEEKDAYS_9_TO_7)).toBe(
      "담당 상담사가 곧 연락드리겠습니다.",
    );
  });
});
