import { categorySlug } from "./categories";

/**
 * Public addresses that both the pages and the server write (links, canonical URLs, the sitemap), so they
 * agree. Segments are escaped: slugs and category names may be Korean. Links to other routes are built in
 * app/ with React Router's typed `href()`.
 */

/** `/vehicles/{slug}`, the canonical address of a vehicle page (its `/vehicle-info/` alias included). */
export function vehiclePath(slug: string): string {
  return `/vehicles/${encodeURIComponent(slug)}`;
}

/** Path of a category's listing page; under `/customer` when the visitor came from the customer home. */
export function categoryPath(category: string, options: { customer?: boolean } = {}): string {
  const slug = encodeURIComponent(categorySlug(category));
  return options.customer ? `/customer/vehicle-detail/${slug}` : `/vehicle-detail/${slug}`;
}

/**
 * The query parameters public pages read (filters, list pages, a form's result). A kept page is keyed and
 * rendered by its path and these alone: others (campaign tags, click ids, cache-busting junk) change nothing a
 * page shows, so they neither render it again nor take room among the kept pages. A page that reads a new
 * parameter adds it here.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  "badge",
  "brand",
  "callback",
  "cars",
  "cursor",
  "deposit",
  "fuel",
  "group",
  "inquiry",
  "page",
  "price",
  "q",
  "quote",
  "recent",
  "review",
  "sort",
  "type",
]);

/**
 * The address a public page is kept and rendered under: its path and its known parameters, in the order sent
 * (a page that redirects to a cleaned address keeps the visitor's order).
 */
export function keptPageUrl(url: URL): string {
  const kept = [...url.searchParams].filter(([name]) => PAGE_QUERY_PARAMS.has(name));
  const query = new URLSearchParams(kept).toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ""}`;
}

/** The longest search query a page reads; the rest of a longer one is not searched. */
export const SEARCH_QUERY_MAX = 100;

/**
 * The search query as every page reads and keeps it: NFC, runs of spaces as one (spacing does not change what is
 * found), trimmed, at most SEARCH_QUERY_MAX characters.
 */
export function searchQueryOf(raw: string | null | undefined): string {
  return (raw ?? "").normalize("NFC").replace(/\s+/g, " ").trim().slice(0, SEARCH_QUERY_MAX).trim();
}
