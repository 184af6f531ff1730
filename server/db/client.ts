import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { PROJECT_ROOT } from "#server/project-root";
import * as schema from "./schema";

const migrationsFolder = path.join(PROJECT_ROOT, "drizzle");

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Answers whether the database can run a query right now. */
  ping(): Promise<boolean>;
  /** Applies the committed migrations in drizzle/. */
  migrate(): Promise<void>;
  /** Whether `migrate` has run to the end in this process (the site is ready only then). */
  readonly migrated: boolean;
  /**
   * PostgreSQL only: hears `pg_notify(channel, …)` from every connection of every instance, on a connection of its
   * own that comes back by itself when lost. `onLive(false)` says notices may be missed until `onLive(true)`.
   */
  listen?(channel: string, onNotice: (payload: string) => void, onLive: (live: boolean) => void): () => Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** Folder of the embedded database; in memory when absent. */
  pgliteDir?: string;
  /**
   * An in-memory embedded database starts as a copy of this dumped data directory instead of running initdb
   * (a second or more, and memory kept until the process ends): the tests start every app from one migrated copy.
   */
  pgliteImage?: Blob;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const database = options.url
    ? await openPostgres(options.url, options.poolSize ?? 10)
    : await openPglite(options.pgliteDir, options.pgliteImage);
  return database;
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.default.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on("error", () => {});
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  let migrated = false;
  return {
    db,
    kind: "postgres",
    ping: () => ping(db),
    get migrated() {
      return migrated;
    },
    migrate: async () => {
      // A dedicated connection holds a session lock so instances starting together migrate one at a time.
      const client = new pg.default.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock(727274)");
        const { migrate } = await import("drizzle-orm/node-postgres/migrator");
        await migrate(drizzle({ client }), { migrationsFolder });
        migrated = true;
      } finally {
        await client.end();
      }
    },
    listen: (channel, onNotice, onLive) => listenOn(pg.default, url, channel, onNotice, onLive),
    close: () => pool.end(),
  };
}

/** How soon a lost listening connection is opened again. */
const RELISTEN_MS = 1_000;

function listenOn(
  pg: typeof import("pg").default,
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onLive: (live: boolean) => void,
): () => Promise<void> {
  let stopped = false;
  let current: InstanceType<typeof pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;
  const lost = (client: InstanceType<typeof pg.Client>) => {
    if (current === client) current = null;
    client.end().catch(() => {});
    onLive(false);
    if (!stopped) retry = setTimeout(open, RELISTEN_MS);
  };
  const open = async () => {
    if (stopped) return;
    // Keep-alive probes notice a peer that vanished without closing; until then the poll still bounds staleness.
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000, keepAlive: true });
    client.on("notification", (notice) => {
      if (notice.channel === channel) onNotice(notice.payload ?? "");
    });
    let failed = false;
    const fail = () => {
      if (failed) return;
      failed = true;
      lost(client);
    };
    client.on("error", fail);
    client.on("end", fail);
    try {
      await client.connect();
      await client.query(`listen "${channel.replaceAll('"', '""')}"`);
      if (stopped || failed) return void client.end().catch(() => {});
      current = client;
      onLive(true);
    } catch {
      fail();
    }
  };
  void open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}

async function openPglite(dir: string | undefined, image?: Blob): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  // The same extensions the migrations create on PostgreSQL (PGlite ships them, loaded per instance).
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const release = dir ? lockDataDir(dir) : () => {};
  const options = { extensions: { pg_trgm }, ...(image && !dir ? { loadDataDir: image } : {}) };
  const client = dir ? new PGlite(dir, options) : new PGlite(options);
  await client.waitReady;
  const db = drizzle({ client, schema }) as unknown as Db;
  let migrated = false;
  return {
    db,
    kind: "pglite",
    ping: () => ping(db),
    get migrated() {
      return migrated;
    },
    migrate: async () => {
      const { migrate } = await import("drizzle-orm/pglite/migrator");
      await migrate(drizzle({ client }), { migrationsFolder });
      migrated = true;
    },
    close: async () => {
      await client.close();
      release();
    },
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

/** PGlite has no cross-process locking: a second process on the same folder would corrupt it, so refuse to start. */
function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const lockFile = path.join(dir, "..", `${path.basename(dir)}.lock`);
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, "utf8"));
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`내장 데이터베이스(${dir})를 다른 프로세스(pid ${pid})가 사용 중입니다.`);
    }
  }
  writeFileSync(lockFile, String(process.pid));
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  // A zombie (exited, not yet reaped: a server process whose supervisor was killed, under an init that does not
  // reap) holds no files any more.
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, "utf8"));
  } catch {
    return true;
  }
}
