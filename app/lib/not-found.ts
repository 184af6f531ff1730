import { data, isRouteErrorResponse } from "react-router";
import type { VehicleCardItem } from "#domain/vehicle-parts";

/** The glossary's 404 text: an address that names no page at all, and any 404 without a message of its own. */
export const PAGE_NOT_FOUND = "페이지를 찾을 수 없습니다";

/**
 * What a loader throws when the thing its address names is not there: a 404 that the area's layout boundary
 * (site, admin, partners) shows inside the area's own chrome with `message`, one message per thing
 * (`VEHICLE_NOT_FOUND`, `LEAD_NOT_FOUND`, …). `throw notFound(VEHICLE_NOT_FOUND)`.
 */
export function notFound(message: string) {
  return data({ notFound: message }, { status: 404 });
}

/**
 * The message of a thrown 404: the one `notFound(...)` carries, else `fallback` (React Router's own 404s carry
 * English text, never shown). `null` for any other error, which keeps its own handling.
 */
export function notFoundMessage(error: unknown, fallback: string): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 404) return null;
  const message = (error.data as { notFound?: unknown } | null | undefined)?.notFound;
  return typeof message === "string" && message ? message : fallback;
}

/** What the 410 page of a deleted listing shows: the car it was, and similar cars still listed. */
export interface GoneListing {
  name: string;
  category: string;
  similar: VehicleCardItem[];
}

/**
 * What a vehicle page's loader throws for a deleted listing that was public: 410 with similar cars, shown by the
 * site layout's boundary inside the site's chrome (an ad's or a chat's link still leads somewhere).
 */
export function gone(listing: GoneListing) {
  return data({ gone: listing }, { status: 410 });
}

/** The deleted listing a thrown 410 carries, or null for any other error. */
export function goneListing(error: unknown): GoneListing | null {
  if (!isRouteErrorResponse(error) || error.status !== 410) return null;
  const listing = (error.data as { gone?: GoneListing } | null | undefined)?.gone;
  return listing && typeof listing.name === "string" ? listing : null;
}
