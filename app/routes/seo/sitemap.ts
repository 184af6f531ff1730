import { appContext } from "#app/context";
import { siteOrigin } from "#app/lib/origin.server";
import { buildSitemapIndex, SITEMAP_HEADERS } from "#server/services/seo/sitemap";
import type { Route } from "./+types/sitemap";

/** `/sitemap.xml`: the index of the sitemap files (`/sitemaps/pages.xml`, `/sitemaps/vehicles-1.xml` …). */
export async function loader({ context, request }: Route.LoaderArgs) {
  const xml = await buildSitemapIndex(context.get(appContext), await siteOrigin(context, request));
  return new Response(xml, { headers: SITEMAP_HEADERS });
}
