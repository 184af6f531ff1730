import { data, isRouteErrorResponse } from "react-router";

/** The glossary's 404 text: an address that names no page at all, and any 404 without a message of its own. */
export const PAGE_NOT_FOUND = "페이지를 찾을 수 없습니다";

/** A 견적서 link that names no quote: mistyped, cut short in a chat, or deleted after its time. */
export const QUOTE_NOT_FOUND = "견적서를 찾을 수 없습니다";

/**
 * The consultation form on the home page, told which address the visitor could not open (`?from=`): the lead's
 * page then names the dead link, so the broker knows what the customer was looking at. A kept page ignores the
 * parameter (domain/paths.ts), and the form reads it from the address as the visitor has it.
 */
export function askFromHref(home: string, pathname: string, hash: string): string {
  return `${home}?${new URLSearchParams({ from: pathname.slice(0, 200) })}#${hash}`;
}

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
