import { existsSync } from "node:fs";
import path from "node:path";
import type { Config } from "#server/config";
import type { Logger } from "#server/log";
import { type Database, openDatabase } from "./client";

/** The site's database: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR/pgdata. */
export function openSiteDatabase(config: Config, log: Logger): Promise<Database> {
  const pgliteDir = config.databaseUrl ? undefined : path.join(config.dataDir, "pgdata");
  // Creating the embedded database takes several seconds of CPU, longer on a busy machine: said, not silent.
  if (pgliteDir && !existsSync(path.join(pgliteDir, "PG_VERSION")))
    log.info("내장 데이터베이스를 만드는 중… (처음 한 번)");
  return openDatabase({ url: config.databaseUrl, pgliteDir, poolSize: config.databasePoolSize });
}
