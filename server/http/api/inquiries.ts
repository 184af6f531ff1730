import { Router } from "express";
import { callBackNotice } from "#domain/lead";
import type { AppContext } from "#server/context";
import { clientBucket } from "#server/http/client-id";
import { submitLead } from "#server/services/leads/submit-lead";
import { submitQuoteRequest } from "#server/services/leads/submit-quote-request";

/**
 * Public lead forms: the home quick consultation and the quote request. Listing them is the admin's. A valid lead is
 * answered as taken even when it was held as 스팸 의심 (lead-intake.ts). Besides the
 * `success` and `id` of docs/spec/customer-site.md §7, the answer carries `notice`: what the success message adds when
 * the lead arrived outside call hours (Seoul time, by the server's clock), else null.
 */
export function inquiriesRouter(ctx: AppContext): Router {
  const router = Router();
  router.post("/inquiries", async (req, res) => {
    const { id, replayed } = await submitLead(ctx, req.body, { bucket: clientBucket(ctx, "inquiry", req) });
    res.status(replayed ? 200 : 201).json({ success: true, id, notice: callBackNotice(new Date()) });
  });
  router.post("/quote-requests", async (req, res) => {
    // One address's leads count together, whichever form sent them.
    const { id, replayed } = await submitQuoteRequest(ctx, req.body, { bucket: clientBucket(ctx, "inquiry", req) });
    res.status(replayed ? 200 : 201).json({ success: true, id, notice: callBackNotice(new Date()) });
  });
  return router;
}
