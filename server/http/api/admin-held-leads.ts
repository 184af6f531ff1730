import { Router } from "express";
import { HELD_LEAD_DELETED, HELD_LEAD_RELEASED } from "#domain/lead-intake";
import type { AppContext } from "#server/context";
import { requireOwner, requireRole } from "#server/http/session";
import { deleteHeldLead, listHeldLeads, releaseHeldLead } from "#server/services/leads/held-leads";
import { idParam } from "./params";

const admin = requireRole("admin");
/** Settings and deletions: the 대표 관리자 alone. */
const owner = requireOwner();

/** 스팸 의심: the held lead posts, 정상 처리 (release) and 삭제: admin only, each route guarded on its own. */
export function adminHeldLeadsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/held-leads", admin, async (req, res) => {
    res.json(await listHeldLeads(ctx, req.query as Record<string, unknown>));
  });
  router.post("/held-leads/:id/release", admin, async (req, res) => {
    const { id } = await releaseHeldLead(ctx, res.locals.user, idParam(req));
    res.json({ success: true, id, message: HELD_LEAD_RELEASED });
  });
  router.delete("/held-leads/:id", owner, async (req, res) => {
    await deleteHeldLead(ctx, res.locals.user, idParam(req));
    res.json({ success: true, message: HELD_LEAD_DELETED });
  });
  return router;
}
