import { createTransport } from "nodemailer";
import { SolapiMessageService } from "solapi";
import { excerptOf } from "#domain/alert-settings";
import type { AlertChannel } from "#domain/lead-alerts";
import type { Config } from "#server/config";
import type { SolapiAccount } from "#server/services/outbox/alert-settings";
import type { AlertMessage } from "./lead-alert-content";

/**
 * How one delivery went. `error` is a code without personal data (`SMTP 421`, `HTTP 503`, `ECONNREFUSED`,
 * `timeout`); `permanent` means retrying the same alert would get the same answer (a misconfiguration).
 */
export type DeliveryResult = ({ ok: true } | { ok: false; error: string; permanent: boolean }) & {
  /** What the receiver answered (for a test send): its status or reply code and the start of its answer. */
  answer?: { status?: number; excerpt?: string };
};

/**
 * Where a message goes, as 알림 설정 says: the staff's addresses and webhook, a partner's own address, the receipt
 * or partner webhook, or a phone through the 알림톡/SMS provider.
 */
export interface DeliveryTarget {
  to?: string[];
  webhookUrl?: string | null;
  sms?: { to: string; templateId: string; account: SolapiAccount };
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
      const info = await mailer.sendMail({
        from: email.from,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
        messageId: content.messageId,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      const reply = String(info.response ?? "");
      return { ok: true, answer: { status: Number(reply.slice(0, 3)) || 250, excerpt: excerptOf(reply) } };
    } catch (error) {
      const e = error as { responseCode?: unknown; permanent?: unknown; code?: unknown; response?: unknown };
      if (typeof e.responseCode === "number")
        return {
          ok: false,
          error: `SMTP ${e.responseCode}`,
          permanent: e.permanent === true,
          answer: { status: e.responseCode, excerpt: excerptOf(String(e.response ?? "")) },
        };
      if (e.code === "EABORT") return { ok: false, error: "timeout", permanent: false };
      return { ok: false, error: networkError(error), permanent: false };
    }
  }

  return {
    // A message with a target of its own never falls back to the staff addresses.
    deliver: (channel, content, idempotencyKey, target) =>
      channel === "email"
        ? sendEmail(content, target ? (target.to ?? []) : (email?.to ?? []))
        : channel === "sms"
          ? sendSms(content, target?.sms)
          : sendWebhook(content, idempotencyKey, target ? target.webhookUrl : config.notify.webhookUrl),
    close: () => mailer?.close(),
  };
}

/** The first bytes of an answer's body (at most 2 KB read), the rest left unread. */
async function bodyStart(res: Response): Promise<string> {
  const reader = res.body?.getReader();
  if (!reader) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < 2048) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } catch {
    // What arrived is enough.
  } finally {
    await reader.cancel().catch(() => {});
  }
  return excerptOf(Buffer.concat(chunks).toString("utf8"));
}

/** A JSON POST of the message to a webhook; the answer's status and the start of its body are kept. */
export async function sendWebhook(
  content: AlertMessage,
  idempotencyKey: string,
  webhookUrl: string | null | undefined,
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
    const answer = { status: res.status, excerpt: await bodyStart(res) };
    if (res.status >= 200 && res.status < 300) return { ok: true, answer };
    const transient = res.status >= 500 || res.status === 408 || res.status === 429;
    return { ok: false, error: `HTTP ${res.status}`, permanent: !transient, answer };
  } catch (error) {
    return { ok: false, error: networkError(error), permanent: false };
  }
}

/**
 * The message as 알림톡 (the account's channel and the kind's template) falling back to SMS/LMS with the same
 * text when 알림톡 cannot be delivered, through the provider's SDK. A 4xx answer (a wrong key, template or
 * number) is permanent; a 5xx, 429 or no answer is retried by the outbox.
 */
export async function sendSms(content: AlertMessage, sms: DeliveryTarget["sms"]): Promise<DeliveryResult> {
  if (!sms?.to || !sms.templateId) return { ok: false, error: "not configured", permanent: true };
  const { account } = sms;
  try {
    const service = new SolapiMessageService(account.apiKey, account.apiSecret);
    const sent = await service.send({
      to: sms.to,
      from: account.from,
      text: content.text,
      kakaoOptions: { pfId: account.pfId, templateId: sms.templateId, disableSms: false },
    });
    const count = (sent as { groupInfo?: { count?: { total?: number } } }).groupInfo?.count?.total;
    return { ok: true, answer: { status: 200, excerpt: `접수 ${count ?? 1}건` } };
  } catch (error) {
    const e = error as { _tag?: string; httpStatus?: unknown; errorCode?: unknown; errorMessage?: unknown };
    if (typeof e.httpStatus === "number") {
      const transient = e.httpStatus >= 500 || e.httpStatus === 429 || e.httpStatus === 408;
      const excerpt = excerptOf(`${String(e.errorCode ?? "")} ${String(e.errorMessage ?? "")}`);
      return {
        ok: false,
        error: `SOLAPI ${e.httpStatus}`,
        permanent: !transient,
        answer: { status: e.httpStatus, excerpt },
      };
    }
    if (e._tag === "MessageNotReceivedError") return { ok: false, error: "SOLAPI rejected", permanent: true };
    if (e._tag === "BadRequestError") return { ok: false, error: "SOLAPI invalid", permanent: true };
    return { ok: false, error: e._tag === "DefaultError" ? "SOLAPI retries" : networkError(error), permanent: false };
  }
}
