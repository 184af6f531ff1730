import { createHash } from "node:crypto";
import { type Request, type Response, Router } from "express";
import { z } from "zod";
import { VEHICLE_GONE } from "#domain/listing";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import { toDetails, toEssential } from "#domain/vehicle-parts";
import type { SessionUser } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { HttpError, parseInput } from "#server/errors";
import { precompress, sendPrecompressed } from "#server/http/precompressed";
import { listVehiclesForUser } from "#server/services/admin/vehicle-lists";
import { findRetiredVehicle, findVehicleBySlug } from "#server/services/catalogue/find-vehicle";
import { listBoardPosts } from "#server/services/catalogue/list-board-posts";
import { listEssentialVehicles } from "#server/services/catalogue/list-essential-vehicles";
import { listVehicles } from "#server/services/catalogue/list-vehicles";
import { getDataVersion } from "#server/shared/data-version";

const BAD_QUERY = "검색 조건이 올바르지 않습니다.";

const text = z.string({ error: BAD_QUERY }).trim().max(100, BAD_QUERY).optional();
const price = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.coerce
    .number({ error: "가격은 숫자로 입력해주세요." })
    .min(0, "가격은 0 이상이어야 합니다.")
    .max(100_000, "가격이 너무 큽니다.")
    .optional(),
);

const listQuery = z.object({ category: text });
const essentialQuery = z.object({ badges: text, category: text, minPrice: price, maxPrice: price });

/**
 * Public catalogue reads. Every answer depends only on the data version and the URL, so each carries a
 * strong ETag of both and a repeated request with If-None-Match gets a bodiless 304.
 */
export function catalogueRouter(ctx: AppContext): Router {
  const router = Router();

  router.get("/vehicles", async (req, res) => {
    const { category } = parseInput(listQuery, req.query);
    const user = res.locals.user as SessionUser | undefined;
    if (user) {
      // Drafts and changes under review move no data version: a signed-in list is never answered from a validator.
      res.set("Cache-Control", "private, no-store");
      const vehicles = await listVehiclesForUser(ctx, user, { category });
      return void res.json({ success: true, vehicles, count: vehicles.length });
    }
    if (await notModified(ctx, req, res)) return;
    const vehicles = await listVehicles(ctx, { category });
    res.json({ success: true, vehicles, count: vehicles.length });
  });

  router.get("/vehicles/essential", async (req, res) => {
    const filter = parseInput(essentialQuery, req.query);
    if (await notModified(ctx, req, res)) return;
    const answer = async () => {
      const vehicles = await listEssentialVehicles(ctx, filter);
      return JSON.stringify({ success: true, vehicles, count: vehicles.length });
    };
    // The whole list is the heaviest answer and asked for on every visit: it is serialised and compressed once
    // per data version. Price ranges are chosen freely by clients, so those answers are not kept.
    if (filter.minPrice !== undefined || filter.maxPrice !== undefined)
      return void res.type("json").send(await answer());
    const key = `catalogue:essential-body:${filter.badges ?? ""}|${filter.category ?? ""}`;
    sendPrecompressed(
      req,
      res,
      await ctx.cache.get(key, await getDataVersion(ctx), async () =>
        precompress(await answer(), "application/json; charset=utf-8"),
      ),
    );
  });

  const bySlug = async (req: Request, res: Response) => {
    if (await notModified(ctx, req, res)) return null;
    const slug = String(req.params.slug ?? "");
    const vehicle = await findVehicleBySlug(ctx, slug);
    if (vehicle) return vehicle;
    if (await findRetiredVehicle(ctx, slug)) throw new HttpError(410, VEHICLE_GONE);
    throw new HttpError(404, VEHICLE_NOT_FOUND);
  };
  router.get("/vehicles/slug/:slug", async (req, res) => {
    const vehicle = await bySlug(req, res);
    if (vehicle) res.json(vehicle);
  });
  router.get("/vehicles/slug/:slug/essential", async (req, res) => {
    const vehicle = await bySlug(req, res);
    if (vehicle) res.json(toEssential(vehicle));
  });
  router.get("/vehicles/slug/:slug/details", async (req, res) => {
    const vehicle = await bySlug(req, res);
    if (vehicle) res.json(toDetails(vehicle));
  });
  router.get("/vehicles/slug/:slug/thumbnails", async (req, res) => {
    const vehicle = await bySlug(req, res);
    if (vehicle) res.json({ thumbnails: vehicle.thumbnails });
  });

  router.get("/board-posts", async (req, res) => {
    if (await notModified(ctx, req, res)) return;
    res.json({ posts: await listBoardPosts(ctx) });
  });

  return router;
}

/** Strong validator of a response: the data version and the full URL (path and query). */
export function catalogueEtag(version: number, url: string): string {
  return `"v${version}-${createHash("sha256").update(url).digest("base64url").slice(0, 22)}"`;
}

/** If-None-Match matches when any listed tag equals ours (weak prefixes ignored, as RFC 9110 asks for GET) or is `*`. */
function matchesIfNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((raw) => {
    const tag = raw.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

/**
 * Sets the validators and caching headers, and answers 304 when the client already holds this version.
 * Shared caches may store the anonymous answer but must revalidate; a signed-in user's answer stays private.
 */
async function notModified(ctx: AppContext, req: Request, res: Response): Promise<boolean> {
  const etag = catalogueEtag(await getDataVersion(ctx), req.originalUrl);
  res.set("ETag", etag);
  res.set("Cache-Control", res.locals.user ? "private, no-cache" : "public, max-age=0, must-revalidate");
  if (!matchesIfNoneMatch(req.get("if-none-match"), etag)) return false;
  res.status(304).end();
  return true;
}
