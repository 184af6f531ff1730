import { createHash } from "node:crypto";
import { type Request, type Response, Router } from "express";
import { z } from "zod";
import { CURSOR_INVALID } from "#domain/list-cursor";
import { VEHICLE_GONE } from "#domain/listing";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import { SUGGEST_QUERY_MAX } from "#domain/vehicle-list";
import { toDetails, toEssential } from "#domain/vehicle-parts";
import type { SessionUser } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { HttpError, parseInput } from "#server/errors";
import { precompress, sendPrecompressed } from "#server/http/precompressed";
import { findRetiredVehicle, findVehicleBySlug } from "#server/services/catalogue/find-vehicle";
import { listBoardPosts } from "#server/services/catalogue/list-board-posts";
import { listEssentialVehicles } from "#server/services/catalogue/list-essential-vehicles";
import { InvalidCursorError } from "#server/services/catalogue/list-query";
import { listVehicles } from "#server/services/catalogue/list-vehicles";
import { suggestVehicles } from "#server/services/catalogue/suggest-vehicles";
import { listVehiclesForUser } from "#server/services/vehicles/vehicle-lists";
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

/** API pages: 100 vehicles unless asked for fewer or more, at most 500. */
export const API_PAGE = { default: 100, max: 500 } as const;
const LIMIT_INVALID = `한 번에 받을 차량 수(limit)는 1부터 ${API_PAGE.max} 사이의 정수로 입력해주세요.`;
const limit = z.preprocess(
  (v) => (v === "" ? undefined : v),
  z.coerce
    .number({ error: LIMIT_INVALID })
    .int(LIMIT_INVALID)
    .min(1, LIMIT_INVALID)
    .max(API_PAGE.max, LIMIT_INVALID)
    .default(API_PAGE.default),
);
const cursor = z
  .string({ error: CURSOR_INVALID })
  .max(200, CURSOR_INVALID)
  .regex(/^[A-Za-z0-9_-]*$/, CURSOR_INVALID)
  .optional();

const listQuery = z.object({ category: text, limit, cursor });
const SUGGEST_INVALID = `검색어는 ${SUGGEST_QUERY_MAX}자 이내로 입력해주세요.`;
const suggestQuery = z.object({
  q: z.string({ error: SUGGEST_INVALID }).trim().max(SUGGEST_QUERY_MAX, SUGGEST_INVALID).optional(),
});
const essentialQuery = z.object({ badges: text, category: text, minPrice: price, maxPrice: price, limit, cursor });

/**
 * The spec's `{success, vehicles, count}` (count: the vehicles in this answer), with `nextCursor` when more follow:
 * a list that fits one page answers exactly as before.
 */
function listBody(vehicles: unknown[], nextCursor: string | null): string {
  return JSON.stringify({ success: true, vehicles, count: vehicles.length, ...(nextCursor ? { nextCursor } : {}) });
}

/** The page of a list, a cursor that is not ours being the client's mistake. */
async function page<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof InvalidCursorError) throw new HttpError(400, CURSOR_INVALID, { cursor: CURSOR_INVALID });
    throw error;
  }
}

/**
 * Public catalogue reads. Every answer depends only on the data version and the URL, so each carries a
 * strong ETag of both and a repeated request with If-None-Match gets a bodiless 304.
 */
export function catalogueRouter(ctx: AppContext): Router {
  const router = Router();

  // Both lists are pages: `limit` (1–500, 100 by default) vehicles from `cursor` (the `nextCursor` of the page
  // before), in listing order. The first page of each list is serialised and compressed once per data version.
  router.get("/vehicles", async (req, res) => {
    const query = parseInput(listQuery, req.query);
    const user = res.locals.user as SessionUser | undefined;
    if (user) {
      // Drafts and changes under review move no data version: a signed-in list is never answered from a validator.
      res.set("Cache-Control", "private, no-store");
      const { vehicles, nextCursor } = await page(() => listVehiclesForUser(ctx, user, query));
      return void res.type("json").send(listBody(vehicles, nextCursor));
    }
    if (await notModified(ctx, req, res)) return;
    const answer = async () => {
      const { vehicles, nextCursor } = await page(() => listVehicles(ctx, query));
      return listBody(vehicles, nextCursor);
    };
    if (query.cursor) return void res.type("json").send(await answer());
    const key = `catalogue:vehicles-body:${query.category ?? ""}|${query.limit}`;
    sendPrecompressed(
      req,
      res,
      await ctx.cache.get(key, await getDataVersion(ctx), async () =>
        precompress(await answer(), "application/json; charset=utf-8"),
      ),
    );
  });

  router.get("/vehicles/essential", async (req, res) => {
    const filter = parseInput(essentialQuery, req.query);
    if (await notModified(ctx, req, res)) return;
    const answer = async () => {
      const { vehicles, nextCursor } = await page(() => listEssentialVehicles(ctx, filter));
      return listBody(vehicles, nextCursor);
    };
    // Price ranges and cursors are chosen freely by clients, so those answers are not kept.
    if (filter.minPrice !== undefined || filter.maxPrice !== undefined || filter.cursor)
      return void res.type("json").send(await answer());
    const key = `catalogue:essential-body:${filter.badges ?? ""}|${filter.category ?? ""}|${filter.limit}`;
    sendPrecompressed(
      req,
      res,
      await ctx.cache.get(key, await getDataVersion(ctx), async () =>
        precompress(await answer(), "application/json; charset=utf-8"),
      ),
    );
  });

  // The search box's suggestions while the visitor types (the site search's rules, one listing per name).
  router.get("/vehicles/suggest", async (req, res) => {
    const { q } = parseInput(suggestQuery, req.query);
    if (await notModified(ctx, req, res)) return;
    res.json({ suggestions: await suggestVehicles(ctx, q ?? "") });
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
