import { Router } from "express";
import type { AppContext } from "../../context";
import { getDataVersion } from "../../services/site/data-version";
import { recordPageView } from "../../services/site/record-page-view";
import { recordQuoteOpen } from "../../services/site/record-quote-open";
import { clientBucket } from "../client-id";

export function siteRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/data-version", async (_req, res) => {
    res.set("Cache-Control", "no-cache");
    res.json({ version: await getDataVersion(ctx) });
  });
  router.post("/page-view", async (req, res) => {
    await recordPageView(ctx, req.body, { ip: req.ip ?? "", userAgent: req.get("user-agent") ?? "" });
    res.status(204).end();
  });
  router.post("/quote-opens", async (req, res) => {
    await recordQuoteOpen(ctx, req.body, { bucket: clientBucket(ctx, "quote-open", req) });
    res.status(204).end();
  });
  return router;
}
