import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type Database, openDatabase } from "#server/db/client";
import { createPostgresDatabase } from "./postgres-database";

export interface SiteData {
  /** DATA_DIR and DATABASE_URL for `startSiteProcess`: the embedded database in DATA_DIR, or a fresh PostgreSQL database. */
  env: { DATA_DIR: string; DATABASE_URL: string };
  mediaDir: string;
  /** Opens the site's database from the test (for PGlite only while no site process holds it). */
  open(): Promise<Database>;
  remove(): Promise<void>;
}

/** A data folder and an empty database for whole-site processes, on PostgreSQL when the project sets TEST_DB=postgres. */
export async function freshSiteData(): Promise<SiteData> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-site-"));
  const postgres = process.env.TEST_DB === "postgres" ? await createPostgresDatabase() : null;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: postgres?.url ?? "" },
    mediaDir: path.join(dataDir, "media"),
    open: () =>
      openDatabase(postgres ? { url: postgres.url, poolSize: 2 } : { pgliteDir: path.join(dataDir, "pgdata") }),
    remove: async () => {
      await postgres?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
