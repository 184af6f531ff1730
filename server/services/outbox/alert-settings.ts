import { eq, sql } from "drizzle-orm";
import type { AppContext, DbOrTx } from "#server/context";
import { alertSettings } from "#server/db/schema";
import { loggableMessage } from "#server/errors";
import { getDataVersion } from "#server/shared/data-version";
import { seal, unseal } from "#server/shared/secret-box";

/** The 알림톡/SMS provider's account, as saved in 알림 설정. */
export interface SolapiAccount {
  apiKey: string;
  apiSecret: string;
  /** The registered sender number (digits). */
  from: string;
  /** The Kakao channel's id. */
  pfId: string;
}

/** Where each kind of message goes, with the secrets in the clear: server-side only, never sent to a browser. */
export interface AlertSettings {
  lead: { on: boolean; emailTo: string[]; webhookUrl: string | null };
  receipt: { on: boolean; webhookUrl: string | null; sms: boolean; templateId: string };
  partner: { on: boolean; email: boolean; webhookUrl: string | null; sms: boolean; templateId: string };
  solapi: { apiKey: string | null; apiSecret: string | null; from: string; pfId: string };
  /** The site's address for links in alerts and receipts, as saved here (else PUBLIC_URL). */
  publicUrl: string | null;
  /** Never saved: the values are the environment's first-run defaults. */
  fromEnv: boolean;
}

/** The `channels` row: the same shape without the address, stored with every webhook address, key and secret sealed. */
export type AlertChannelSettings = Omit<AlertSettings, "publicUrl" | "fromEnv">;

const CHANNELS_KEY = "channels";
const PUBLIC_URL_KEY = "public-url";

/** What the NOTIFY_* and *_WEBHOOK_URL variables say: the settings until the admin saves 알림 설정 once. */
function envDefaults(ctx: AppContext): AlertChannelSettings {
  const { notify } = ctx.config;
  return {
    lead: {
      on: Boolean(notify.email || notify.webhookUrl),
      emailTo: notify.email?.to ?? [],
      webhookUrl: notify.webhookUrl ?? null,
    },
    receipt: {
      on: Boolean(notify.receiptWebhookUrl),
      webhookUrl: notify.receiptWebhookUrl ?? null,
      sms: false,
      templateId: "",
    },
    partner: {
      on: Boolean(notify.email || notify.partnerWebhookUrl),
      email: Boolean(notify.email),
      webhookUrl: notify.partnerWebhookUrl ?? null,
      sms: false,
      templateId: "",
    },
    solapi: { apiKey: null, apiSecret: null, from: "", pfId: "" },
  };
}

/** Seals (or, with `open`, unseals) every secret of the settings. */
function mapSecrets(stored: AlertChannelSettings, f: (value: string) => string | null): AlertChannelSettings {
  const m = (value: string | null) => (value ? f(value) : null);
  return {
    lead: { ...stored.lead, webhookUrl: m(stored.lead.webhookUrl) },
    receipt: { ...stored.receipt, webhookUrl: m(stored.receipt.webhookUrl) },
    partner: { ...stored.partner, webhookUrl: m(stored.partner.webhookUrl) },
    solapi: { ...stored.solapi, apiKey: m(stored.solapi.apiKey), apiSecret: m(stored.solapi.apiSecret) },
  };
}

export async function readAlertSettings(ctx: AppContext, db: DbOrTx = ctx.db): Promise<AlertSettings> {
  const rows = await db.select({ key: alertSettings.key, value: alertSettings.value }).from(alertSettings);
  const channels = rows.find((row) => row.key === CHANNELS_KEY)?.value as AlertChannelSettings | undefined;
  const publicUrl = rows.find((row) => row.key === PUBLIC_URL_KEY)?.value as { url?: string } | undefined;
  const open = channels ? mapSecrets(channels, (v) => unseal(ctx.config, v)) : envDefaults(ctx);
  return { ...open, publicUrl: publicUrl?.url ?? ctx.config.publicUrl ?? null, fromEnv: !channels };
}

/** The last settings read, per app: what the worker keeps using while the database cannot be asked. */
const lastRead = new WeakMap<AppContext, AlertSettings>();

/**
 * 알림 설정 as saved (else the environment's defaults), read once per data version: a save moves the version, so
 * every instance's worker and forms follow at once. Given a transaction, read through it (one small row).
 */
export async function getAlertSettings(ctx: AppContext, tx?: DbOrTx): Promise<AlertSettings> {
  // Inside a transaction, through it: the embedded database has one connection, which the transaction holds.
  if (tx) return readAlertSettings(ctx, tx);
  try {
    const version = await getDataVersion(ctx);
    const settings = await ctx.cache.get("alert-settings", version, () => readAlertSettings(ctx));
    lastRead.set(ctx, settings);
    return settings;
  } catch (error) {
    const last = lastRead.get(ctx);
    if (!last) throw error;
    ctx.log.warn({ err: { message: loggableMessage(error) } }, "alert settings could not be read");
    return last;
  }
}

/** Stores the channels' settings, secrets sealed, in the caller's transaction (which moves the data version). */
export async function storeAlertChannels(ctx: AppContext, tx: DbOrTx, next: AlertChannelSettings): Promise<void> {
  const value = mapSecrets(next, (plain) => seal(ctx.config, plain));
  await tx
    .insert(alertSettings)
    .values({ key: CHANNELS_KEY, value })
    .onConflictDoUpdate({ target: alertSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** Stores the site's address for alerts and receipts, in the caller's transaction (which moves the data version). */
export async function storePublicUrl(tx: DbOrTx, url: string): Promise<void> {
  await tx
    .insert(alertSettings)
    .values({ key: PUBLIC_URL_KEY, value: { url } })
    .onConflictDoUpdate({ target: alertSettings.key, set: { value: { url }, updatedAt: sql`now()` } });
}

/** Whether the address was saved in 알림 설정 (rather than taken from PUBLIC_URL). */
export async function publicUrlSaved(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db
    .select({ key: alertSettings.key })
    .from(alertSettings)
    .where(eq(alertSettings.key, PUBLIC_URL_KEY));
  return Boolean(row);
}
