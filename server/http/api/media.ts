import express, { Router } from "express";
import type { AppContext } from "#server/context";
import { HttpError } from "#server/errors";
import { clientBucket } from "#server/http/client-id";
import { sendError } from "#server/http/errors";
import { MAX_UPLOAD_BYTES } from "#server/media/images";
import { claimUploadSlot, createUploadSlot, storeImage } from "#server/services/media/upload-slots";
import { hitWithinLimit } from "#server/shared/rate-limit";

/** Upload slots an address without a session gets in an hour. */
export const ANONYMOUS_SLOTS_PER_HOUR = 20;

/** POST /api/objects/upload hands out a single-use URL; PUT to it stores the image and answers its media URL. */
export function mediaRouter(ctx: AppContext): Router {
  const router = Router();
  router.post("/objects/upload", async (req, res) => {
    // A visitor uploads a review photo or two; staff and partners, signed in, upload whole listings.
    if (!ctx.config.rateLimitDisabled && !res.locals.user) {
      // Counted atomically, so a parallel burst cannot slip past the cap.
      const bucket = clientBucket(ctx, "upload", req);
      if (!(await hitWithinLimit(ctx, bucket, ANONYMOUS_SLOTS_PER_HOUR, 3600_000))) {
        res.set("Retry-After", "600");
        throw new HttpError(429, "업로드 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.");
      }
    }
    const token = await createUploadSlot(ctx);
    const origin = ctx.config.publicUrl ?? `${req.protocol}://${req.get("host")}`;
    res.json({ uploadURL: `${origin}/api/objects/upload/${token}` });
  });
  router.put(
    "/objects/upload/:token",
    async (req, res, next) => {
      // What the body will be is known from its headers: the slot and the declared size are checked before a
      // byte of it is read, and a body that stops arriving is dropped instead of holding what came so far.
      try {
        const declared = req.headers["content-length"];
        if (declared === undefined)
          throw new HttpError(411, "업로드할 파일의 크기를 알 수 없습니다. 다시 시도해주세요.");
        if (Number(declared) > MAX_UPLOAD_BYTES) throw new HttpError(413, "파일 또는 요청이 너무 큽니다.");
        await claimUploadSlot(ctx, String(req.params.token));
      } catch (error) {
        // Refused with its body unread: the connection ends with the answer instead of waiting for the bytes.
        res.set("Connection", "close");
        throw error;
      }
      req.setTimeout(ctx.config.uploadIdleMs, () => {
        if (!res.headersSent) {
          res.set("Connection", "close");
          sendError(res, 408, "업로드가 중단되었습니다. 다시 시도해주세요.");
        }
        res.once("finish", () => req.destroy());
      });
      next();
    },
    express.raw({ type: () => true, limit: MAX_UPLOAD_BYTES }),
    async (req, res) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      res.status(201).json({ success: true, ...(await storeImage(ctx, body)) });
    },
  );
  return router;
}
