/** Where a new lead is announced: e-mail and a webhook, each turned on by the configuration. */
export const ALERT_CHANNELS = ["email", "webhook"] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** An alert that will not be retried by itself: which lead and channel, how often it was tried, and why it failed. */
export interface FailedLeadAlert {
  id: number;
  inquiryId: number;
  channel: AlertChannel;
  attempts: number;
  /** A code without personal data: `SMTP 421`, `HTTP 503`, `ECONNREFUSED`, `timeout`. */
  lastError: string | null;
  createdAt: string;
}

/** `GET /api/lead-alerts` and the dashboard's alert panel. */
export interface LeadAlertStatus {
  /** Which channels the configuration turns on. */
  channels: { email: boolean; webhook: boolean };
  /** The newest failed alerts (up to FAILED_SHOWN). */
  failed: FailedLeadAlert[];
  /** All failed alerts, shown or not. */
  failedTotal: number;
  /** Alerts waiting for their first or next attempt. */
  pending: number;
  /** Alerts delivered since midnight in Seoul. */
  sentToday: number;
}
