/**
 * In-memory cache of derived data (lists, rendered JSON) keyed by the data version: a new version makes
 * every entry stale, so nothing needs invalidating by hand and instances never serve each other's stale data
 * for longer than the version check interval.
 */
export interface VersionedCache {
  get<T>(key: string, version: number | string, compute: () => Promise<T>): Promise<T>;
  /** The last data version read, and when; lets hot paths skip a query for a short while. */
  versionMemo: { version: number; readAt: number } | null;
  /** True while every version change is pushed to this process as it commits (PostgreSQL notifications). */
  versionPushed: boolean;
}

const MAX_ENTRIES = 500;

export function createVersionedCache(): VersionedCache {
  const entries = new Map<string, { version: number | string; value: Promise<unknown> }>();
  return {
    versionMemo: null,
    versionPushed: false,
    get<T>(key: string, version: number | string, compute: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.version === version) return hit.value as Promise<T>;
      const value = compute();
      entries.set(key, { version, value });
      // A failed computation must not stay cached.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      if (entries.size > MAX_ENTRIES) {
        for (const [k, entry] of entries) if (entry.version !== version) entries.delete(k);
        if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      }
      return value;
    },
  };
}
