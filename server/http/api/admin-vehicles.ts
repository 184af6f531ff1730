import { Router } from "express";
import type { AppContext } from "#server/context";
import { requireRole } from "#server/http/session";
import { createVehicle } from "#server/services/vehicles/create-vehicle";
import { approveListing, listReviewQueue, returnListing } from "#server/services/vehicles/listing-review";
import { copyListing, setListingStatus } from "#server/services/vehicles/listing-status";
import { updateVehicle } from "#server/services/vehicles/update-vehicle";
import { idParam } from "./params";

const admin = requireRole("admin");

/**
 * The admin's listing writes: create (published unless `status` says otherwise) and update (refused with 409 over
 * a newer save), status changes, copies, and the 검수 대기 queue of partners' submissions.
 */
export function adminVehiclesRouter(ctx: AppContext): Router {
  const router = Router();
  router.post("/vehicles", admin, async (req, res) => {
    res.status(201).json({ success: true, vehicle: await createVehicle(ctx, res.locals.user, req.body) });
  });
  router.patch("/vehicles/:id", admin, async (req, res) => {
    res.json({ success: true, vehicle: await updateVehicle(ctx, res.locals.user, idParam(req), req.body) });
  });
  router.post("/vehicles/:id/status", admin, async (req, res) => {
    res.json({ success: true, vehicle: await setListingStatus(ctx, res.locals.user, idParam(req), req.body) });
  });
  router.post("/vehicles/:id/copy", admin, async (req, res) => {
    res.status(201).json({ success: true, vehicle: await copyListing(ctx, res.locals.user, idParam(req)) });
  });

  router.get("/listing-reviews", admin, async (_req, res) => {
    const items = await listReviewQueue(ctx);
    res.json({ success: true, items, count: items.length });
  });
  router.post("/listing-reviews/:id/approve", admin, async (req, res) => {
    res.json({ success: true, vehicle: await approveListing(ctx, res.locals.user, idParam(req), req.body) });
  });
  router.post("/listing-reviews/:id/return", admin, async (req, res) => {
    res.json({ success: true, vehicle: await returnListing(ctx, res.locals.user, idParam(req), req.body) });
  });
  return router;
}
