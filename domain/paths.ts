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

const PAGE_QUERY_PARAM_NAMES = [
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
] as const;

/** A query parameter a public page reads. */
export type PageQueryParam = (typeof PAGE_QUERY_PARAM_NAMES)[number];

/**
 * The query parameters public pages read (filters, list pages, a form's result). A kept page is keyed and
 * rendered by its path and these alone: others (campaign tags, click ids, cache-busting junk) change nothing a
 * page shows, so they neither render it again nor take room among the kept pages. A page reads them through
 * `pageQuery`, which takes no other name.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set<string>(PAGE_QUERY_PARAM_NAMES);

/** A public page's query, read by the names PAGE_QUERY_PARAMS lists and no other. */
export interface PageQuery {
  get(name: PageQueryParam): string | null;
}

/**
 * The query of a public page's address, for its loader and the helpers it hands it to. A kept page is rendered
 * from `keptPageUrl`, without the parameters not listed, so a page reading one would always find it missing: a new
 * one goes into the list first, or does not type-check (app/routes/kept-page-query.test.ts finds reads past this).
 */
export function pageQuery(from: URL | { url: string }): PageQuery {
  return (from instanceof URL ? from : new URL(from.url)).searchParams;
}

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
