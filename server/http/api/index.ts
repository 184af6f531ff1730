import express, { Router } from "express";
import type { AppContext } from "#server/context";
import { sendError } from "#server/http/errors";
import { refuseDeepJson } from "#server/http/json-depth";
import { sameOriginMutations } from "#server/http/security";
import { adminRouter } from "./admin";
import { adminAlertsRouter } from "./admin-alerts";
import { adminHeldLeadsRouter } from "./admin-held-leads";
import { adminVehiclesRouter } from "./admin-vehicles";
import { catalogueRouter } from "./catalogue";
import { inquiriesRouter } from "./inquiries";
import { mediaRouter } from "./media";
import { partnersRouter } from "./partners";
import { priceToolsRouter } from "./price-tools";
import { quotesRouter } from "./quotes";
import { reviewsRouter } from "./reviews";
import { sharingRouter } from "./sharing";
import { siteRouter } from "./site";

/** Every /api route. Each area's router sits in its own file and checks its own roles. */
export function apiRouter(ctx: AppContext): Router {
  const api = Router();
  api.use(sameOriginMutations);
  api.use((_req, res, next) => {
    res.set("Cache-Control", "no-store");
    next();
  });
  api.use(mediaRouter(ctx));
  api.use(express.json({ limit: "1mb", verify: refuseDeepJson }));
  api.use(siteRouter(ctx));
  api.use(catalogueRouter(ctx));
  api.use(sharingRouter(ctx));
  api.use(inquiriesRouter(ctx));
  api.use(quotesRouter(ctx));
  api.use(reviewsRouter(ctx));
  api.use(adminRouter(ctx));
  api.use(adminAlertsRouter(ctx));
  api.use(adminHeldLeadsRouter(ctx));
  api.use(adminVehiclesRouter(ctx));
  api.use(partnersRouter(ctx));
  api.use(priceToolsRouter(ctx));
  api.use((_req, res) => sendError(res, 404, "요청하신 API를 찾을 수 없습니다."));
  return api;
}
