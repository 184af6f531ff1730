import type { AppContext } from "#server/context";
import { createVersionedCache, type VersionedCache } from "./versioned-cache";

const caches = new WeakMap<AppContext, VersionedCache>();

/**
 * A second versioned cache, per process, for answers keyed by what clients choose (a vehicle's slug, a search, a
 * list's filters): however many of those arrive, they only push each other out, never the few site-wide entries of
 * `ctx.cache` (the home page's data, the lists' first pages).
 */
export function itemCache(ctx: AppContext): VersionedCache {
  let cache = caches.get(ctx);
  if (!cache) {
    cache = createVersionedCache();
    caches.set(ctx, cache);
  }
  return cache;
}
