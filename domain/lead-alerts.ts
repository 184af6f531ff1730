/**
 * How an outbox row goes out: e-mail, a webhook, or (receipts and partner notices) 알림톡 with SMS fallback
 * through the provider; each turned on in 알림 설정.
 */
export const ALERT_CHANNELS = ["email", "webhook", "sms"] as const;
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
      /** The manager's phone (digits), for an 알림톡/SMS gateway to text the partner; absent on older notices. */
      phone?: string | null;
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
      /** The owner's manager phone from that application (digits), for an 알림톡/SMS gateway; null when none. */
      phone?: string | null;
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
  | {
      about: "receipts-capped";
      /** The Seoul day, `2026-12-02`. */
      day: string;
      limit: number;
    }
  /** A company applied to be a partner: it waits for the admin's 승인 or 거절. */
  | { about: "partner-application"; applicationId: number; company: string }
  /** A partner's listing, or a change to a public one, waits for 검수 (`at`: when it was sent, ISO). */
  | { about: "listing-review"; vehicleId: number; title: string; change: boolean; company: string; at: string };

/** A staff notice's name: its event key, the same on every attempt. */
export function staffNoticeKey(notice: StaffNotice): string {
  switch (notice.about) {
    case "held":
      return `held-${notice.period}`;
    case "receipts-capped":
      return `receipts-capped-${notice.day}`;
    case "partner-application":
      return `application-${notice.applicationId}-submitted`;
    case "listing-review":
      return `review-${notice.vehicleId}-${Date.parse(notice.at)}`;
  }
}

/**
 * What an outbox row carries beyond its lead: a partner notice's facts, fixed when the decision was made, or a
 * staff notice's period.
 */
export type NoticePayload = PartnerNotice | StaffNotice;

const STAFF_NOTICE_LABELS: Record<StaffNotice["about"], string> = {
  held: "스팸 의심 보류 알림",
  "receipts-capped": "접수 안내 일일 한도 알림",
  "partner-application": "파트너 신청 알림",
  "listing-review": "검수 대기 알림",
};

/** Whether an outbox payload is a staff notice (else a partner's). */
export const isStaffNotice = (payload: NoticePayload): payload is StaffNotice => payload.about in STAFF_NOTICE_LABELS;

/** A staff notice in a line, as the dashboard lists a failed one. */
export const staffNoticeLabel = (notice: StaffNotice) => STAFF_NOTICE_LABELS[notice.about];

const DECISION_LABELS = { approved: "승인", rejected: "거절", returned: "반려" } as const;

/** A partner notice in a line: `파트너 신청 #3 승인`, `매물 #12 반려`. */
export function partnerNoticeLabel(notice: PartnerNotice): string {
  return notice.about === "application"
    ? `파트너 신청 #${notice.applicationId} ${DECISION_LABELS[notice.decision]}`
    : `매물 #${notice.vehicleId} ${DECISION_LABELS[notice.decision]}`;
}
