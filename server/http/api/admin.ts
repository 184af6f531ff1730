import { Router } from "express";
import type { AppContext } from "#server/context";
import { adminAlertSettingsRouter } from "./admin-alert-settings";
import { adminContentRouter } from "./admin-content";
import { adminLeadsRouter } from "./admin-leads";
import { adminSettingsRouter } from "./admin-settings";
import { adminStaffRouter } from "./admin-staff";
import { authRouter } from "./auth";

/** Sign-in and every admin endpoint (each route checks the admin role itself, so public routes of the same paths pass). */
export function adminRouter(ctx: AppContext): Router {
  const router = Router();
  router.use(authRouter(ctx));
  router.use(adminLeadsRouter(ctx));
  router.use(adminContentRouter(ctx));
  router.use(adminSettingsRouter(ctx));
  router.use(adminStaffRouter(ctx));
  router.use(adminAlertSettingsRouter(ctx));
  return router;
}
