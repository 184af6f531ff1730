import { Router } from "express";
import { PARTNER_SIGNUP_SENT } from "../../../domain/partner-application";
import type { AppContext } from "../../context";
import { submitPartnerApplication } from "../../services/partners/submit-application";
import { clientBucket } from "../client-id";

/** The partners area: the public sign-up, and (partner session only) the partner's own vehicles. */
export function partnersRouter(ctx: AppContext): Router {
  const router = Router();
  router.post("/partners", async (req, res) => {
    await submitPartnerApplication(ctx, req.body, { bucket: clientBucket(ctx, "partner-signup", req) });
    res.status(201).json({ success: true, message: PARTNER_SIGNUP_SENT });
  });
  return router;
}
