import { Router } from "express";
import { PARTNER_SIGNUP_SENT } from "#domain/partner-application";
import type { AppContext } from "#server/context";
import { clientBucket } from "#server/http/client-id";
import { requireRole } from "#server/http/session";
import { createPartnerVehicle, updatePartnerVehicle } from "#server/services/partners/partner-vehicles";
import { submitPartnerApplication } from "#server/services/partners/submit-application";
import { copyListing, deleteListing, setPartnerListingStatus } from "#server/services/vehicles/listing-status";
import { idParam } from "./params";

const partner = requireRole("partner");

/** The partners area: the public sign-up, and (partner session only) the partner's own vehicles. */
export function partnersRouter(ctx: AppContext): Router {
  const router = Router();
  router.post("/partners", async (req, res) => {
    await submitPartnerApplication(ctx, req.body, { bucket: clientBucket(ctx, "partner-signup", req) });
    res.status(201).json({ success: true, message: PARTNER_SIGNUP_SENT });
  });

  // A partner's own listings; another partner's or the admin's answer 403. A save says what became of it
  // (`outcome`, `message`): sent for review, kept as a draft, or applied.
  router.post("/partner/vehicles", partner, async (req, res) => {
    res.status(201).json({ success: true, ...(await createPartnerVehicle(ctx, res.locals.user, req.body)) });
  });
  router.patch("/partner/vehicles/:id", partner, async (req, res) => {
    res.json({ success: true, ...(await updatePartnerVehicle(ctx, res.locals.user, idParam(req), req.body)) });
  });
  router.delete("/partner/vehicles/:id", partner, async (req, res) => {
    await deleteListing(ctx, res.locals.user, idParam(req), { partner: res.locals.user });
    res.json({ success: true });
  });
  router.post("/partner/vehicles/:id/status", partner, async (req, res) => {
    const vehicle = await setPartnerListingStatus(ctx, res.locals.user, idParam(req), req.body);
    res.json({ success: true, vehicle });
  });
  router.post("/partner/vehicles/:id/copy", partner, async (req, res) => {
    const vehicle = await copyListing(ctx, res.locals.user, idParam(req), { partner: res.locals.user });
    res.status(201).json({ success: true, vehicle });
  });
  return router;
}
