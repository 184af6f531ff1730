import { siteOrigin } from "#app/lib/origin.server";
import { buildRobots } from "#server/services/seo/sitemap";
import type { Route } from "./+types/robots";

export async function loader({ context, request }: Route.LoaderArgs) {
  return new Response(buildRobots(await siteOrigin(context, request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
