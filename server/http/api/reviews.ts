import { Router } from "express";
import { REVIEW_RECEIVED } from "#domain/review";
import type { AppContext } from "#server/context";
import { clientBucket } from "#server/http/client-id";
import { createReview } from "#server/services/reviews/create-review";
import { listReviews } from "#server/services/reviews/list-reviews";

/**
 * Public reviews: read the published ones (names masked), write one, which waits for an admin. Moderating,
 * editing and deleting are the admin's (their own router).
 */
export function reviewsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/reviews", async (_req, res) => {
    res.json({ reviews: await listReviews(ctx) });
  });
  router.post("/reviews", async (req, res) => {
    const review = await createReview(ctx, req.body, { bucket: clientBucket(ctx, "review", req) });
    res.status(201).json({ success: true, message: REVIEW_RECEIVED, review });
  });
  return router;
}
