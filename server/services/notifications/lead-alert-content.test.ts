import { describe, expect, it } from "vitest";
import { type AlertLead, leadAlertContent } from "./lead-alert-content";

const lead: AlertLead = {
  id: 42,
  name: "홍길동",
  contact: "01012345678",
  region: "만 26세 이상",
  vehicle: "쏘렌토",
  source: "home",
  status: "new",
  plan: { period: "48개월", deposit: "보증금 300만원", monthly: "월 45만 3천원", totalKm: "3만km" },
  vehicleSlug: "sorento",
  attribution: { utmSource: "google", utmMedium: "cpc", utmCampaign: "가을" },
  createdAt: new Date("2026-11-21T05:03:00Z"),
};
const site = { name: "렌트픽", url: "https://rentpick.kr/" };

describe("leadAlertContent", () => {
  it("says who, what and when in Korean, with Seoul time and a link to the lead's admin page", () => {
    const content = leadAlertContent(lead, site);
    expect(content.subject).toBe("[렌트픽] 새 견적 문의 · 홍길동 · 쏘렌토");
    expect(content.messageId).toBe("<lead-42.email@rentpick.kr>");
    expect(content.text).toBe(
      [
        "새 견적 문의가 접수되었습니다 (문의 #42).",
        "",
        "이름: 홍길동",
        "연락처: 010-1234-5678",
        "접수 경로: 빠른 상담",
        "희망 차량: 쏘렌토",
        "요금제: 48개월 · 보증금 300만원 · 월 45만 3천원 · 연 3만km",
        "운전자 연령: 만 26세 이상",
        "캠페인: google / cpc / 가을",
        "접수 시각: 2026년 11월 21일 14:03",
        "",
        "관리자에서 보기: https://rentpick.kr/admin/leads/42",
        "",
      ].join("\n"),
    );
    expect(content.webhook.text).toBe(
      "[렌트픽] 새 견적 문의 · 홍길동 010-1234-5678 · 쏘렌토 (48개월 · 보증금 300만원 · 월 45만 3천원 · 연 3만km) · 빠른 상담 → https://rentpick.kr/admin/leads/42",
    );
    expect(content.webhook.content).toBe(content.webhook.text);
    expect(content.webhook.lead).toMatchObject({
      id: 42,
      contact: "01012345678",
      createdAt: "2026-11-21T05:03:00.000Z",
      adminUrl: "https://rentpick.kr/admin/leads/42",
    });
  });

  it("leaves out what the visitor did not give", () => {
    const content = leadAlertContent(
      { ...lead, vehicle: "", region: "", plan: null, attribution: null, source: "quote-request" },
      site,
    );
    expect(content.subject).toBe("[렌트픽] 새 견적 문의 · 홍길동");
    expect(content.text).not.toMatch(/희망 차량|요금제|운전자 연령|캠페인/);
    expect(content.webhook.text).toBe(
      "[렌트픽] 새 견적 문의 · 홍길동 010-1234-5678 · 견적 요청 → https://rentpick.kr/admin/leads/42",
    );
  });

  it("shows markup and line breaks a visitor typed as text, and keeps headers and chat lines on one line", () => {
    const content = leadAlertContent(
      { ...lead, name: '<img src=x onerror="alert(1)">', vehicle: "K5\r\nBcc: victim@example.com" },
      site,
    );
    expect(content.html).not.toContain("<img");
    expect(content.html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(content.subject).not.toMatch(/[\r\n]/);
    expect(content.webhook.text).not.toMatch(/[\r\n]/);
    expect(content.subject).toContain("K5 Bcc: victim@example.com");
  });
});
