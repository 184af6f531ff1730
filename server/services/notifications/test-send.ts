import {
  ALERT_KIND_LABELS,
  connectionErrorText,
  TEST_SEND_LIMIT,
  TEST_SENDS_PER_MINUTE,
  type TestSendResult,
} from "#domain/alert-settings";
import { testSendInputSchema } from "#domain/alert-settings-input";
import type { AppContext } from "#server/context";
import { HttpError, parseInput } from "#server/errors";
import { getAlertSettings } from "#server/services/outbox/alert-settings";
import { solapiAccount } from "#server/services/outbox/outbox";
import { siteSettingsForPage } from "#server/services/site/site-settings";
import type { Actor } from "#server/shared/audit";
import { hitWithinLimit } from "#server/shared/rate-limit";
import { createDeliverer, type DeliveryTarget } from "./deliver";
import type { AlertMessage } from "./lead-alert-content";

const NOT_CONFIGURED = "이 발송 방법이 설정되어 있지 않습니다. 주소나 계정을 저장한 뒤 다시 시도해주세요.";

/**
 * 테스트 발송: one message, now, on one saved channel of one kind (never to an address the request names, so it
 * cannot be pointed anywhere else), answering what the receiver said. A few a minute per admin, counted across
 * instances (TEST_SENDS_PER_MINUTE), so it cannot be used to flood a receiver.
 */
export async function sendTestMessage(ctx: AppContext, actor: Actor, input: unknown): Promise<TestSendResult> {
  const { kind, channel, to } = parseInput(testSendInputSchema, input);
  if (channel === "email" && kind !== "lead")
    throw new HttpError(
      400,
      "메일 테스트는 담당자 알림에서만 할 수 있습니다 (파트너 메일은 파트너마다 주소가 다릅니다).",
    );
  if (channel === "sms" && kind === "lead") throw new HttpError(400, "담당자 알림은 알림톡/SMS로 보내지 않습니다.");
  if (channel === "sms" && !to)
    throw new HttpError(400, "테스트 알림톡/SMS를 받을 휴대폰 번호를 입력해주세요.", {
      to: "휴대폰 번호를 입력해주세요",
    });
  const settings = await getAlertSettings(ctx);
  const part = kind === "lead" ? settings.lead : kind === "receipt" ? settings.receipt : settings.partner;
  const target: DeliveryTarget = { to: settings.lead.emailTo, webhookUrl: part.webhookUrl };
  const account = solapiAccount(settings);
  const templateId =
    kind === "lead" ? "" : kind === "receipt" ? settings.receipt.templateId : settings.partner.templateId;
  if (account && to && templateId) target.sms = { to, templateId, account };
  const configured =
    channel === "email"
      ? Boolean(ctx.config.notify.email) && settings.lead.emailTo.length > 0
      : channel === "webhook"
        ? Boolean(part.webhookUrl)
        : Boolean(target.sms);
  if (!configured) throw new HttpError(400, NOT_CONFIGURED);
  if (!(await hitWithinLimit(ctx, `alert-test:${actor.id}`, TEST_SENDS_PER_MINUTE, 60_000)))
    throw new HttpError(429, TEST_SEND_LIMIT);

  const site = await siteSettingsForPage(ctx);
  const label = ALERT_KIND_LABELS[kind];
  const text = `[${site.name}] ${label} 테스트 발송입니다. 알림 설정이 올바르게 연결되었습니다.`;
  const key = `test-${kind}-${channel}-${Date.now()}`;
  const content: AlertMessage = {
    subject: `[${site.name}] ${label} 테스트 발송`,
    text,
    html: `<p>${text.replace(/[<>&]/g, "")}</p>`,
    messageId: `<${key}.${channel}@rentpick.test-send>`,
    webhook: { type: "test", kind, text },
  };
  const deliverer = createDeliverer(ctx.config);
  try {
    const result = await deliverer.deliver(channel, content, key, target);
    const { status, excerpt } = result.answer ?? {};
    const shown = { ...(status !== undefined ? { status } : {}), ...(excerpt ? { excerpt } : {}) };
    if (result.ok) return { ok: true, message: `보냈습니다. 받는 쪽 응답: ${status ?? "성공"}`, ...shown };
    if (status !== undefined) return { ok: false, message: `받는 쪽이 거절했습니다 (${result.error}).`, ...shown };
    return { ok: false, message: connectionErrorText(result.error) };
  } finally {
    deliverer.close();
  }
}
