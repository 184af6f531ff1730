import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { Server } from "node:http";
import os from "node:os";
import path from "node:path";
import { type Config, loadConfig } from "#server/config";
import { type AppContext, createContext } from "#server/context";
import { type Database, openDatabase } from "#server/db/client";
import { createApp } from "#server/http/app";
import { productionWeb } from "#server/http/web";
import { createLogger } from "#server/log";
import { openMediaStorage } from "#server/media/open-storage";
import { migratedPgliteImage } from "./pglite-image";
import { createPostgresDatabase } from "./postgres-database";

export interface TestApp {
  url: string;
  /** Every log line the app wrote (at info level and above), for checks that personal data stays out. */
  logs: string[];
  ctx: AppContext;
  /** fetch against the app; paths are relative to its URL. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Serves the built React Router site too (needs `npm run build` first). */
  pages?: boolean;
  env?: Record<string, string>;
  /** Rewrites the PostgreSQL URL the app connects through (e.g. via a proxy that a test can cut). */
  routeDatabase?: (url: string) => string;
}

/** Opens a fresh, empty, migrated database: in-memory PGlite, or a new database on TEST_DATABASE_URL's server. */
async function freshDatabase(
  route: (url: string) => string = (u) => u,
): Promise<{ database: Database; drop(): Promise<void> }> {
  if (process.env.TEST_DB !== "postgres") {
    const database = await openDatabase({ pgliteImage: await migratedPgliteImage() });
    // Already migrated in the image; run as an app's start does (it finds nothing to apply).
    await database.migrate();
    return { database, drop: async () => {} };
  }
  const created = await createPostgresDatabase();
  const database = await openDatabase({ url: route(created.url), poolSize: 10 });
  await database.migrate();
  return { database, drop: created.drop };
}

/** Starts the real app on a random port over a fresh database; `pages` adds the built React Router site. */
export async function startTestApp(options: StartOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "rentcar-test-"));
  const config: Config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "info",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    SEED_DEMO: "false",
    ...options.env,
  });
  const { database, drop } = await freshDatabase(options.routeDatabase);
  const logs: string[] = [];
  const log = createLogger(config, { write: (line: string) => void logs.push(line) });
  const ctx = createContext({ config, database, storage: openMediaStorage(config), log });
  const app = createApp(ctx, options.pages ? await productionWeb(ctx) : {});
  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
  return {
    url,
    logs,
    ctx,
    fetch: (p, init) => fetch(url + p, init),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { "Content-Type": "application/json", ...headers }, body: JSON.stringify(body) };
}
