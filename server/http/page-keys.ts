import { searchQueryOf } from "#domain/paths";
import type { AppContext } from "#server/context";
import { comparedCarSlugs } from "#server/services/catalogue/compare-vehicles";
import { keptCarSlugs } from "#server/services/catalogue/kept-vehicles";

/**
 * The one address a page's view of its parameters is kept under. Pages read only part of what a parameter may
 * say (`/compare` the first four cars the site knows, `/saved` the cars the site knows among the first 40 찜 and 20
 * 최근 본 차량, `/search` the query with its spacing folded), so every other spelling of the same view is answered
 * with a redirect to that address: one kept page serves them all, and a client inventing spellings or cars gets
 * redirects, not renders.
 */

/** Parameter values as pages read them; `null` for a parameter the rule drops. */
type Rewrite = Record<string, string | null>;

/** Values that are lists of slugs go in the address as `slugListValue` writes them: escaped slugs, plain commas. */
const LIST_PARAMS = new Set(["cars", "recent"]);

async function rewriteOf(ctx: AppContext, url: URL): Promise<Rewrite | null> {
  const params = url.searchParams;
  switch (url.pathname) {
    case "/compare":
      return params.has("cars") ? { cars: (await comparedCarSlugs(ctx, params.get("cars"))).join(",") } : null;
    case "/saved": {
      if (!params.has("cars") && !params.has("recent")) return null;
      const kept = await keptCarSlugs(ctx, { saved: params.get("cars"), recent: params.get("recent") });
      return {
        ...(params.has("cars") ? { cars: kept.saved.join(",") } : {}),
        ...(params.has("recent") ? { recent: kept.recent.join(",") } : {}),
      };
    }
    case "/search":
    case "/customer/search": {
      if (!params.has("q")) return null;
      // As the list pages' loaders clean their addresses (values trimmed, empty ones dropped), in the same redirect.
      const rewrite: Rewrite = Object.fromEntries([...params].map(([name, value]) => [name, value.trim() || null]));
      return { ...rewrite, q: searchQueryOf(params.get("q")) };
    }
    default:
      return null;
  }
}

const encodeValue = (name: string, value: string) =>
  LIST_PARAMS.has(name) ? value.split(",").map(encodeURIComponent).join(",") : encodeURIComponent(value);

/**
 * The address to redirect to when `url` spells a page's view differently from its kept address (path and query),
 * or null when it is that address already. Parameters the rule does not name stay as they are, in their order.
 */
export async function canonicalPageAddress(ctx: AppContext, url: URL): Promise<string | null> {
  const rewrite = await rewriteOf(ctx, url);
  if (!rewrite || Object.keys(rewrite).length === 0) return null;
  const entries: [string, string][] = [];
  const written = new Set<string>();
  for (const [name, value] of url.searchParams) {
    if (!(name in rewrite)) {
      entries.push([name, value]);
      continue;
    }
    // The first of a repeated parameter is the one pages read; the others go.
    if (written.has(name)) continue;
    written.add(name);
    const kept = rewrite[name];
    if (kept) entries.push([name, kept]);
  }
  const original = [...url.searchParams];
  const same =
    original.length === entries.length && original.every(([n, v], i) => entries[i]![0] === n && entries[i]![1] === v);
  if (same) return null;
  const query = entries.map(([name, value]) => `${encodeURIComponent(name)}=${encodeValue(name, value)}`).join("&");
  return `${url.pathname}${query ? `?${query}` : ""}`;
}
