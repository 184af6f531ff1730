/**
 * 알림 설정: where each kind of message goes, as the admin sets it. 담당자 알림 (new leads and staff notices) go by
 * e-mail (through the server's SMTP_URL) and a webhook; 접수 안내 (the customer's receipt) and 파트너 알림 (a
 * partner told of a decision) go to a webhook and/or straight to 알림톡 with SMS fallback through the provider
 * (SOLAPI), partner notices also by e-mail to the partner. The rules of what the form sends are in
 * `alert-settings-input.ts`, apart, so the screen loads the validation library only when the form is sent.
 */
export const ALERT_KINDS = ["lead", "receipt", "partner"] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  lead: "담당자 알림",
  receipt: "접수 안내",
  partner: "파트너 알림",
};

/** What the screen shows for a secret already stored: never the value itself. */
export const SECRET_SAVED = "저장됨 ••••";

export const ALERT_SETTINGS_SAVED = "알림 설정을 저장했습니다.";
export const PUBLIC_URL_SAVED = "지금 접속한 주소를 사이트 주소로 저장했습니다.";
export const TEST_SEND_LIMIT = "테스트 발송은 1분에 5번까지 할 수 있습니다. 잠시 후 다시 시도해주세요.";
/** Test sends one admin may make a minute. */
export const TEST_SENDS_PER_MINUTE = 5;

/** An http(s) address without credentials in its authority; anything else (javascript:, file:, ftp:) is refused. */
export function isWebhookUrl(value: string): boolean {
  if (value.length > 2000 || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** A stored secret as the screen sees it: whether one is saved, never the value. */
export interface SecretState {
  saved: boolean;
}

/** `GET /api/alert-settings`. */
export interface AlertSettingsView {
  lead: { on: boolean; emailTo: string[]; webhookUrl: SecretState };
  receipt: { on: boolean; webhookUrl: SecretState; sms: boolean; templateId: string };
  partner: { on: boolean; email: boolean; webhookUrl: SecretState; sms: boolean; templateId: string };
  solapi: { apiKey: SecretState; apiSecret: SecretState; from: string; pfId: string };
  /** Whether the server has a mail server (SMTP_URL): without it no e-mail goes out whatever is set here. */
  smtp: boolean;
  /** Never saved in the admin: what shows is the NOTIFY_* variables' first-run values. */
  fromEnv: boolean;
  publicUrl: PublicUrlState;
}

/** The site's address in links of alerts and receipts, beside the address the admin reached the site on. */
export interface PublicUrlState {
  /** Saved here, else PUBLIC_URL; null when neither is set. */
  value: string | null;
  source: "saved" | "env" | null;
  /** The origin this request was served on. */
  current: string;
  matches: boolean;
}

/** The channels a 테스트 발송 can try (`POST /api/alert-settings/test`). */
export const TEST_CHANNELS = ["email", "webhook", "sms"] as const;
export type TestChannel = (typeof TEST_CHANNELS)[number];
/** What the receiver answered a test: its status and the start of its body, or why nothing answered. */
export interface TestSendResult {
  ok: boolean;
  /** A Korean sentence for the screen. */
  message: string;
  /** HTTP status or SMTP reply code, when the receiver answered. */
  status?: number;
  /** The first characters of the answer. */
  excerpt?: string;
}

/** The first `max` characters of an answer, on one line. */
export function excerptOf(text: string, max = 200): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max)}…` : line;
}

/** Korean words for a connection that gave no answer. */
export function connectionErrorText(code: string): string {
  switch (code) {
    case "ECONNREFUSED":
      return "연결이 거부되었습니다 (ECONNREFUSED). 주소와 포트를 확인해주세요.";
    case "ENOTFOUND":
    case "EAI_AGAIN":
      return `주소의 호스트를 찾을 수 없습니다 (${code}).`;
    case "timeout":
      return "응답이 없어 시간이 초과되었습니다.";
    case "not configured":
      return "이 발송 방법이 설정되어 있지 않습니다. 먼저 저장해주세요.";
    default:
      return `연결하지 못했습니다 (${code}).`;
  }
}
