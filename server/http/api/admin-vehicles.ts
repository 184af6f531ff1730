import { Router } from "express";
import type { AppContext } from "#server/context";
import { requireRole } from "#server/http/session";
import { createVehicle } from "#server/services/vehicles/create-vehicle";
import { updateVehicle } from "#server/services/vehicles/update-vehicle";
import { idParam } from "./params";

const admin = requireRole("admin");

/** The admin editor's writes: create a listing, update one (refused with 409 over a newer save). */
export function adminVehiclesRouter(ctx: AppContext): Router {
  const router = Router();
  router.post("/vehicles", admin, async (req, res) => {
    res.status(201).json({ success: true, vehicle: await createVehicle(ctx, res.locals.user, req.body) });
  });
  router.patch("/vehicles/:id", admin, async (req, res) => {
    res.json({ success: true, vehicle: await updateVehicle(ctx, res.locals.user, idParam(req), req.body) });
  });
  return router;
}
