import { desc, eq } from "drizzle-orm";
import { NO_DEPOSIT_CATEGORY, VEHICLE_CATEGORIES } from "#domain/categories";
import { categoryPath, vehiclePath } from "#domain/paths";
import { PRIVATE_PAGE_PREFIXES } from "#domain/private-paths";
import type { AppContext } from "#server/context";
import { vehicles } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

/** sitemap.xml of every public page and listed vehicle (게시 중 only), with each vehicle's last change. */
export async function buildSitemap(ctx: AppContext, origin: string): Promise<string> {
  const version = await getDataVersion(ctx);
  return ctx.cache.get(`sitemap:${origin}`, version, async () => {
    const rows = await ctx.db
      .select({ slug: vehicles.slug, updatedAt: vehicles.updatedAt })
      .from(vehicles)
      .where(eq(vehicles.status, "published"))
      .orderBy(desc(vehicles.updatedAt));
    const latest = rows[0]?.updatedAt.toISOString();
    const pages: { path: string; lastmod?: string }[] = [
      { path: "/", lastmod: latest },
      { path: "/new-cars", lastmod: latest },
      { path: "/used-cars", lastmod: latest },
      { path: "/reviews" },
      ...[...VEHICLE_CATEGORIES, NO_DEPOSIT_CATEGORY].map((c) => ({ path: categoryPath(c) })),
      ...rows.map((r) => ({ path: vehiclePath(r.slug), lastmod: r.updatedAt.toISOString() })),
    ];
    const urls = pages
      .map(
        (p) =>
          `  <url><loc>${xmlEscape(origin + p.path)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ""}</url>`,
      )
      .join("\n");
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
}

export function buildRobots(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...PRIVATE_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    "Disallow: /api/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
