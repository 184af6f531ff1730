import { BellOff, BellRing, Mail, RotateCw, Webhook } from "lucide-react";
import { useState } from "react";
import { href, Link, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button";
import { useToast } from "#app/components/ui/toast";
import { apiRequest } from "#app/lib/api-client";
import { cn } from "#app/lib/cn";
import { formatDateTimeKo } from "#domain/datetime";
import type { FailedLeadAlert, LeadAlertStatus } from "#domain/lead-alerts";
import { groupDigits } from "#domain/number-text";
import { panelClass } from "./StatCards";

const CHANNEL_LABELS = { email: "메일", webhook: "웹훅", sms: "알림톡/SMS" } as const;

/** A failed delivery in words: `문의 #31 웹훅`, `문의 #31 접수 안내`, `파트너 신청 #3 승인 메일`. */
function alertName(alert: FailedLeadAlert): string {
  if (alert.kind === "receipt")
    return `문의 #${alert.inquiryId} 접수 안내${alert.channel === "sms" ? ` ${CHANNEL_LABELS.sms}` : ""}`;
  if (alert.kind === "partner") return `${alert.notice ?? "파트너 안내"} ${CHANNEL_LABELS[alert.channel]}`;
  if (alert.kind === "staff") return `${alert.notice ?? "관리자 안내"} ${CHANNEL_LABELS[alert.channel]}`;
  return `문의 #${alert.inquiryId} ${CHANNEL_LABELS[alert.channel]}`;
}

const badge = "inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-1 text-xs font-bold ring-1 ring-inset";
const TONES = {
  off: "bg-slate-100 text-slate-600 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700",
  on: "bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-900",
  failed: "bg-red-50 text-red-700 ring-red-200 dark:bg-red-950 dark:text-red-300 dark:ring-red-900",
} as const;

/**
 * The outbox on the dashboard: new-lead alerts off (with the settings that turn them on), or which channels are on,
 * whether customers' 접수 안내 and partner notices are, what waits, and each failed delivery (an alert, a receipt or
 * a notice) with a way to send it again. Data: `GET /api/lead-alerts` or
 * `leadAlertStatus(ctx)` in a loader; null when it could not be loaded.
 */
export function LeadAlertsPanel({ status }: { status: LeadAlertStatus | null }) {
  const noticesOn =
    status !== null && (status.notices.receipt || status.notices.partnerEmail || status.notices.partnerWebhook);
  const off = status !== null && !status.channels.email && !status.channels.webhook && !noticesOn;
  return (
    <section className={cn(panelClass, "p-5")} aria-labelledby="lead-alerts-title" data-testid="lead-alerts">
      <div className="flex items-center justify-between gap-3">
        <h2 id="lead-alerts-title" className="text-base font-bold">
          새 문의 알림
        </h2>
        {status && (
          <span className={cn(badge, off ? TONES.off : status.failedTotal > 0 ? TONES.failed : TONES.on)}>
            {off ? <BellOff className="size-3.5" aria-hidden /> : <BellRing className="size-3.5" aria-hidden />}
            {off ? "알림 꺼짐" : status.failedTotal > 0 ? `실패 ${groupDigits(status.failedTotal)}건` : "알림 켜짐"}
          </span>
        )}
      </div>
      {status === null ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-600 dark:text-red-400">
          알림 상태를 불러오지 못했습니다. 잠시 후 새로고침해주세요.
        </p>
      ) : off ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">
          새 문의를 바로 받아보려면 서버에 <code className="font-mono text-xs">SMTP_URL</code>·
          <code className="font-mono text-xs">NOTIFY_EMAIL_TO</code>(메일) 또는{" "}
          <code className="font-mono text-xs">NOTIFY_WEBHOOK_URL</code>(슬랙·디스코드·알림톡 연동 등)을 설정하세요.
        </p>
      ) : (
        <AlertsOn status={status} />
      )}
    </section>
  );
}

