import { Router } from "express";
import type { AppContext } from "#server/context";
import { clientBucket } from "#server/http/client-id";
import { issueQuote } from "#server/services/quotes/issue-quote";

/** 견적서: issuing one for a plan of a 게시 중 listing; it is read at `/quote/{token}`. */
export function quotesRouter(ctx: AppContext): Router {
  const router = Router();
  router.post("/quotes", async (req, res) => {
    const { token, expiresAt } = await issueQuote(ctx, req.body, { bucket: clientBucket(ctx, "quote", req) });
    res.status(201).json({ token, path: `/quote/${token}`, expiresAt: expiresAt.toISOString() });
  });
  return router;
}
