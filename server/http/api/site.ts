import { Router } from "express";
import type { AppContext } from "#server/context";
import { clientBucket } from "#server/http/client-id";
import { recordPageView } from "#server/services/site/record-page-view";
import { recordQuoteOpen } from "#server/services/site/record-quote-open";
import { getDataVersion } from "#server/shared/data-version";

export function siteRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/data-version", async (_req, res) => {
    res.set("Cache-Control", "no-cache");
    res.json({ version: await getDataVersion(ctx) });
  });
  router.post("/page-view", async (req, res) => {
    await recordPageView(ctx, req.body, {
      ip: req.ip ?? "",
      userAgent: req.get("user-agent") ?? "",
      bucket: clientBucket(ctx, "page-view", req),
    });
    res.status(204).end();
  });
  router.post("/quote-opens", async (req, res) => {
    await recordQuoteOpen(ctx, req.body, { bucket: clientBucket(ctx, "quote-open", req) });
    res.status(204).end();
  });
  return router;
}
