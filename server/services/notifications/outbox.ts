import type { AlertChannel } from "#domain/lead-alerts";
import type { AppContext, DbOrTx } from "#server/context";
import { notificationOutbox } from "#server/db/schema";

/** The channels the configuration turns on. */
export function alertChannels(ctx: AppContext): AlertChannel[] {
  const channels: AlertChannel[] = [];
  if (ctx.config.notify.email) channels.push("email");
  if (ctx.config.notify.webhookUrl) channels.push("webhook");
  return channels;
}

/** One alert per configured channel for a new lead, in the lead's transaction (nothing when alerts are off). */
export async function enqueueLeadAlerts(ctx: AppContext, tx: DbOrTx, inquiryId: number): Promise<void> {
  const channels = alertChannels(ctx);
  if (channels.length === 0) return;
  await tx
    .insert(notificationOutbox)
    .values(channels.map((channel) => ({ inquiryId, channel })))
    .onConflictDoNothing();
}
