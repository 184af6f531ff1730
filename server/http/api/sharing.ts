import { Router } from "express";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { HttpError } from "#server/errors";
import { findVehicleBySlug } from "#server/services/catalogue/find-vehicle";
import { vehicleImagesZip } from "#server/services/catalogue/vehicle-images-zip";
import { publicOrigin } from "#server/services/notifications/alert-settings";
import { vehicleSeo } from "#server/services/seo/vehicle-meta";

/** Downloads and sharing data of a vehicle page. */
export function sharingRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/vehicles/:slug/images.zip", async (req, res) => {
    const zip = await vehicleImagesZip(ctx, String(req.params.slug));
    res.attachment(zip.fileName).set("X-Image-Count", String(zip.count));
    zip.stream.on("error", (error) => res.destroy(error)).pipe(res);
  });

  // The same title, description, image and canonical URL the vehicle page's <head> carries.
  router.get("/vehicles/:slug/meta", async (req, res) => {
    const vehicle = await findVehicleBySlug(ctx, String(req.params.slug));
    if (!vehicle) throw new HttpError(404, VEHICLE_NOT_FOUND);
    const origin = await publicOrigin(ctx, `${req.protocol}://${req.get("host")}`);
    res.json((await vehicleSeo(ctx, vehicle, origin)).meta);
  });
  return router;
}
