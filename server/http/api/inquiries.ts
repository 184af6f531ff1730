import { Router } from "express";
import type { AppContext } from "../../context";
import { submitInquiry } from "../../services/inquiries/submit-inquiry";
import { submitQuoteRequest } from "../../services/inquiries/submit-quote-request";
import { clientBucket } from "../client-id";

/** Public lead forms: the home quick consultation and the quote request. Listing them is the admin's. */
export function inquiriesRouter(ctx: AppContext): Router {
  const router = Router();
  router.post("/inquiries", async (req, res) => {
    const { id, replayed } = await submitInquiry(ctx, req.body, { bucket: clientBucket(ctx, "inquiry", req) });
    res.status(replayed ? 200 : 201).json({ success: true, id });
  });
  router.post("/quote-requests", async (req, res) => {
    const { id, replayed } = await submitQuoteRequest(ctx, req.body, { bucket: clientBucket(ctx, "quote-request", req) });
    res.status(replayed ? 200 : 201).json({ success: true, id });
  });
  return router;
}
