import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import type { RequestHandler } from "express";
import { ATTRIBUTION_KEYS, campaignOf, type LeadAttribution } from "#domain/lead";

/**
 * Where a visit without scripts came from. With scripts the page keeps the first touch in the tab
 * (app/lib/attribution.ts) and sends it with a lead; without them a form knows only its own page, so a visitor who
 * landed on `/?utm_source=naver` and asked from a vehicle page would be counted as coming from nowhere. The first
 * page of a visit that carries campaign tags therefore gets a cookie with that page and its tags, for the browser
 * session only, and a lead posted without scripts reads it back (`landingTouchOf`).
 *
 * What the cookie holds comes from the URL alone (no referrer, nothing about the visitor), so a shared cache that
 * kept the answer with its Set-Cookie would hand every visitor of that URL the very cookie they would get anyway.
 */
export const LANDING_COOKIE = "rp_touch";

function pageRequest(path: string, accept: string | undefined): boolean {
  return !path.startsWith("/api/") && !path.endsWith(".data") && Boolean(accept?.includes("text/html"));
}

export function landingTouch(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" || !pageRequest(req.path, req.headers.accept)) return next();
    const query = req.originalUrl.split("?")[1];
    if (!query?.includes("utm_")) return next();
    // First touch wins for the visit: a later tagged page leaves it as it is.
    if (req.headers.cookie && parseCookie(req.headers.cookie)[LANDING_COOKIE]) return next();
    const campaign = campaignOf(new URLSearchParams(query));
    if (Object.keys(campaign).length === 0) return next();
    const touch: LeadAttribution = { landingPath: req.originalUrl.slice(0, 500), ...campaign };
    res.append(
      "Set-Cookie",
      serializeCookie(LANDING_COOKIE, JSON.stringify(touch), {
        httpOnly: true,
        sameSite: "lax",
        secure: req.secure,
        path: "/",
      }),
    );
    next();
  };
}

/** The landing kept by `landingTouch` in a request's cookies: only the known keys with text values, or none. */
export function landingTouchOf(cookieHeader: string | null | undefined): LeadAttribution {
  const touch: LeadAttribution = {};
  const raw = cookieHeader ? parseCookie(cookieHeader)[LANDING_COOKIE] : undefined;
  if (!raw) return touch;
  try {
    const value = JSON.parse(raw) as Record<string, unknown>;
    for (const key of ATTRIBUTION_KEYS) {
      const text = value?.[key];
      if (typeof text === "string" && text.trim()) touch[key] = text.trim().slice(0, 500);
    }
  } catch {
    // A cookie that is not ours says nothing.
  }
  return touch;
}
