import { Router } from "express";
import type { AppContext } from "#server/context";
import { clientBucket } from "#server/http/client-id";
import { issueQuote, QuoteCapReached } from "#server/services/quotes/issue-quote";

/** The site-wide cap frees up as the day's oldest quotes pass 24 hours; an hour is a fair time to come back. */
const QUOTE_CAP_RETRY_SECONDS = 3600;

/** 견적서: issuing one for a plan of a 게시 중 listing; it is read at `/quote/{token}`. */
export function quotesRouter(ctx: AppContext): Router {
  const router = Router();
  router.post("/quotes", async (req, res) => {
    try {
      const { token, expiresAt } = await issueQuote(ctx, req.body, { bucket: clientBucket(ctx, "quote", req) });
      // The same answer for a plan asked for again, which gets the quote already issued: a quote either way.
      res.status(201).json({ token, path: `/quote/${token}`, expiresAt: expiresAt.toISOString() });
    } catch (error) {
      if (error instanceof QuoteCapReached) res.set("Retry-After", String(QUOTE_CAP_RETRY_SECONDS));
      throw error;
    }
  });
  return router;
}
