import express, { Router } from "express";
import { SYNONYM_ADDED, SYNONYM_DELETED } from "#domain/search-synonyms";
import { LOGO_MAX_BYTES, LOGO_REMOVED, LOGO_SAVED, LOGO_TOO_LARGE, LOGO_WRONG_TYPE } from "#domain/site-logo";
import { placeholderFields, SITE_SETTINGS_SAVED } from "#domain/site-settings";
import type { AppContext } from "#server/context";
import { HttpError } from "#server/errors";
import { requireOwner } from "#server/http/session";
import { deleteDemoData, demoDataSummary } from "#server/services/admin/demo-data";
import { setupChecklist } from "#server/services/admin/setup-checklist";
import { addSearchSynonym, deleteSearchSynonym, getSearchSynonyms } from "#server/services/catalogue/search-synonyms";
import { getSiteSettings, saveSiteLogo, saveSiteSettings } from "#server/services/site/site-settings";

/** Settings and deletions: the 대표 관리자 alone. */
const owner = requireOwner();

/** The logo's bytes are the body, whatever type the browser names them (its first bytes decide). */
const logoBody = express.raw({ type: () => true, limit: LOGO_MAX_BYTES });

/**
 * 사이트 설정 (the business details every page shows, and the demo data's deletion), the dashboard's 설정 점검 and
 * the search's staff synonyms (검색 동의어): admin only.
 */
export function adminSettingsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/site-settings", owner, async (_req, res) => {
    const [settings, checklist] = await Promise.all([getSiteSettings(ctx), setupChecklist(ctx)]);
    res.json({ settings, placeholders: placeholderFields(settings), checklist });
  });
  router.patch("/site-settings", owner, async (req, res) => {
    const settings = await saveSiteSettings(ctx, res.locals.user, req.body);
    res.json({ success: true, message: SITE_SETTINGS_SAVED, settings, placeholders: placeholderFields(settings) });
  });
  // 로고: the image as the body (PNG, JPEG or WebP, 2MB at most), stored and shown at once; DELETE goes back to the text logo.
  router.put(
    "/site-settings/logo",
    owner,
    (req, res, next) => {
      // Too large by its own account: refused before a byte is read, and the connection ends with the answer.
      if (Number(req.headers["content-length"] ?? 0) > LOGO_MAX_BYTES) {
        res.set("Connection", "close");
        throw new HttpError(413, LOGO_TOO_LARGE);
      }
      next();
    },
    logoBody,
    async (req, res) => {
      // A JSON body was read as JSON above: not an image.
      if (req.body !== undefined && !Buffer.isBuffer(req.body)) throw new HttpError(415, LOGO_WRONG_TYPE);
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const settings = await saveSiteLogo(ctx, res.locals.user, body);
      res.json({ success: true, message: LOGO_SAVED, settings, placeholders: placeholderFields(settings) });
    },
  );
  router.delete("/site-settings/logo", owner, async (_req, res) => {
    const settings = await saveSiteSettings(ctx, res.locals.user, { logo: "" });
    res.json({ success: true, message: LOGO_REMOVED, settings, placeholders: placeholderFields(settings) });
  });
  // 데모 데이터 모두 삭제: what would go, and the one action that removes it (`{ "confirm": true }`).
  router.get("/demo-data", owner, async (_req, res) => {
    res.json(await demoDataSummary(ctx));
  });
  router.delete("/demo-data", owner, async (req, res) => {
    res.json({ success: true, ...(await deleteDemoData(ctx, res.locals.user, req.body)) });
  });
  router.get("/search-synonyms", owner, async (_req, res) => {
    res.json({ synonyms: await getSearchSynonyms(ctx) });
  });
  router.post("/search-synonyms", owner, async (req, res) => {
    const synonym = await addSearchSynonym(ctx, res.locals.user, req.body);
    res.status(201).json({ success: true, message: SYNONYM_ADDED, synonym });
  });
  // The term as the path's last segment, percent-encoded: Express decodes it.
  router.delete("/search-synonyms/:term", owner, async (req, res) => {
    await deleteSearchSynonym(ctx, res.locals.user, req.params.term);
    res.json({ success: true, message: SYNONYM_DELETED });
  });
  return router;
}
