import { Router } from "express";
import { SYNONYM_ADDED, SYNONYM_DELETED } from "#domain/search-synonyms";
import { placeholderFields, SITE_SETTINGS_SAVED } from "#domain/site-settings";
import type { AppContext } from "#server/context";
import { requireOwner } from "#server/http/session";
import { deleteDemoData, demoDataSummary } from "#server/services/admin/demo-data";
import { setupChecklist } from "#server/services/admin/setup-checklist";
import { addSearchSynonym, deleteSearchSynonym, getSearchSynonyms } from "#server/services/catalogue/search-synonyms";
import { getSiteSettings, saveSiteSettings } from "#server/services/site/site-settings";

/** Settings and deletions: the 대표 관리자 alone. */
const owner = requireOwner();

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
