import { appContext } from "#app/context";
import { siteOrigin } from "#app/lib/origin.server";
import { buildSitemap } from "#server/services/seo/sitemap";
import type { Route } from "./+types/sitemap";

export async function loader({ context, request }: Route.LoaderArgs) {
  const xml = await buildSitemap(context.get(appContext), siteOrigin(context, request));
  return new Response(xml, {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
    },
  });
}
