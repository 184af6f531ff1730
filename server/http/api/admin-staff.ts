import { type RequestHandler, Router } from "express";
import { PASSWORD_CHANGED } from "#domain/staff";
import type { AppContext } from "#server/context";
import { sendError } from "#server/http/errors";
import { NO_ACCESS, requireOwner, requireRole, SIGN_IN_REQUIRED, sessionToken } from "#server/http/session";
import { changeOwnPassword } from "#server/services/staff/change-own-password";
import { createStaff } from "#server/services/staff/create-staff";
import { getLeadRouting, setLeadRouting } from "#server/services/staff/lead-routing";
import { listStaff } from "#server/services/staff/list-staff";
import { resetStaffPassword } from "#server/services/staff/reset-staff-password";
import { setDuty } from "#server/services/staff/set-duty";
import { updateStaff } from "#server/services/staff/update-staff";
import { idParam } from "./params";

const owner = requireOwner();
const admin = requireRole("admin");
/** Any staff member, a one-time password still to change included: their own password. */
const staff: RequestHandler = (_req, res, next) => {
  const user = res.locals.user;
  if (!user) return sendError(res, 401, SIGN_IN_REQUIRED);
  if (user.role !== "admin") return sendError(res, 403, NO_ACCESS);
  next();
};

/** 직원 관리 and 문의 배정 방식 (the 대표 관리자's), and each staff member's own account (비밀번호, 근무 상태). */
export function adminStaffRouter(ctx: AppContext): Router {
  const router = Router();
  router.get("/staff", owner, async (_req, res) => {
    const [staffList, routing] = await Promise.all([listStaff(ctx), getLeadRouting(ctx.db)]);
    res.json({ staff: staffList, routing });
  });
  router.post("/staff", owner, async (req, res) => {
    const created = await createStaff(ctx, res.locals.user, req.body);
    res.status(201).json({ success: true, ...created });
  });
  router.patch("/staff/:id", owner, async (req, res) => {
    await updateStaff(ctx, res.locals.user, idParam(req), req.body);
    res.json({ success: true });
  });
  router.post("/staff/:id/reset-password", owner, async (req, res) => {
    res.json({ success: true, ...(await resetStaffPassword(ctx, res.locals.user, idParam(req))) });
  });
  router.get("/lead-routing", owner, async (_req, res) => {
    res.json({ mode: await getLeadRouting(ctx.db) });
  });
  router.put("/lead-routing", owner, async (req, res) => {
    res.json({ success: true, mode: await setLeadRouting(ctx, res.locals.user, req.body) });
  });
  router.post("/account/password", staff, async (req, res) => {
    await changeOwnPassword(ctx, res.locals.user, req.body, sessionToken(ctx, req));
    res.json({ success: true, message: PASSWORD_CHANGED });
  });
  router.put("/account/duty", admin, async (req, res) => {
    res.json({ success: true, ...(await setDuty(ctx, res.locals.user, req.body)) });
  });
  return router;
}
