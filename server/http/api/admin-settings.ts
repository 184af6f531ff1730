import { Router } from "express";
import { placeholderFields, SITE_SETTINGS_SAVED } from "#domain/site-settings";
import type { AppContext } from "#server/context";
import { requireRole } from "#server/http/session";
import { setupChecklist } from "#server/services/admin/setup-checklist";
import { getSiteSettings, saveSiteSettings } from "#server/services/site/site-settings";

const admin = requireRole("admin");

/** 사이트 설정 (the business details every page shows) and the dashboard's 설정 점검: admin only. */
export function adminSettingsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/site-settings", admin, async (_req, res) => {
    const [settings, checklist] = await Promise.all([getSiteSettings(ctx), setupChecklist(ctx)]);
    res.json({ settings, placeholders: placeholderFields(settings), checklist });
  });
  router.patch("/site-settings", admin, async (req, res) => {
    const settings = await saveSiteSettings(ctx, res.locals.user, req.body);
    res.json({ success: true, message: SITE_SETTINGS_SAVED, settings, placeholders: placeholderFields(settings) });
  });
  return router;
}
