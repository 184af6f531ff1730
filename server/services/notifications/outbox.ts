import {
  type AlertChannel,
  type OutboxKind,
  type PartnerNotice,
  type StaffNotice,
  staffNoticeKey,
} from "#domain/lead-alerts";
import type { AppContext, DbOrTx } from "#server/context";
import { notificationOutbox } from "#server/db/schema";

/** The channels the configuration turns on for new-lead alerts. */
export function alertChannels(ctx: AppContext): AlertChannel[] {
  const channels: AlertChannel[] = [];
  if (ctx.config.notify.email) channels.push("email");
  if (ctx.config.notify.webhookUrl) channels.push("webhook");
  return channels;
}

/**
 * The channels the configuration turns on for each kind of outbox row: a staff notice goes where the new-lead
 * alerts go; a receipt goes to RECEIPT_WEBHOOK_URL only
 * (the gateway sends it to the customer's number); a partner notice is e-mailed to the partner through the alerts'
 * SMTP_URL and posted to PARTNER_WEBHOOK_URL.
 */
export function outboxChannels(ctx: AppContext, kind: OutboxKind): AlertChannel[] {
  if (kind === "lead" || kind === "staff") return alertChannels(ctx);
  const { notify } = ctx.config;
  if (kind === "receipt") return notify.receiptWebhookUrl ? ["webhook"] : [];
  const channels: AlertChannel[] = [];
  if (notify.email) channels.push("email");
  if (notify.partnerWebhookUrl) channels.push("webhook");
  return channels;
}

/** Whether customers get a 접수 안내: what the consent texts and 개인정보처리방침 say, and what is sent. */
export const receiptsOn = (ctx: AppContext): boolean => outboxChannels(ctx, "receipt").length > 0;

/** Whether the outbox has anything to deliver at all. */
export const outboxOn = (ctx: AppContext): boolean =>
  alertChannels(ctx).length > 0 || receiptsOn(ctx) || outboxChannels(ctx, "partner").length > 0;

/** One alert per configured channel for a new lead, in the lead's transaction (nothing when alerts are off). */
export async function enqueueLeadAlerts(ctx: AppContext, tx: DbOrTx, inquiryId: number): Promise<void> {
  const channels = alertChannels(ctx);
  if (channels.length === 0) return;
  await tx
    .insert(notificationOutbox)
    .values(channels.map((channel) => ({ inquiryId, channel })))
    .onConflictDoNothing();
}

/** The name of a lead's receipt: one per lead, whatever stored or released it. */
export const receiptKey = (inquiryId: number) => `receipt-${inquiryId}`;

/** The customer's 접수 안내 for a lead, in the lead's transaction (nothing when receipts are off). */
export async function enqueueReceipt(ctx: AppContext, tx: DbOrTx, inquiryId: number): Promise<void> {
  if (!receiptsOn(ctx)) return;
  await tx
    .insert(notificationOutbox)
    .values({ kind: "receipt", inquiryId, channel: "webhook", eventKey: receiptKey(inquiryId) })
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
  const channels = outboxChannels(ctx, "partner").filter((channel) => channel !== "email" || notice.email);
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
  const channels = outboxChannels(ctx, "staff");
  if (channels.length === 0) return;
  const eventKey = staffNoticeKey(notice);
  await tx
    .insert(notificationOutbox)
    .values(channels.map((channel) => ({ kind: "staff" as const, channel, eventKey, payload: notice })))
    .onConflictDoNothing();
}
