import { createVersionedCache, type VersionedCache } from "#server/shared/versioned-cache";
import type { Config } from "./config";
import type { Database, Db } from "./db/client";
import type { Logger } from "./log";
import type { MediaStorage } from "./media/storage";

/**
 * Everything a service needs. Services are plain functions taking this first, so the Express API and the
 * React Router loaders (which get it through the load context) share one instance and one cache.
 */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  storage: MediaStorage;
  log: Logger;
  cache: VersionedCache;
  /** Set once the process is stopping: it finishes what it has and answers not ready (`/readyz`). */
  lifecycle: { draining: boolean };
}

export function createContext(parts: Omit<AppContext, "db" | "cache" | "lifecycle">): AppContext {
  return { ...parts, db: parts.database.db, cache: createVersionedCache(), lifecycle: { draining: false } };
}

/** A database handle or an open transaction: services that write take either. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];
