import { eq, sql } from "drizzle-orm";
import { type AlertSettingsView, isWebhookUrl, type PublicUrlState } from "#domain/alert-settings";
import { alertSettingsInputSchema } from "#domain/alert-settings-input";
import type { AppContext, DbOrTx } from "#server/context";
import { alertSettings } from "#server/db/schema";
import { HttpError, loggableMessage, parseInput } from "#server/errors";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion, getDataVersion } from "#server/shared/data-version";
import { seal, unseal } from "#server/shared/secret-box";

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

/** The `channels` row as stored: the same shape with every webhook address, key and secret sealed. */
type Stored = Omit<AlertSettings, "publicUrl" | "fromEnv">;

const CHANNELS_KEY = "channels";
const PUBLIC_URL_KEY = "public-url";

/** What the NOTIFY_* and *_WEBHOOK_URL variables say: the settings until the admin saves 알림 설정 once. */
function envDefaults(ctx: AppContext): Stored {
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
function mapSecrets(stored: Stored, f: (value: string) => string | null): Stored {
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
  const channels = rows.find((row) => row.key === CHANNELS_KEY)?.value as Stored | undefined;
  const publicUrl = rows.find((row) => row.key === PUBLIC_URL_KEY)?.value as { url?: string } | undefined;
  const open = channels ? mapSecrets(channels, (v) => unseal(ctx.config, v)) : envDefaults(ctx);
  return { ...open, publicUrl: publicUrl?.url ?? ctx.config.publicUrl ?? null, fromEnv: !channels };
}

/** The last settings read, per app: what the worker keeps using while the database cannot be asked. */
const lastRead = new WeakMap<AppContext, AlertSettings>();

/** The site's public origin as saved (or PUBLIC_URL), else `fallback`: the origin a request came in on. */
export async function publicOrigin(ctx: AppContext, fallback: string): Promise<string> {
  return (await getAlertSettings(ctx)).publicUrl ?? fallback;
}

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

async function publicUrlSaved(ctx: AppContext): Promise<boolean> {
  const [row] = await ctx.db
    .select({ key: alertSettings.key })
    .from(alertSettings)
    .where(eq(alertSettings.key, PUBLIC_URL_KEY));
  return Boolean(row);
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
    const next: Stored = {
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
    const value = mapSecrets(next, (plain) => seal(ctx.config, plain));
    await tx
      .insert(alertSettings)
      .values({ key: CHANNELS_KEY, value })
      .onConflictDoUpdate({ target: alertSettings.key, set: { value, updatedAt: sql`now()` } });
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
    await tx
      .insert(alertSettings)
      .values({ key: PUBLIC_URL_KEY, value: { url } })
      .onConflictDoUpdate({ target: alertSettings.key, set: { value: { url }, updatedAt: sql`now()` } });
    await recordAudit(tx, actor, { action: "update", entity: "alert_settings", detail: { parts: "publicUrl" } });
    await bumpDataVersion(ctx, tx);
  });
}
