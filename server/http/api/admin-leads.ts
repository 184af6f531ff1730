import { Router } from "express";
import { PARTNER_STANDING_ACTIONS, type PartnerStandingAction } from "#domain/partner-application";
import type { AppContext } from "#server/context";
import { loggableMessage } from "#server/errors";
import { type PrecompressedBody, precompress, sendPrecompressed } from "#server/http/precompressed";
import { requireOwner, requireRole } from "#server/http/session";
import { approvePartnerApplication } from "#server/services/admin/approve-partner-application";
import { recentDashboardStats } from "#server/services/admin/dashboard-stats";
import { listAdminUsers } from "#server/services/admin/list-admin-users";
import { listPartnerApplications } from "#server/services/admin/list-partner-applications";
import { changePartnerStanding } from "#server/services/admin/partner-standing";
import { rejectPartnerApplication } from "#server/services/admin/reject-partner-application";
import { deleteLead } from "#server/services/leads/delete-lead";
import { exportLeads, leadExportFileName } from "#server/services/leads/export-leads";
import { getLead } from "#server/services/leads/get-lead";
import { type LeadList, listLeads } from "#server/services/leads/list-leads";
import { updateLead } from "#server/services/leads/update-lead";
import { idParam } from "./params";

const admin = requireRole("admin");
/** Settings and deletions: the 대표 관리자 alone. */
const owner = requireOwner();
const STANDING_CHANGED: Record<PartnerStandingAction, string> = {
  suspend: "파트너 계정을 이용 정지했습니다.",
  resume: "파트너 계정의 이용 정지를 해제했습니다.",
  revoke: "파트너 승인을 취소했습니다.",
};
const keptBodies = new WeakMap<LeadList, PrecompressedBody>();

/** Statistics, inquiries (leads) and partner applications: admin only, each route guarded on its own. */
export function adminLeadsRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/analytics/stats", admin, async (_req, res) => {
    res.json({ stats: await recentDashboardStats(ctx) });
  });

  router.get("/inquiries", admin, async (req, res) => {
    const list = await listLeads(ctx, req.query as Record<string, string>, res.locals.user);
    // A list is the same object until a lead changes: compressed once, not on every reload.
    let body = keptBodies.get(list);
    if (!body) {
      body = precompress(JSON.stringify(list), "application/json; charset=utf-8", { brotliQuality: 5 });
      keptBodies.set(list, body);
    }
    sendPrecompressed(req, res, body);
  });
  router.get("/inquiries/download", owner, async (_req, res) => {
    const fileName = leadExportFileName();
    // Written out rather than res.attachment(), whose fallback for browsers without filename* would read
    // ????_YYYYMMDD.xlsx: this one names what the file holds.
    const ascii = fileName.replace(/[^\x20-\x7e]/g, "").replace(/^_/, "inquiries_");
    res.set({
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    });
    // Streamed as it is read: once the first bytes are out a failure can only cut the download short.
    try {
      await exportLeads(ctx, res.locals.user, res);
    } catch (error) {
      if (!res.headersSent) {
        res.removeHeader("Content-Disposition");
        throw error;
      }
      ctx.log.error({ err: { message: loggableMessage(error) } }, "inquiry export broke off");
      res.destroy();
    }
  });
  // After /inquiries/download, which is not an id.
  router.get("/inquiries/:id", admin, async (req, res) => {
    res.json(await getLead(ctx, idParam(req)));
  });
  router.patch("/inquiries/:id", admin, async (req, res) => {
    res.json(await updateLead(ctx, res.locals.user, idParam(req), req.body));
  });
  router.delete("/inquiries/:id", owner, async (req, res) => {
    await deleteLead(ctx, res.locals.user, idParam(req));
    res.json({ success: true });
  });

  router.get("/admin-users", admin, async (_req, res) => {
    res.json(await listAdminUsers(ctx));
  });

  router.get("/partners", admin, async (_req, res) => {
    res.json({ partners: await listPartnerApplications(ctx) });
  });
  router.post("/partners/:id/approve", admin, async (req, res) => {
    const { loginId } = await approvePartnerApplication(ctx, res.locals.user, idParam(req), req.body);
    res.json({ success: true, message: "파트너 신청을 승인했습니다.", loginId });
  });
  router.post("/partners/:id/reject", admin, async (req, res) => {
    await rejectPartnerApplication(ctx, res.locals.user, idParam(req));
    res.json({ success: true, message: "파트너 신청을 거절했습니다." });
  });
  // An approved partner's account: 이용 정지, 정지 해제, 승인 취소.
  for (const action of PARTNER_STANDING_ACTIONS) {
    router.post(`/partners/:id/${action}`, admin, async (req, res) => {
      await changePartnerStanding(ctx, res.locals.user, idParam(req), action);
      res.json({ success: true, message: STANDING_CHANGED[action] });
    });
  }
  return router;
}
