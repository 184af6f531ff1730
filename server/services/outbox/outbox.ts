import {
  type AlertChannel,
  type OutboxKind,
  type PartnerNotice,
  type StaffNotice,
  staffNoticeKey,
} from "#domain/lead-alerts";
import type { AppContext, DbOrTx } from "#server/context";
import { notificationOutbox } from "#server/db/schema";
import { type AlertSettings, getAlertSettings, type SolapiAccount } from "./alert-settings";

/** The provider account, when every part of it is saved. */
export function solapiAccount(settings: AlertSettings): SolapiAccount | undefined {
  const { apiKey, apiSecret, from, pfId } = settings.solapi;
  return apiKey && apiSecret && from && pfId ? { apiKey, apiSecret, from, pfId } : undefined;
}

/**
 * The channels 알림 설정 turns on for each kind of outbox row: a lead alert and a staff notice go by e-mail to the
 * staff's addresses (while the server has SMTP_URL) and to the staff webhook; a receipt to the receipt webhook and
 * as 알림톡/SMS to the customer; a partner notice by e-mail to the partner, to the partner webhook and as
 * 알림톡/SMS to the partner's phone. A kind switched off has none.
 */
export function channelsOf(ctx: AppContext, settings: AlertSettings, kind: OutboxKind): AlertChannel[] {
  const smtp = Boolean(ctx.config.notify.email);
  const channels: AlertChannel[] = [];
  if (kind === "lead" || kind === "staff") {
    const { lead } = settings;
    if (!lead.on) return [];
    if (smtp && lead.emailTo.length > 0) channels.push("email");
    if (lead.webhookUrl) channels.push("webhook");
    return channels;
  }
  const part = kind === "receipt" ? settings.receipt : settings.partner;
  if (!part.on) return [];
  if (kind === "partner" && smtp && settings.partner.email) channels.push("email");
  if (part.webhookUrl) channels.push("webhook");
  if (part.sms && part.templateId && solapiAccount(settings)) channels.push("sms");
  return channels;
}

/** The channels on for new-lead alerts. */
export async function alertChannels(ctx: AppContext, tx?: DbOrTx): Promise<AlertChannel[]> {
  return channelsOf(ctx, await getAlertSettings(ctx, tx), "lead");
}

/** The channels on for a kind of outbox row (see `channelsOf`). */
export async function outboxChannels(ctx: AppContext, kind: OutboxKind, tx?: DbOrTx): Promise<AlertChannel[]> {
  return channelsOf(ctx, await getAlertSettings(ctx, tx), kind);
}

/** Whether customers get a 접수 안내: what the consent texts and 개인정보처리방침 say, and what is sent. */
export const receiptsOn = async (ctx: AppContext, tx?: DbOrTx): Promise<boolean> =>
  (await outboxChannels(ctx, "receipt", tx)).length > 0;

/** One alert per configured channel for a new lead, in the lead's transaction (nothing when alerts are off). */
export async function enqueueLeadAlerts(ctx: AppContext, tx: DbOrTx, inquiryId: number): Promise<void> {
  const channels = await alertChannels(ctx, tx);
  if (channels.length === 0) return;
  await tx
    .insert(notificationOutbox)
    .values(channels.map((channel) => ({ inquiryId, channel })))
    .onConflictDoNothing();
}

/** The name of a lead's receipt: one per lead, whatever stored or released it. */
export const receiptKey = (inquiryId: number) => `receipt-${inquiryId}`;

/** The customer's 접수 안내 for a lead, one per channel, in the lead's transaction (nothing when receipts are off). */
export async function enqueueReceipt(ctx: AppContext, tx: DbOrTx, inquiryId: number): Promise<void> {
  const channels = await outboxChannels(ctx, "receipt", tx);
  if (channels.length === 0) return;
  await tx
    .insert(notificationOutbox)
    .values(
      channels.map((channel) => ({ kind: "receipt" as const, inquiryId, channel, eventKey: receiptKey(inquiryId) })),
    )
    .onConflictDoNothing();
}

/**
 * A partner notice per configured channel, in the decision's transaction: `eventKey` names the decision, so the
 * same decision is announced once. No e-mail row when the partner has no e-mail on file.
 */
export async function enqueuePartnerNotice(
  ctx: AppContext,
  tx: DbOrTx,
  eventKey: string,
  notice: PartnerNotice,
): Promise<void> {
  const channels = (await outboxChannels(ctx, "partner", tx)).filter(
    (channel) => (channel !== "email" || notice.email) && (channel !== "sms" || notice.phone),
  );
  if (channels.length === 0) return;
  await tx
    .insert(notificationOutbox)
    .values(channels.map((channel) => ({ kind: "partner" as const, channel, eventKey, payload: notice })))
    .onConflictDoNothing();
}

/**
 * A notice to staff, where the new-lead alerts go (nothing when they are off), in the transaction of what it
 * announces: one row per channel and event key (`staffNoticeKey`), however often it is queued.
 */
export async function enqueueStaffNotice(ctx: AppContext, tx: DbOrTx, notice: StaffNotice): Promise<void> {
  const channels = await outboxChannels(ctx, "staff", tx);
  if (channels.length === 0) return;
  const eventKey = staffNoticeKey(notice);
  await tx
    .insert(notificationOutbox)
    .values(channels.map((channel) => ({ kind: "staff" as const, channel, eventKey, payload: notice })))
    .onConflictDoNothing();
}
