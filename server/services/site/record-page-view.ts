import { createHash } from "node:crypto";
import { lt, sql } from "drizzle-orm";
import { z } from "zod";
import { canonicalCategory, categorySlug } from "#domain/categories";
import { addressLimitKey } from "#domain/client-address";
import { vehiclePath } from "#domain/paths";
import { isPrivatePath } from "#domain/private-paths";
import type { AppContext } from "#server/context";
import { pageViews, pageViewVisitors, vehiclePageVisitors } from "#server/db/schema";
import { HttpError, parseInput } from "#server/errors";
import { findVehicleBySlug } from "#server/services/catalogue/find-vehicle";
import { hitWithinLimit } from "#server/shared/rate-limit";

export const PAGE_VIEW_PATH_INVALID = "사이트 페이지 경로가 아닙니다.";

export const pageViewSchema = z.object({
  path: z
    .string({ error: "경로가 필요합니다." })
    .min(1, "경로가 필요합니다.")
    .max(500, "경로가 너무 깁니다.")
    .startsWith("/", "경로는 /로 시작해야 합니다."),
});

/** Page views one address may add per minute; more are answered the same but not stored. */
export const PAGE_VIEW_LIMIT = 120;
export const PAGE_VIEW_WINDOW_MS = 60_000;

/** The customer pages without a parameter (app/routes.ts), as the dashboard lists them. */
const FIXED_PAGES = new Set([
  "/",
  "/home",
  "/customer",
  "/search",
  "/customer/search",
  "/new-cars",
  "/used-cars",
  "/customer/used-cars",
  "/reviews",
  "/reviews/new",
  "/compare",
  "/saved",
  "/privacy",
  "/terms",
]);
const CATEGORY_PREFIXES = new Set(["/vehicle-detail", "/customer/vehicle-detail", "/customer/vehicles", "/vehicle"]);
const VEHICLE_PREFIXES = new Set(["/vehicles", "/vehicle-info"]);

/**
 * The path a view is counted under, or null when it is no customer page: a fixed page; a category page of a
 * known category (under its canonical slug); a vehicle page of a listed vehicle (its canonical address). A
 * search is counted as `/search`: the term is what the visitor typed (a name, a phone number, anything).
 * Nothing else reaches the figures, so a client cannot write its own text into 인기 페이지.
 */
export async function countedPagePath(ctx: AppContext, sent: string): Promise<string | null> {
  const raw = sent.split(/[?#]/)[0] ?? "";
  const path = raw.length > 1 ? raw.replace(/\/$/, "") : raw;
  // The router matches paths in any letter case; the figures use the routes' own.
  if (FIXED_PAGES.has(path.toLowerCase())) return path.toLowerCase();
  const cut = path.lastIndexOf("/");
  const prefix = path.slice(0, cut).toLowerCase();
  const segment = path.slice(cut + 1);
  if (!segment) return null;
  if (prefix === "/search") return "/search";
  if (CATEGORY_PREFIXES.has(prefix)) {
    const category = canonicalCategory(segment);
    return category ? `${prefix}/${encodeURIComponent(categorySlug(category))}` : null;
  }
  if (VEHICLE_PREFIXES.has(prefix)) {
    const vehicle = await findVehicleBySlug(ctx, segment);
    if (!vehicle) return null;
    return prefix === "/vehicles" ? vehiclePath(vehicle.slug) : `/vehicle-info/${encodeURIComponent(vehicle.slug)}`;
  }
  return null;
}

/** Today in Asia/Seoul, so the visitor salt turns over at Korean midnight. */
function seoulDay(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

/**
 * Identifies a visitor for one day without keeping the IP: a hash salted with the secret and the date. An IPv6
 * visitor is its /64, as for the limits: a browser moving between the addresses of its /64 stays one visitor.
 */
export function visitorHash(secret: string, ip: string, userAgent: string, now = new Date()): string {
  return createHash("sha256")
    .update(`${secret}|${seoulDay(now)}|${addressLimitKey(ip)}|${userAgent}`)
    .digest("hex")
    .slice(0, 32);
}

/**
 * Counts a view of a customer page. A path that is no customer page is refused (400, Korean); a signed-in
 * area's path is ignored. A visitor's repeated views of one path within a clock minute count once, and one
 * address adds at most PAGE_VIEW_LIMIT a minute: the rest are answered the same and stored nowhere, so a
 * flood neither inflates the figures nor grows the tables.
 */
export async function recordPageView(
  ctx: AppContext,
  input: unknown,
  visitor: { ip: string; userAgent: string; bucket: string },
  now = new Date(),
): Promise<void> {
  const { path: sent } = parseInput(pageViewSchema, input);
  if (isPrivatePath(sent)) return;
  const path = await countedPagePath(ctx, sent);
  if (path === null) throw new HttpError(400, PAGE_VIEW_PATH_INVALID, { path: PAGE_VIEW_PATH_INVALID });
  if (
    !ctx.config.rateLimitDisabled &&
    !(await hitWithinLimit(ctx, visitor.bucket, PAGE_VIEW_LIMIT, PAGE_VIEW_WINDOW_MS))
  )
    return;
  await ctx.db
    .insert(pageViews)
    .values({
      path,
      visitorHash: visitorHash(ctx.config.sessionSecret, visitor.ip, visitor.userAgent, now),
      minute: Math.floor(now.getTime() / 60_000),
    })
    .onConflictDoNothing();
}

/**
 * Deletes raw page views older than PAGE_VIEW_RETENTION_DAYS, and the per-day visitor and vehicle-page visitor
 * marks of those days. The daily figures they made stay: the delete runs with `rentcar.keep_tallies` set, which
 * the tally trigger reads.
 */
export async function purgeOldPageViews(ctx: AppContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ctx.config.pageViewRetentionDays * 24 * 3600_000);
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('rentcar.keep_tallies', 'on', true)`);
    const result = (await tx.execute(sql`
      with removed as (delete from ${pageViews} where ${pageViews.viewedAt} < ${cutoff} returning 1)
      select count(*)::int as n from removed`)) as unknown as { rows: { n: number | string }[] };
    await tx.delete(pageViewVisitors).where(lt(pageViewVisitors.day, seoulDay(cutoff)));
    await tx.delete(vehiclePageVisitors).where(lt(vehiclePageVisitors.day, seoulDay(cutoff)));
    return Number(result.rows[0]?.n ?? 0);
  });
}
