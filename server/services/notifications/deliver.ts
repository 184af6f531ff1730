import { createTransport } from "nodemailer";
import type { AlertChannel } from "#domain/lead-alerts";
import type { Config } from "#server/config";
import type { AlertMessage } from "./lead-alert-content";

/**
 * How one delivery went. `error` is a code without personal data (`SMTP 421`, `HTTP 503`, `ECONNREFUSED`,
 * `timeout`); `permanent` means retrying the same alert would get the same answer (a misconfiguration).
 */
export type DeliveryResult = { ok: true } | { ok: false; error: string; permanent: boolean };

/**
 * Where a message goes other than the staff alerts' NOTIFY_EMAIL_TO and NOTIFY_WEBHOOK_URL: a partner's own
 * address, the receipt or partner webhook.
 */
export interface DeliveryTarget {
  to?: string[];
  webhookUrl?: string;
}

export interface Deliverer {
  /**
   * `idempotencyKey` names the message (`lead-{id}`, a digest's `leads-{key}`, a receipt's or notice's event key),
   * the same on every attempt.
   */
  deliver(
    channel: AlertChannel,
    content: AlertMessage,
    idempotencyKey: string,
    target?: DeliveryTarget,
  ): Promise<DeliveryResult>;
  close(): void;
}

/** Each step of an SMTP conversation and a webhook call waits at most this long. */
const STEP_TIMEOUT_MS = 10_000;
/** A whole SMTP send (connect, greeting, TLS, login, message) ends by then. */
const SEND_TIMEOUT_MS = 30_000;

const NETWORK_CODE = /\b(E[A-Z]{3,}|UND_ERR_[A-Z_]+)\b/;

/** A short code for a failure that left no SMTP reply or HTTP status: never the message, which may quote addresses. */
function networkError(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { name?: string; code?: unknown; originalCode?: unknown; cause?: unknown };
    if (e.name === "TimeoutError" || e.code === "ETIMEDOUT" || e.code === "UND_ERR_CONNECT_TIMEOUT") return "timeout";
    if (typeof e.originalCode === "string") return e.originalCode;
    if (typeof e.code === "string" && NETWORK_CODE.test(e.code) && !["ESOCKET", "ECONNECTION"].includes(e.code))
      return e.code;
    current = e.cause;
  }
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" ? code : "error";
}

/** The configured channels' senders; one SMTP transport for the worker's life. */
export function createDeliverer(config: Config): Deliverer {
  const email = config.notify.email;
  const mailer = email
    ? createTransport({
        url: email.smtpUrl,
        connectionTimeout: STEP_TIMEOUT_MS,
        greetingTimeout: STEP_TIMEOUT_MS,
        socketTimeout: STEP_TIMEOUT_MS,
      })
    : null;

  async function sendEmail(content: AlertMessage, to: string[]): Promise<DeliveryResult> {
    if (!mailer || !email || to.length === 0) return { ok: false, error: "not configured", permanent: true };
    try {
      await mailer.sendMail({
        from: email.from,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        messageId: content.messageId,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      return { ok: true };
    } catch (error) {
      const e = error as { responseCode?: unknown; permanent?: unknown; code?: unknown };
      if (typeof e.responseCode === "number")
        return { ok: false, error: `SMTP ${e.responseCode}`, permanent: e.permanent === true };
      if (e.code === "EABORT") return { ok: false, error: "timeout", permanent: false };
      return { ok: false, error: networkError(error), permanent: false };
    }
  }

  async function sendWebhook(
    content: AlertMessage,
    idempotencyKey: string,
    webhookUrl: string | undefined,
  ): Promise<DeliveryResult> {
    if (!webhookUrl) return { ok: false, error: "not configured", permanent: true };
    try {
      const res = await fetch(webhookUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
        body: JSON.stringify(content.webhook),
        // A redirect is a misconfigured address; following it would turn the POST into a GET.
        redirect: "manual",
        signal: AbortSignal.timeout(STEP_TIMEOUT_MS),
      });
      await res.body?.cancel().catch(() => {});
      if (res.status >= 200 && res.status < 300) return { ok: true };
      const transient = res.status >= 500 || res.status === 408 || res.status === 429;
      return { ok: false, error: `HTTP ${res.status}`, permanent: !transient };
    } catch (error) {
      return { ok: false, error: networkError(error), permanent: false };
    }
  }

  return {
    // A message with a target of its own never falls back to the staff addresses.
    deliver: (channel, content, idempotencyKey, target) =>
      channel === "email"
        ? sendEmail(content, target ? (target.to ?? []) : (email?.to ?? []))
        : sendWebhook(content, idempotencyKey, target ? target.webhookUrl : config.notify.webhookUrl),
    close: () => mailer?.close(),
  };
}
