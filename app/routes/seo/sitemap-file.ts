import { appContext } from "#app/context";
import { siteOrigin } from "#app/lib/origin.server";
import { buildSitemapFile, SITEMAP_HEADERS } from "#server/services/seo/sitemap";
import type { Route } from "./+types/sitemap-file";

/** One file of the sitemap index; 404 for a name the index does not list. */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const xml = await buildSitemapFile(context.get(appContext), await siteOrigin(context, request), params.file);
  if (xml === null)
    return new Response("사이트맵 파일을 찾을 수 없습니다.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(xml, { headers: SITEMAP_HEADERS });
}
