/** Where a new lead is announced: e-mail and a webhook, each turned on by the configuration. */
export const ALERT_CHANNELS = ["email", "webhook"] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * A delivery that will not be retried by itself: what it was (a lead alert, a receipt, a partner notice), its
 * lead or notice, the channel, how often it was tried, and why it failed.
 */
export interface FailedLeadAlert {
  id: number;
  /** A receipt, a partner or a staff notice; absent on a new-lead alert, whose shape stays as it was. */
  kind?: Exclude<OutboxKind, "lead">;
  /** The lead of an alert or a receipt; null for a partner or staff notice. */
  inquiryId: number | null;
  /** A partner notice's subject (`파트너 신청 #3 승인`), or a staff notice's (`스팸 의심 보류 알림`). */
  notice?: string;
  channel: AlertChannel;
  attempts: number;
  /** A code without personal data: `SMTP 421`, `HTTP 503`, `ECONNREFUSED`, `timeout`. */
  lastError: string | null;
  createdAt: string;
}

/** `GET /api/lead-alerts` and the dashboard's alert panel. */
export interface LeadAlertStatus {
  /** Which channels the configuration turns on for new-lead alerts. */
  channels: { email: boolean; webhook: boolean };
  /** Whether customers get a 접수 안내, and partners their notices by e-mail and webhook. */
  notices: { receipt: boolean; partnerEmail: boolean; partnerWebhook: boolean };
  /** The newest failed alerts (up to FAILED_SHOWN). */
  failed: FailedLeadAlert[];
  /** All failed alerts, shown or not. */
  failedTotal: number;
  /** Alerts, receipts and notices waiting for their first or next attempt. */
  pending: number;
  /** Alerts, receipts and notices delivered since midnight in Seoul. */
  sentToday: number;
}

/**
 * What an outbox row is: a new-lead alert to staff, a customer's 접수 안내 (receipt), a partner told of a
 * decision on their application or listing, or staff told of something waiting for them (`staff`: posts held as
 * 스팸 의심 that may be customers').
 */
export const OUTBOX_KINDS = ["lead", "receipt", "partner", "staff"] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

/** A decision on a partner's application (승인, 거절) or listing (승인, 반려), as the partner is told of it. */
export type PartnerNotice =
  | {
      about: "application";
      applicationId: number;
      decision: "approved" | "rejected";
      company: string;
      /** The sign-in id the application chose (the account's, once approved). */
      loginId: string;
      /** The application's e-mail: where the e-mail notice goes. */
      email: string;
    }
  | {
      about: "listing";
      vehicleId: number;
      decision: "approved" | "returned";
      /** A change to a published listing, rather than a new one. */
      change: boolean;
      title: string;
      /** 반려 사유, as the partner sees it in their list. */
      reason: string | null;
      company: string;
      /** The owner's e-mail from their approved application; null when they have none (no e-mail notice then). */
      email: string | null;
    };

/**
 * Staff told of something waiting for them: posts held in 스팸 의심 (one notice per HELD_NOTICE_PERIOD_MS in which
 * any was held; the count is read when it is sent, so it names what still waits), or receipts stopped for the day.
 */
export type StaffNotice =
  | {
      about: "held";
      /** The start of the period, ISO. */
      period: string;
    }
  /** The day's customer receipts reached their bound (RECEIPTS_PER_DAY): no more go out for now. */
  | { about: "receipts-capped" /** Seoul day, `2026-12-02`. */; day: string; limit: number };

/** A staff notice's name: its event key, the same on every attempt. */
export const staffNoticeKey = (notice: StaffNotice) =>
  notice.about === "held" ? `held-${notice.period}` : `receipts-capped-${notice.day}`;

/**
 * What an outbox row carries beyond its lead: a partner notice's facts, fixed when the decision was made, or a
 * staff notice's period.
 */
export type NoticePayload = PartnerNotice | StaffNotice;

/** A staff notice in a line, as the dashboard lists a failed one. */
export const staffNoticeLabel = (notice: StaffNotice) =>
  notice.about === "held" ? "스팸 의심 보류 알림" : "접수 안내 일일 한도 알림";

const DECISION_LABELS = { approved: "승인", rejected: "거절", returned: "반려" } as const;

/** A partner notice in a line: `파트너 신청 #3 승인`, `매물 #12 반려`. */
export function partnerNoticeLabel(notice: PartnerNotice): string {
  return notice.about === "application"
    ? `파트너 신청 #${notice.applicationId} ${DECISION_LABELS[notice.decision]}`
    : `매물 #${notice.vehicleId} ${DECISION_LABELS[notice.decision]}`;
}
