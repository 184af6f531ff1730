import { pipeline } from "node:stream";
import { Router } from "express";
import type { AppContext } from "#server/context";
import { IMMUTABLE, MEDIA_FILE_NAME } from "#server/media/storage";

/**
 * Serves stored media. Names are content hashes, so a file never changes and may be cached for a year. With
 * MEDIA_PUBLIC_URL (a CDN in front of the bucket) the answer is a permanent redirect there instead, cached as long:
 * pages keep naming `/media/…`, and the bytes come from the CDN.
 */
export function mediaFiles(ctx: AppContext): Router {
  const router = Router();
  const { mediaPublicUrl } = ctx.config;
  router.get("/:key/:file", async (req, res, next) => {
    const name = `${req.params.key}/${req.params.file}`;
    if (mediaPublicUrl) {
      if (!MEDIA_FILE_NAME.test(name)) return next();
      res.set("Cache-Control", IMMUTABLE).redirect(301, `${mediaPublicUrl}/${name}`);
      return;
    }
    const file = await ctx.storage.read(name);
    if (!file) return next();
    res.set({
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": IMMUTABLE,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
    // A visitor who leaves mid-image ends the read too: a bucket's connection is not left holding the rest.
    pipeline(file.body, res, (error) => {
      if (error && !res.headersSent) next(error);
    });
  });
  router.use((_req, res) => {
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found");
  });
  return router;
}
