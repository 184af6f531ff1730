import express, { Router } from "express";
import type { AppContext } from "#server/context";
import { HttpError } from "#server/errors";
import { clientBucket } from "#server/http/client-id";
import { MAX_UPLOAD_BYTES } from "#server/media/images";
import { createUploadSlot, receiveUpload } from "#server/services/media/upload-slots";
import { hitRateLimit } from "#server/shared/rate-limit";

/** POST /api/objects/upload hands out a single-use URL; PUT to it stores the image and answers its media URL. */
export function mediaRouter(ctx: AppContext): Router {
  const router = Router();
  router.post("/objects/upload", async (req, res) => {
    if (!ctx.config.rateLimitDisabled && !res.locals.user) {
      const limited = await hitRateLimit(ctx, clientBucket(ctx, "upload", req), 30, 10 * 60_000);
      if (limited) throw new HttpError(429, "업로드 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.");
    }
    const token = await createUploadSlot(ctx);
    const origin = ctx.config.publicUrl ?? `${req.protocol}://${req.get("host")}`;
    res.json({ uploadURL: `${origin}/api/objects/upload/${token}` });
  });
  router.put("/objects/upload/:token", express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const image = await receiveUpload(ctx, String(req.params.token), body);
    res.status(201).json({ success: true, ...image });
  });
  return router;
}
