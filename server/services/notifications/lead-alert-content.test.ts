import { describe, expect, it } from "vitest";
import { type AlertLead, leadAlertContent, leadDigestContent } from "./lead-alert-content";

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

  it("tells the call time, customer type, 견적서 and cars the customer gave", () => {
    const content = leadAlertContent(
      {
        ...lead,
        source: "compare",
        callTime: "evening",
        customerType: "corporation",
        quoteToken: "AbCdEf123456",
        cars: [
          { slug: "k5", name: "K5" },
          { slug: "sorento", name: "쏘렌토" },
        ],
      },
      site,
    );
    expect(content.text).toContain("접수 경로: 비교 상담");
    expect(content.text).toContain("상담 희망 시간: 저녁");
    expect(content.text).toContain("고객 유형: 법인");
    expect(content.text).toContain("함께 본 차량: K5, 쏘렌토");
    expect(content.text).toContain("견적서: https://rentpick.kr/quote/AbCdEf123456");
    expect(content.html).toContain("법인");
    expect(content.webhook.lead).toMatchObject({
      callTime: "evening",
      customerType: "corporation",
      quoteUrl: "https://rentpick.kr/quote/AbCdEf123456",
      cars: [
        { slug: "k5", name: "K5" },
        { slug: "sorento", name: "쏘렌토" },
      ],
    });
    // Nothing chosen, nothing said.
    expect(leadAlertContent(lead, site).webhook.lead).not.toHaveProperty("callTime");
  });

  it("leaves out what the visitor did not give", () => {
    const content = leadAlertContent(
      { ...lead, vehicle: "", region: "", plan: null, attribution: null, source: "quote-request" },
      site,
    );
    expect(content.subject).toBe("[렌트픽] 새 견적 문의 · 홍길동");
    expect(content.text).not.toMatch(/희망 차량|요금제|운전자 연령|캠페인|상담 희망 시간|고객 유형|견적서/);
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

  it("marks a returning customer's lead 재문의, naming the consultant it went to and the earlier lead", () => {
    const content = leadAlertContent({ ...lead, id: 43, repeatOfId: 42, assigneeName: "김상담" }, site);
    expect(content.subject).toBe("[렌트픽] 재문의 (담당: 김상담) · 홍길동 · 쏘렌토");
    expect(content.text.split("\n")[0]).toBe("재문의가 접수되었습니다 (문의 #43).");
    expect(content.text).toContain("담당자: 김상담");
    expect(content.text).toContain("이전 문의: #42");
    expect(content.webhook.text).toMatch(/^\[렌트픽\] 재문의 \(담당: 김상담\) · 홍길동 010-1234-5678/);
    expect(content.webhook.lead).toMatchObject({ id: 43, repeatOfId: 42, assigneeName: "김상담" });
    // A repeat nobody owns yet says 재문의 alone; a first lead carries neither key.
    expect(leadAlertContent({ ...lead, repeatOfId: 41 }, site).subject).toBe("[렌트픽] 재문의 · 홍길동 · 쏘렌토");
    expect(Object.keys(leadAlertContent(lead, site).webhook.lead)).not.toContain("repeatOfId");
    // Given back to its consultant after the repeat link's 30 days, it is a 재문의 all the same.
    expect(leadAlertContent({ ...lead, returning: true, assigneeName: "김상담" }, site).subject).toBe(
      "[렌트픽] 재문의 (담당: 김상담) · 홍길동 · 쏘렌토",
    );
    // An owner staff gave a first lead before its alert went out is not a 재문의.
    const owned = leadAlertContent({ ...lead, assigneeName: "김상담" }, site);
    expect(owned.subject).toBe("[렌트픽] 새 견적 문의 · 홍길동 · 쏘렌토");
    expect(owned.text).not.toContain("담당자");
  });
});

describe("leadDigestContent", () => {
  const leads: AlertLead[] = Array.from({ length: 12 }, (_, i) => ({
    ...lead,
    id: 100 + i,
    name: `고객${i}`,
    contact: `0101234${String(1000 + i)}`,
    repeatOfId: i === 0 ? 7 : null,
  }));

  it("lists every lead in the e-mail and the first ten in the chat line, under the digest's key", () => {
    const content = leadDigestContent(leads, site, "webhook-d55");
    expect(content.subject).toBe("[렌트픽] 새 견적 문의 12건 (묶음 알림)");
    expect(content.messageId).toBe("<leads-webhook-d55.email@rentpick.kr>");
    for (const l of leads) {
      expect(content.text).toContain(`https://rentpick.kr/admin/leads/${l.id}`);
      expect(content.html).toContain(`https://rentpick.kr/admin/leads/${l.id}`);
    }
    expect(content.text).toContain("#100 재문의 · 고객0 010-1234-1000 · 쏘렌토");
    const lines = content.webhook.text.split("\n");
    expect(lines[0]).toBe("[렌트픽] 새 견적 문의 12건 (묶음 알림)");
    expect(lines).toHaveLength(1 + 10 + 2);
    expect(lines.at(-2)).toBe("외 2건");
    expect(lines.at(-1)).toBe("→ https://rentpick.kr/admin?tab=inquiries");
    expect(content.webhook.content).toBe(content.webhook.text);
    expect(content.webhook.leads.map((l) => l.id)).toEqual(leads.map((l) => l.id));
    expect(content.webhook.leads[0]).toMatchObject({ id: 100, contact: "01012341000", repeatOfId: 7 });
  });

  it("shows markup a visitor typed as text", () => {
    const content = leadDigestContent([{ ...lead, name: "<b>굵게</b>\r\n둘째줄" }], site, "email-w1");
    expect(content.html).not.toContain("<b>");
    expect(content.html).toContain("&lt;b&gt;굵게&lt;/b&gt;");
    expect(content.webhook.text.split("\n")[1]).not.toMatch(/[\r]/);
  });
});
