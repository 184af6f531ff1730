import express, { type Request, Router } from "express";
import { canonicalVehicleCategory } from "#domain/categories";
import { MAX_SHEET_BYTES, SHEET_MESSAGES } from "#domain/price-sheet";
import type { SessionUser } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { HttpError } from "#server/errors";
import { requireRole } from "#server/http/session";
import { applyBulkPrice, previewBulkPrice } from "#server/services/prices/bulk-price";
import {
  applyPriceSheet,
  exportPriceSheet,
  previewPriceSheet,
  priceSheetFileName,
} from "#server/services/prices/price-sheet";
import type { OwnerScope } from "#server/services/vehicles/listing-status";

const admin = requireRole("admin");
const partner = requireRole("partner");
/** The sheet itself is the body: an .xlsx, whatever type the browser names it. */
const sheetBody = express.raw({ type: () => true, limit: MAX_SHEET_BYTES });

function sheetOf(req: Request): Buffer {
  if (!Buffer.isBuffer(req.body) || req.body.length === 0) throw new HttpError(400, SHEET_MESSAGES.unreadable);
  return req.body;
}

/**
 * Prices in bulk: the price sheet (template, preview, apply) for an admin (`/api/price-sheet`, every listing) and a
 * partner (`/api/partner/price-sheet`, their own), and the admin's 가격 일괄 변경 (`/api/bulk-price`).
 */
export function priceToolsRouter(ctx: AppContext): Router {
  const router = Router();
  const sheetRoutes = (base: string, role: typeof admin, scopeOf: (user: SessionUser) => OwnerScope) => {
    router.get(base, role, async (req, res) => {
      const category = canonicalVehicleCategory(typeof req.query.category === "string" ? req.query.category : null);
      const file = await exportPriceSheet(ctx, scopeOf(res.locals.user), { category });
      // The .xlsx type from the name, and its Korean name as filename* beside an ASCII fallback.
      res.attachment(priceSheetFileName()).send(file);
    });
    router.post(`${base}/preview`, role, sheetBody, async (req, res) => {
      res.json({ success: true, ...(await previewPriceSheet(ctx, scopeOf(res.locals.user), sheetOf(req))) });
    });
    router.post(`${base}/apply`, role, sheetBody, async (req, res) => {
      const basis = typeof req.query.basis === "string" ? req.query.basis : "";
      const result = await applyPriceSheet(ctx, res.locals.user, scopeOf(res.locals.user), sheetOf(req), basis);
      if (!result.ok) return void res.status(result.status).json({ success: false, ...result });
      res.json({ success: true, ...result });
    });
  };
  sheetRoutes("/price-sheet", admin, () => ({}));
  sheetRoutes("/partner/price-sheet", partner, (user) => ({ partner: user }));

  router.post("/bulk-price/preview", admin, async (req, res) => {
    res.json({ success: true, ...(await previewBulkPrice(ctx, req.body)) });
  });
  router.post("/bulk-price/apply", admin, async (req, res) => {
    res.json({ success: true, ...(await applyBulkPrice(ctx, res.locals.user, req.body)) });
  });
  return router;
}
