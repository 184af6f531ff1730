import { createContext, useContext } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ToastProvider } from "#app/components/ui/toast";
import type { LeadAlertStatus } from "#domain/lead-alerts";
import { LeadAlertsPanel } from "./LeadAlertsPanel";

/** The panel inside a router (its links and revalidation) and the toasts, with the status each test gives. */
const Status = createContext<LeadAlertStatus | null>(null);
const Panel = () => <LeadAlertsPanel status={useContext(Status)} />;
const Stub = createRoutesStub([{ path: "/admin", Component: Panel }]);

function render(status: LeadAlertStatus | null): string {
  return renderToString(
    <Status.Provider value={status}>
      <ToastProvider>
        <Stub initialEntries={["/admin"]} />
      </ToastProvider>
    </Status.Provider>,
  );
}

const text = (html: string) =>
  html
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

const NOTICES_OFF = { receipt: false, partnerEmail: false, partnerWebhook: false };

describe("LeadAlertsPanel", () => {
  it("says the alerts are off and which settings turn them on", () => {
    const shown = text(
      render({
        channels: { email: false, webhook: false },
        notices: NOTICES_OFF,
        failed: [],
        failedTotal: 0,
        pending: 0,
        sentToday: 0,
      }),
    );
    expect(shown).toContain("알림 꺼짐");
    expect(shown).toContain("SMTP_URL");
    expect(shown).toContain("NOTIFY_WEBHOOK_URL");
    expect(shown).not.toContain("다시 보내기");
  });

  it("shows the channels, what waits and each failed alert with a labelled 다시 보내기 button", () => {
    const html = render({
      channels: { email: true, webhook: true },
      notices: NOTICES_OFF,
      failed: [
        {
          id: 7,
          inquiryId: 31,
          channel: "webhook",
          attempts: 8,
          lastError: "HTTP 503",
          createdAt: "2026-11-21T05:03:00.000Z",
        },
      ],
      failedTotal: 1,
      pending: 2,
      sentToday: 14,
    });
    const shown = text(html);
    expect(shown).toContain("실패 1건");
    expect(shown).toContain("보내는 중 2건");
    expect(shown).toContain("오늘 보냄 14건");
    expect(shown).toContain("문의 #31 웹훅");
    expect(shown).toContain("8회 시도 · HTTP 503 · 접수 2026년 11월 21일 14:03");
    expect(html).toContain('href="/admin/leads/31"');
    expect(html).toContain('aria-label="문의 #31 웹훅 알림 다시 보내기"');
  });

  it("shows failed receipts and partner notices beside the alerts, each with its own 다시 보내기", () => {
    const html = render({
      channels: { email: false, webhook: false },
      notices: { receipt: true, partnerEmail: true, partnerWebhook: false },
      failed: [
        {
          id: 8,
          kind: "receipt",
          inquiryId: 40,
          channel: "webhook",
          attempts: 3,
          lastError: "ECONNREFUSED",
          createdAt: "2026-11-21T05:03:00.000Z",
        },
        {
          id: 9,
          kind: "partner",
          inquiryId: null,
          notice: "파트너 신청 #3 승인",
          channel: "email",
          attempts: 1,
          lastError: "SMTP 550",
          createdAt: "2026-11-21T05:04:00.000Z",
        },
      ],
      failedTotal: 2,
      pending: 0,
      sentToday: 0,
    });
    const shown = text(html);
    expect(shown).not.toContain("알림 꺼짐");
    expect(shown).toContain("고객 접수 안내 켜짐 · 파트너 안내 메일");
    expect(shown).toContain("문의 #40 접수 안내");
    expect(html).toContain('href="/admin/leads/40"');
    expect(html).toContain('aria-label="문의 #40 접수 안내 알림 다시 보내기"');
    expect(shown).toContain("파트너 신청 #3 승인 메일");
    expect(html).toContain('aria-label="파트너 신청 #3 승인 메일 알림 다시 보내기"');
  });

  it("says so when nothing failed, and when the status could not be loaded", () => {
    expect(
      text(
        render({
          channels: { email: true, webhook: false },
          notices: NOTICES_OFF,
          failed: [],
          failedTotal: 0,
          pending: 0,
          sentToday: 0,
        }),
      ),
    ).toContain("실패한 알림이 없습니다.");
    expect(render(null)).toContain('role="alert"');
  });
});
