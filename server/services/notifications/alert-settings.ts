import { type AlertSettingsView, isWebhookUrl, type PublicUrlState } from "#domain/alert-settings";
import { alertSettingsInputSchema } from "#domain/alert-settings-input";
import type { AppContext } from "#server/context";
import { HttpError, parseInput } from "#server/errors";
import {
  type AlertChannelSettings,
  type AlertSettings,
  getAlertSettings,
  publicUrlSaved,
  readAlertSettings,
  storeAlertChannels,
  storePublicUrl,
} from "#server/services/outbox/alert-settings";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";

/** The site's public origin as saved (or PUBLIC_URL), else `fallback`: the origin a request came in on. */
export async function publicOrigin(ctx: AppContext, fallback: string): Promise<string> {
  return (await getAlertSettings(ctx)).publicUrl ?? fallback;
}

/** The origin a request was served on (its host already passed the allowed-host check). */
export type RequestOrigin = string;

function publicUrlState(settings: AlertSettings, current: RequestOrigin, saved: boolean): PublicUrlState {
  const value = settings.publicUrl;
  return {
    value,
    source: value ? (saved ? "saved" : "env") : null,
    current,
    matches: value !== null && value === current,
  };
}

/** The form's view: on/off, recipients and ids as they are, and for each secret only whether one is stored. */
export async function alertSettingsView(ctx: AppContext, current: RequestOrigin): Promise<AlertSettingsView> {
  const [settings, saved] = await Promise.all([getAlertSettings(ctx), publicUrlSaved(ctx)]);
  const state = (value: string | null) => ({ saved: Boolean(value) });
  return {
    lead: { on: settings.lead.on, emailTo: settings.lead.emailTo, webhookUrl: state(settings.lead.webhookUrl) },
    receipt: { ...settings.receipt, webhookUrl: state(settings.receipt.webhookUrl) },
    partner: { ...settings.partner, webhookUrl: state(settings.partner.webhookUrl) },
    solapi: {
      apiKey: state(settings.solapi.apiKey),
      apiSecret: state(settings.solapi.apiSecret),
      from: settings.solapi.from,
      pfId: settings.solapi.pfId,
    },
    smtp: Boolean(ctx.config.notify.email),
    fromEnv: settings.fromEnv,
    publicUrl: publicUrlState(settings, current, saved),
  };
}

/** A replaceable secret: undefined keeps it, "" clears it. */
const replace = (sent: string | undefined, stored: string | null) =>
  sent === undefined ? stored : sent === "" ? null : sent;

/**
 * Saves the whole form (checked first: a refused field is a Korean 400 and nothing is saved), secrets sealed, and
 * moves the data version in the same transaction. Audited with the kinds that changed, never an address or key.
 */
export async function saveAlertSettings(ctx: AppContext, actor: Actor, input: unknown): Promise<void> {
  const values = parseInput(alertSettingsInputSchema, input);
  await ctx.db.transaction(async (tx) => {
    const before = await readAlertSettings(ctx, tx);
    const next: AlertChannelSettings = {
      lead: {
        on: values.lead.on,
        emailTo: values.lead.emailTo,
        webhookUrl: replace(values.lead.webhookUrl, before.lead.webhookUrl),
      },
      receipt: {
        on: values.receipt.on,
        webhookUrl: replace(values.receipt.webhookUrl, before.receipt.webhookUrl),
        sms: values.receipt.sms,
        templateId: values.receipt.templateId,
      },
      partner: {
        on: values.partner.on,
        email: values.partner.email,
        webhookUrl: replace(values.partner.webhookUrl, before.partner.webhookUrl),
        sms: values.partner.sms,
        templateId: values.partner.templateId,
      },
      solapi: {
        apiKey: replace(values.solapi.apiKey, before.solapi.apiKey),
        apiSecret: replace(values.solapi.apiSecret, before.solapi.apiSecret),
        from: values.solapi.from,
        pfId: values.solapi.pfId,
      },
    };
    const changed = (["lead", "receipt", "partner", "solapi"] as const).filter(
      (part) => before.fromEnv || JSON.stringify(before[part]) !== JSON.stringify(next[part]),
    );
    if (changed.length === 0) return;
    await storeAlertChannels(ctx, tx, next);
    await recordAudit(tx, actor, { action: "update", entity: "alert_settings", detail: { parts: changed.join(",") } });
    await bumpDataVersion(ctx, tx);
  });
}

/**
 * Stores the origin this request was served on as the site's address in alerts and receipts. Only that origin:
 * its host already passed the allowed-host check, so nothing new is let in, and nothing the client wrote is kept.
 */
export async function savePublicUrlFromRequest(ctx: AppContext, actor: Actor, current: RequestOrigin): Promise<void> {
  if (!isWebhookUrl(current)) throw new HttpError(400, "지금 접속한 주소를 확인할 수 없습니다.");
  const url = new URL(current).origin;
  await ctx.db.transaction(async (tx) => {
    await storePublicUrl(tx, url);
    await recordAudit(tx, actor, { action: "update", entity: "alert_settings", detail: { parts: "publicUrl" } });
    await bumpDataVersion(ctx, tx);
  });
}
