import { type Request, Router } from "express";
import { ALERT_SETTINGS_SAVED, PUBLIC_URL_SAVED } from "#domain/alert-settings";
import type { AppContext } from "#server/context";
import { requireOwner } from "#server/http/session";
import {
  alertSettingsView,
  saveAlertSettings,
  savePublicUrlFromRequest,
} from "#server/services/notifications/alert-settings";
import { sendTestMessage } from "#server/services/notifications/test-send";
import { nudgeLeadAlerts } from "#server/services/outbox/nudge";

const owner = requireOwner();

/** The origin this request was served on: its host passed the allowed-host check before any route ran. */
const requestOrigin = (req: Request) => `${req.protocol}://${req.get("host")}`;

/** 알림 설정: where alerts, receipts and partner notices go, their test sends, and the site's address: admin only. */
export function adminAlertSettingsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/alert-settings", owner, async (req, res) => {
    res.json(await alertSettingsView(ctx, requestOrigin(req)));
  });
  router.put("/alert-settings", owner, async (req, res) => {
    await saveAlertSettings(ctx, res.locals.user, req.body);
    // Rows waiting for a channel just switched on go out now.
    nudgeLeadAlerts(ctx);
    res.json({
      success: true,
      message: ALERT_SETTINGS_SAVED,
      settings: await alertSettingsView(ctx, requestOrigin(req)),
    });
  });
  router.post("/alert-settings/test", owner, async (req, res) => {
    res.json(await sendTestMessage(ctx, res.locals.user, req.body));
  });
  router.post("/alert-settings/public-url", owner, async (req, res) => {
    await savePublicUrlFromRequest(ctx, res.locals.user, requestOrigin(req));
    res.json({ success: true, message: PUBLIC_URL_SAVED, settings: await alertSettingsView(ctx, requestOrigin(req)) });
  });
  return router;
}