function AlertsOn({ status }: { status: LeadAlertStatus }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [sending, setSending] = useState<number | null>(null);

  const resend = async (alert: FailedLeadAlert) => {
    if (sending !== null) return;
    setSending(alert.id);
    const what = `${alertName(alert)} 알림`;
    try {
      await apiRequest("POST", `/api/lead-alerts/${alert.id}/retry`);
      toast({ variant: "success", title: "알림을 다시 보냅니다", description: what });
    } catch (error) {
      toast({ variant: "error", title: "다시 보내지 못했습니다", description: `${what}: ${(error as Error).message}` });
    } finally {
      setSending(null);
      revalidator.revalidate();
    }
  };

  return (
    <>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        {(["email", "webhook"] as const).map((channel) => {
          const Icon = channel === "email" ? Mail : Webhook;
          const on = status.channels[channel];
          return (
            <div key={channel} className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
              <dt className="flex items-center gap-1.5 text-slate-500 dark:text-slate-400">
                <Icon className="size-4" aria-hidden />
                {CHANNEL_LABELS[channel]}
              </dt>
              <dd
                className={cn(
                  "mt-0.5 font-bold",
                  on ? "text-emerald-700 dark:text-emerald-300" : "text-slate-500 dark:text-slate-400",
                )}
              >
                {on ? "켜짐" : "꺼짐"}
              </dd>
            </div>
          );
        })}
        <div className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
          <dt className="text-slate-500 dark:text-slate-400">보내는 중</dt>
          <dd className="mt-0.5 font-bold tabular-nums" data-testid="lead-alerts-pending">
            {groupDigits(status.pending)}건
          </dd>
        </div>
        <div className="rounded-xl bg-slate-50 px-3 py-2 dark:bg-slate-800/60">
          <dt className="text-slate-500 dark:text-slate-400">오늘 보냄</dt>
          <dd className="mt-0.5 font-bold tabular-nums">{groupDigits(status.sentToday)}건</dd>
        </div>
      </dl>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400" data-testid="notice-channels">
        고객 접수 안내 {status.notices.receipt ? "켜짐" : "꺼짐 (RECEIPT_WEBHOOK_URL)"} · 파트너 안내{" "}
        {status.notices.partnerEmail || status.notices.partnerWebhook
          ? [status.notices.partnerEmail && "메일", status.notices.partnerWebhook && "웹훅"].filter(Boolean).join("·")
          : "꺼짐"}
      </p>
      {status.failed.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">실패한 알림이 없습니다.</p>
      ) : (
        <>
          <h3 className="mt-5 text-sm font-bold text-red-700 dark:text-red-300">보내지 못한 알림</h3>
          <ul className="mt-2 divide-y divide-slate-100 dark:divide-slate-800" aria-label="보내지 못한 알림">
            {status.failed.map((alert) => (
              <li
                key={alert.id}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3"
                data-testid="failed-alert"
              >
                <div className="min-w-0 text-sm">
                  <p className="font-semibold">
                    {alert.inquiryId === null ? (
                      (alert.notice ?? "파트너 안내")
                    ) : (
                      <Link
                        to={href("/admin/leads/:id", { id: String(alert.inquiryId) })}
                        className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
                      >
                        문의 #{alert.inquiryId}
                      </Link>
                    )}
                    <span className="ml-2 text-slate-600 dark:text-slate-300">
                      {alert.kind === "receipt" ? "접수 안내" : CHANNEL_LABELS[alert.channel]}
                    </span>
                  </p>
                  <p className="mt-0.5 text-xs text-slate-500 tabular-nums dark:text-slate-400">
                    {alert.attempts}회 시도{alert.lastError ? ` · ${alert.lastError}` : ""} · 접수{" "}
                    {formatDateTimeKo(alert.createdAt)}
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => resend(alert)}
                  disabled={sending !== null}
                  aria-busy={sending === alert.id}
                  aria-label={`${alertName(alert)} 알림 다시 보내기`}
                >
                  <RotateCw className={cn("size-4", sending === alert.id && "animate-spin")} aria-hidden />
                  다시 보내기
                </Button>
              </li>
            ))}
          </ul>
          {status.failedTotal > status.failed.length && (
            <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">
              최근 {status.failed.length}건만 표시합니다 (전체 {groupDigits(status.failedTotal)}건).
            </p>
          )}
        </>
      )}
    </>
  );
}
