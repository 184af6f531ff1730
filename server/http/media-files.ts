import { Router } from "express";
import type { AppContext } from "#server/context";

/** Serves stored media. Names are content hashes, so a file never changes and may be cached for a year. */
export function mediaFiles(ctx: AppContext): Router {
  const router = Router();
  router.get("/:key/:file", async (req, res, next) => {
    const file = await ctx.storage.read(`${req.params.key}/${req.params.file}`);
    if (!file) return next();
    res.set({
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    });
    file.body.on("error", next).pipe(res);
  });
  router.use((_req, res) => {
    res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not Found");
  });
  return router;
}
