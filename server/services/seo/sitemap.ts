import { sql } from "drizzle-orm";
import { NO_DEPOSIT_CATEGORY, VEHICLE_CATEGORIES } from "#domain/categories";
import { categoryPath, vehiclePath } from "#domain/paths";
import { PRIVATE_PAGE_PREFIXES } from "#domain/private-paths";
import type { AppContext } from "#server/context";
import { LISTED } from "#server/services/catalogue/list-scope";
import { getDataVersion } from "#server/shared/data-version";
import { itemCache } from "#server/shared/item-cache";

/** Headers of the sitemap index and its files. */
export const SITEMAP_HEADERS = {
  "Content-Type": "application/xml; charset=utf-8",
  "Cache-Control": "public, max-age=0, s-maxage=300, stale-while-revalidate=3600",
};

/** sitemaps.org allows 50,000 URLs (and 50 MB) per file. */
export const SITEMAP_URLS_PER_FILE = 50_000;

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

/** The vehicles' files: where each starts (the first id) and its last change. */
interface VehicleParts {
  starts: number[];
  lastmods: string[];
  /** The last change of any vehicle, for the fixed pages (their lists show the vehicles). */
  latest: string | undefined;
}

/** Splits the listed vehicles (게시 중 only), in id order, into files of SITEMAP_URLS_PER_FILE; one pass per data version. */
async function vehicleParts(ctx: AppContext): Promise<VehicleParts> {
  const version = await getDataVersion(ctx);
  return ctx.cache.get("sitemap:parts", version, async () => {
    const result = (await ctx.db.execute(sql`
      select ((rn - 1) / ${SITEMAP_URLS_PER_FILE})::int as part, min(id)::int as start, max(updated_at) as lastmod
      from (select id, updated_at, row_number() over (order by id) as rn from vehicles where ${LISTED}) numbered
      group by 1 order by 1`)) as unknown as { rows: { part: number; start: number; lastmod: Date | string }[] };
    const lastmods = result.rows.map((r) => new Date(r.lastmod).toISOString());
    return {
      starts: result.rows.map((r) => Number(r.start)),
      lastmods,
      latest: lastmods.toSorted().at(-1),
    };
  });
}

/** The file names of the sitemap index, beside `/sitemap.xml`: `pages.xml`, `vehicles-1.xml` … */
export const sitemapFilePath = (name: string) => `/sitemaps/${name}`;

/** `/sitemap.xml`: the index of the sitemap files, each with its last change. */
export async function buildSitemapIndex(ctx: AppContext, origin: string): Promise<string> {
  const parts = await vehicleParts(ctx);
  const files = [
    { name: "pages.xml", lastmod: parts.latest },
    ...parts.starts.map((_, i) => ({ name: `vehicles-${i + 1}.xml`, lastmod: parts.lastmods[i] })),
  ];
  const entries = files
    .map(
      (f) =>
        `  <sitemap><loc>${xmlEscape(origin + sitemapFilePath(f.name))}</loc>${f.lastmod ? `<lastmod>${f.lastmod}</lastmod>` : ""}</sitemap>`,
    )
    .join("\n");
  return `${XML_HEAD}<sitemapindex ${NS}>\n${entries}\n</sitemapindex>\n`;
}

function urlset(pages: { path: string; lastmod?: string }[], origin: string): string {
  const urls = pages
    .map(
      (p) =>
        `  <url><loc>${xmlEscape(origin + p.path)}</loc>${p.lastmod ? `<lastmod>${p.lastmod}</lastmod>` : ""}</url>`,
    )
    .join("\n");
  return `${XML_HEAD}<urlset ${NS}>\n${urls}\n</urlset>\n`;
}

/**
 * One file of the sitemap: `pages.xml` (the fixed pages and the categories) or `vehicles-N.xml` (the Nth 50,000
 * vehicles by id, each with its last change); null for any other name.
 */
export async function buildSitemapFile(ctx: AppContext, origin: string, name: string): Promise<string | null> {
  const parts = await vehicleParts(ctx);
  if (name === "pages.xml") {
    return urlset(
      [
        { path: "/", lastmod: parts.latest },
        { path: "/new-cars", lastmod: parts.latest },
        { path: "/used-cars", lastmod: parts.latest },
        { path: "/reviews" },
        ...[...VEHICLE_CATEGORIES, NO_DEPOSIT_CATEGORY].map((c) => ({ path: categoryPath(c) })),
        { path: "/privacy" },
        { path: "/terms" },
      ],
      origin,
    );
  }
  const match = /^vehicles-([1-9]\d{0,5})\.xml$/.exec(name);
  const index = match ? Number(match[1]) - 1 : -1;
  const start = parts.starts[index];
  if (start === undefined) return null;
  const end = parts.starts[index + 1];
  const version = await getDataVersion(ctx);
  return itemCache(ctx).get(`sitemap:${origin}:${name}`, version, async () => {
    const rows = (await ctx.db.execute(sql`
      select slug, updated_at from vehicles
      where ${LISTED} and id >= ${start} ${end === undefined ? sql`` : sql`and id < ${end}`} order by id`)) as unknown as {
      rows: { slug: string; updated_at: Date | string }[];
    };
    return urlset(
      rows.rows.map((r) => ({ path: vehiclePath(r.slug), lastmod: new Date(r.updated_at).toISOString() })),
      origin,
    );
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
