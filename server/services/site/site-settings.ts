import { inArray, sql } from "drizzle-orm";
import { type BusinessHours, parseBusinessHours } from "#domain/business-hours";
import { mediaKeyOf, mediaUrl } from "#domain/media";
import { type SiteConfig, siteSettingsSchema } from "#domain/site-config";
import { LOGO_MAX_BYTES, LOGO_MEDIA_WIDTH, LOGO_NOT_STORED, logoUploadProblem } from "#domain/site-logo";
import { isSiteSettingKey, SITE_SETTING_KEYS, type SiteSettingKey } from "#domain/site-settings";
import type { AppContext, DbOrTx } from "#server/context";
import { siteSettings } from "#server/db/schema";
import { HttpError, loggableMessage, parseInput } from "#server/errors";
import { isStoredMediaKey, storeImage } from "#server/services/media/upload-slots";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion, getDataVersion } from "#server/shared/data-version";

/** The last settings read, per app: what pages show while the database cannot be asked. */
const lastRead = new WeakMap<AppContext, SiteConfig>();

/** The table's rows of 사이트 설정's fields: the search's staff synonyms are stored beside them (search-synonyms.ts). */
const IS_SETTING = inArray(siteSettings.key, [...SITE_SETTING_KEYS]);

/** The saved fields over the SITE_* values. */
async function readSiteSettings(ctx: AppContext, db: DbOrTx = ctx.db): Promise<SiteConfig> {
  const rows = await db
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(IS_SETTING);
  const site: SiteConfig = { ...ctx.config.site };
  for (const { key, value } of rows) if (isSiteSettingKey(key)) site[key] = value;
  return site;
}

/**
 * The business details every page shows: what the admin saved in 사이트 설정, else the SITE_* variables. Read
 * once per data version, so a save (which moves the version) reaches every instance's pages, kept ones included,
 * as it reaches their catalogue.
 */
export async function getSiteSettings(ctx: AppContext): Promise<SiteConfig> {
  const version = await getDataVersion(ctx);
  const site = await ctx.cache.get("site-settings", version, () => readSiteSettings(ctx));
  lastRead.set(ctx, site);
  return site;
}

/**
 * The same for a page that must render whatever happens: while the database is unreachable, the settings last
 * read (the SITE_* values only if none were read yet), so a page never shows a number the business replaced.
 */
export async function siteSettingsForPage(ctx: AppContext): Promise<SiteConfig> {
  try {
    return await getSiteSettings(ctx);
  } catch (error) {
    ctx.log.warn({ err: { message: loggableMessage(error) } }, "site settings could not be read");
    return lastRead.get(ctx) ?? ctx.config.site;
  }
}

/** 상담 시간 as saved in 사이트 설정 (every day 10:00-23:00 until then): what a lead out of hours is told. */
export async function businessHoursNow(ctx: AppContext): Promise<BusinessHours> {
  return parseBusinessHours((await siteSettingsForPage(ctx)).businessHours);
}

/** When the settings were last saved, or null while every field is still its SITE_* value. */
export async function siteSettingsSavedAt(ctx: AppContext): Promise<Date | null> {
  const version = await getDataVersion(ctx);
  const at = await ctx.cache.get("site-settings:saved-at", version, async () => {
    const [row] = await ctx.db
      .select({ at: sql<string | null>`max(${siteSettings.updatedAt})` })
      .from(siteSettings)
      .where(IS_SETTING);
    return row?.at ? new Date(row.at).toISOString() : null;
  });
  return at ? new Date(at) : null;
}

/**
 * Saves the fields sent (checked by the form's schema: a refused field is a Korean 400 and nothing is saved) and
 * moves the data version in the same transaction, so every instance's pages show the new details at once.
 * Audited with the names of the fields that changed, never their values.
 */
export async function saveSiteSettings(ctx: AppContext, actor: Actor, input: unknown): Promise<SiteConfig> {
  const values = parseInput(siteSettingsSchema, input);
  const sent = SITE_SETTING_KEYS.filter((key) => values[key] !== undefined);
  // A logo is an image this site stored (saveSiteLogo), never an address typed in. Asked before the transaction:
  // the embedded database has one connection, which the transaction holds.
  const logoKey = values.logo ? mediaKeyOf(values.logo) : null;
  if (logoKey !== null && !(await isStoredMediaKey(ctx, logoKey)))
    throw new HttpError(400, LOGO_NOT_STORED, { logo: LOGO_NOT_STORED });
  return ctx.db.transaction(async (tx) => {
    const before = await readSiteSettings(ctx, tx);
    const changed: SiteSettingKey[] = sent.filter((key) => before[key] !== values[key]);
    if (changed.length === 0) return before;
    await tx
      .insert(siteSettings)
      .values(changed.map((key) => ({ key, value: values[key] as string })))
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
    await recordAudit(tx, actor, {
      action: "update",
      entity: "site_settings",
      detail: { fields: changed.join(",") },
    });
    await bumpDataVersion(ctx, tx);
    return readSiteSettings(ctx, tx);
  });
}

/**
 * 로고 올리기: a PNG, JPEG or WebP of at most 2MB (told by its bytes, not its name; SVG never), re-encoded and stored
 * by the media path as every upload is, then saved as 사이트 설정's logo like any other field (audited, the data
 * version moved, every instance's pages showing it at once). Refused in Korean with nothing changed.
 */
export async function saveSiteLogo(ctx: AppContext, actor: Actor, body: Buffer): Promise<SiteConfig> {
  const problem = logoUploadProblem(body.length, body);
  if (problem !== null)
    throw new HttpError(body.length === 0 ? 400 : body.length > LOGO_MAX_BYTES ? 413 : 415, problem);
  const image = await storeImage(ctx, body);
  return saveSiteSettings(ctx, actor, { logo: mediaUrl(image.key, LOGO_MEDIA_WIDTH) });
}
