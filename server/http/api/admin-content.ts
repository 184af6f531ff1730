import { Router } from "express";
import type { AppContext } from "#server/context";
import { requireRole } from "#server/http/session";
import { createBoardPost } from "#server/services/admin/create-board-post";
import { deleteBoardPost } from "#server/services/admin/delete-board-post";
import { deleteReview } from "#server/services/admin/delete-review";
import { deleteVehicle } from "#server/services/admin/delete-vehicle";
import { updateBoardPost } from "#server/services/admin/update-board-post";
import { updateReview } from "#server/services/admin/update-review";
import { idParam } from "./params";

const admin = requireRole("admin");

/** Admin writes to reviews, vehicles and the 무보증 리스트 board; the public reads live in their own routers. */
export function adminContentRouter(ctx: AppContext): Router {
  const router = Router();
  router.put("/reviews/:id", admin, async (req, res) => {
    res.json({ success: true, review: await updateReview(ctx, res.locals.user, idParam(req), req.body) });
  });
  router.delete("/reviews/:id", admin, async (req, res) => {
    await deleteReview(ctx, res.locals.user, idParam(req));
    res.json({ success: true });
  });

  router.delete("/vehicles/:id", admin, async (req, res) => {
    await deleteVehicle(ctx, res.locals.user, idParam(req));
    res.json({ success: true });
  });

  router.post("/board-posts", admin, async (req, res) => {
    res.status(201).json({ success: true, post: await createBoardPost(ctx, res.locals.user, req.body) });
  });
  router.put("/board-posts/:id", admin, async (req, res) => {
    res.json({ success: true, post: await updateBoardPost(ctx, res.locals.user, idParam(req), req.body) });
  });
  router.delete("/board-posts/:id", admin, async (req, res) => {
    await deleteBoardPost(ctx, res.locals.user, idParam(req));
    res.json({ success: true });
  });
  return router;
}
