import { Router } from "express";
import { callBackNotice } from "#domain/business-hours";
import type { AppContext } from "#server/context";
import { clientBucket } from "#server/http/client-id";
import { submitLead } from "#server/services/leads/submit-lead";
import { submitQuoteRequest } from "#server/services/leads/submit-quote-request";
import { businessHoursNow } from "#server/services/site/site-settings";

/**
 * Public lead forms: the home quick consultation and the quote request. Listing them is the admin's. A valid lead is
 * answered as taken even when it was held as 스팸 의심 (lead-intake.ts). Besides the
 * `success` and `id` of docs/spec/customer-site.md §7, the answer carries `notice`: what the success message adds when
 * the lead arrived outside 상담 시간 (사이트 설정's hours, Seoul time, by the server's clock), else null.
 */
export function inquiriesRouter(ctx: AppContext): Router {
  const router = Router();
  /** The notice as of the answer, by the hours saved in 사이트 설정 (the last read while the database is away). */
  const notice = async () => callBackNotice(new Date(), await businessHoursNow(ctx));
  router.post("/inquiries", async (req, res) => {
    const { id, replayed } = await submitLead(ctx, req.body, { bucket: clientBucket(ctx, "inquiry", req) });
    res.status(replayed ? 200 : 201).json({ success: true, id, notice: await notice() });
  });
  router.post("/quote-requests", async (req, res) => {
    // One address's leads count together, whichever form sent them.
    const { id, replayed } = await submitQuoteRequest(ctx, req.body, { bucket: clientBucket(ctx, "inquiry", req) });
    res.status(replayed ? 200 : 201).json({ success: true, id, notice: await notice() });
  });
  return router;
}
