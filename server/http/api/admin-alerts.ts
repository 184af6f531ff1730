import { Router } from "express";
import type { AppContext } from "#server/context";
import { requireRole } from "#server/http/session";
import { leadAlertStatus, retryLeadAlert } from "#server/services/notifications/lead-alert-status";
import { nudgeLeadAlerts } from "#server/services/outbox/nudge";
import { idParam } from "./params";

const admin = requireRole("admin");

/** New-lead alerts: which channels are on, what failed, and a retry: admin only. */
export function adminAlertsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/lead-alerts", admin, async (_req, res) => {
    res.json(await leadAlertStatus(ctx));
  });
  router.post("/lead-alerts/:id/retry", admin, async (req, res) => {
    await retryLeadAlert(ctx, res.locals.user, idParam(req));
    nudgeLeadAlerts(ctx);
    res.json({ success: true, message: "알림을 다시 보냅니다." });
  });
  return router;
}
