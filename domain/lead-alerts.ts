/** Where a new lead is announced: e-mail and a webhook, each turned on by the configuration. */
export const ALERT_CHANNELS = ["email", "webhook"] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/**
 * A delivery that will not be retried by itself: what it was (a lead alert, a receipt, a partner notice), its
 * lead or notice, the channel, how often it was tried, and why it failed.
 */
export interface FailedLeadAlert {
  id: number;
  /** A receipt or a partner notice; absent on a new-lead alert, whose shape stays as it was. */
  kind?: Exclude<OutboxKind, "lead">;
  /** The lead of an alert or a receipt; null for a partner notice. */
  inquiryId: number | null;
  /** A partner notice's subject (`파트너 신청 #3 승인`). */
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
 * What an outbox row is: a new-lead alert to staff, a customer's 접수 안내 (receipt), or a partner told of a
 * decision on their application or listing.
 */
export const OUTBOX_KINDS = ["lead", "receipt", "partner"] as const;
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

/** What an outbox row carries beyond its lead: a partner notice's facts, fixed when the decision was made. */
export type NoticePayload = PartnerNotice;

const DECISION_LABELS = { approved: "승인", rejected: "거절", returned: "반려" } as const;

/** A partner notice in a line: `파트너 신청 #3 승인`, `매물 #12 반려`. */
export function partnerNoticeLabel(notice: PartnerNotice): string {
  return notice.about === "application"
    ? `파트너 신청 #${notice.applicationId} ${DECISION_LABELS[notice.decision]}`
    : `매물 #${notice.vehicleId} ${DECISION_LABELS[notice.decision]}`;
}
