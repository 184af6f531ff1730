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
