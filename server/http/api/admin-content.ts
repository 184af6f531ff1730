import { type Request, Router } from "express";
import type { AppContext } from "#server/context";
import { HttpError } from "#server/errors";
import { requireOwner, requireRole } from "#server/http/session";
import { createBoardPost } from "#server/services/admin/create-board-post";
import { deleteBoardPost } from "#server/services/admin/delete-board-post";
import { deleteReview } from "#server/services/admin/delete-review";
import { listReviewsForAdmin } from "#server/services/admin/list-reviews";
import { approveReview, rejectReview } from "#server/services/admin/moderate-review";
import { updateBoardPost } from "#server/services/admin/update-board-post";
import { updateReview } from "#server/services/admin/update-review";
import { deleteListing } from "#server/services/vehicles/listing-status";
import { idParam } from "./params";

const admin = requireRole("admin");
/** Settings and deletions: the 대표 관리자 alone. */
const owner = requireOwner();

/**
 * An approval's body: none (승인), or JSON with the edits (수정 후 승인). A body the JSON parser left unread (another
 * content type) is refused, not taken for no edits: the admin meant to change something.
 */
function approvalBody(req: Request): unknown {
  const sent = req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
  if (req.body === undefined && sent) throw new HttpError(400, "잘못된 요청입니다.");
  return req.body;
}

/** Admin reads and writes of reviews, vehicles and the 무보증 리스트 board; the public reads live in their own routers. */
export function adminContentRouter(ctx: AppContext): Router {
  const router = Router();
  // The 후기 관리 queue with full names (`?status=pending` is 승인 대기); the public `GET /api/reviews` masks them.
  router.get("/admin-reviews", admin, async (req, res) => {
    res.json(await listReviewsForAdmin(ctx, req.query));
  });
  router.post("/reviews/:id/approve", admin, async (req, res) => {
    res.json({ success: true, review: await approveReview(ctx, res.locals.user, idParam(req), approvalBody(req)) });
  });
  router.post("/reviews/:id/reject", admin, async (req, res) => {
    res.json({ success: true, review: await rejectReview(ctx, res.locals.user, idParam(req)) });
  });
  router.put("/reviews/:id", admin, async (req, res) => {
    res.json({ success: true, review: await updateReview(ctx, res.locals.user, idParam(req), req.body) });
  });
  router.delete("/reviews/:id", owner, async (req, res) => {
    await deleteReview(ctx, res.locals.user, idParam(req));
    res.json({ success: true });
  });

  router.delete("/vehicles/:id", owner, async (req, res) => {
    await deleteListing(ctx, res.locals.user, idParam(req));
    res.json({ success: true });
  });

  router.post("/board-posts", admin, async (req, res) => {
    res.status(201).json({ success: true, post: await createBoardPost(ctx, res.locals.user, req.body) });
  });
  router.put("/board-posts/:id", admin, async (req, res) => {
    res.json({ success: true, post: await updateBoardPost(ctx, res.locals.user, idParam(req), req.body) });
  });
  router.delete("/board-posts/:id", owner, async (req, res) => {
    await deleteBoardPost(ctx, res.locals.user, idParam(req));
    res.json({ success: true });
  });
  return router;
}
