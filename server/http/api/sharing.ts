import { Router } from "express";
import type { AppContext } from "../../context";
import { vehicleImagesZip } from "../../services/catalogue/vehicle-images-zip";
import { attachment } from "../content-disposition";

/** Downloads and sharing data of a vehicle page. */
export function sharingRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/vehicles/:slug/images.zip", async (req, res) => {
    const zip = await vehicleImagesZip(ctx, String(req.params.slug));
    res.set({
      "Content-Type": "application/zip",
      "Content-Disposition": attachment(zip.fileName),
      "X-Image-Count": String(zip.count),
    });
    zip.stream.on("error", (error) => res.destroy(error)).pipe(res);
  });
  return router;
}
