import { mkdirSync } from "node:fs";
import type { Server } from "node:http";
import { placeholderWarning } from "#domain/site-settings";
import { ensureAdmin } from "./auth/accounts";
import { signedOutElsewhere } from "./auth/sessions";
import type { Config } from "./config";
import { type AppContext, createContext } from "./context";
import type { Database } from "./db/client";
import { openSiteDatabase } from "./db/site-database";
import { createApp, type WebHandlers } from "./http/app";
import { startLeadAlerts } from "./jobs/lead-alerts";
import { startMaintenance } from "./jobs/maintenance";
import { createLogger, type Logger } from "./log";
import { openMediaStorage } from "./media/open-storage";
import { type DemoAdmin, type DemoSeeding, isDemoDataSeeded, prepareDemoAdmin, startDemoSeed } from "./seed/seed";
import { ensureListKeys } from "./services/catalogue/list-keys";
import { type CrashNote, recordCrash } from "./services/site/crashes";
import { getSiteSettings } from "./services/site/site-settings";
import { dataVersionNoticed, dataVersionPushed } from "./shared/data-version";
import { listenToInstances } from "./shared/instance-notices";

/**
 * How long requests in flight get to finish once the site is told to stop; what is still open then is cut. The
 * rest of the stop (alerts in flight, the database) fits in the second and a half left of main.ts's `STOP_MS`.
 */
const DRAIN_MS = 8_500;

export interface RunningSite {
  ctx: AppContext;
  server: Server;
  url: string;
  /** The demo admin (its password only on the start that created it), when the demo data is seeded. */
  demoAdmin: DemoAdmin | null;
  /** The demo data being seeded while the site serves, on a start that found it incomplete. */
  demoSeeding: DemoSeeding | null;
  /**
   * Records the crash of the process this one replaced, as the supervisor told it (main.ts). Here rather than in
   * main.ts, so that it runs the same copy of the services as the site: `npm run dev` loads them through Vite.
   */
  recordCrash(crash: CrashNote): Promise<void>;
  /** The line naming the business details still at a fresh install's stand-ins, or null when none is. */
  placeholderWarning(): Promise<string | null>;
  stop(): Promise<void>;
}

/**
 * Opens the database, migrates, listens, and on the first run seeds the demo data while already serving. Used by
 * `npm start`, `npm run dev` and tests.
 */
/** Longer than any client or proxy in front keeps an idle connection open. */
const KEEP_ALIVE_MS = 65_000;

export async function startSite(
  config: Config,
  web: (ctx: AppContext) => Promise<WebHandlers & { close?(): Promise<void> }>,
  /** Begun by the caller before this module loaded (`main.ts`), so opening the database overlaps loading the rest. */
  early: { log?: Logger; database?: Promise<Database> } = {},
): Promise<RunningSite> {
  const log = early.log ?? createLogger(config);
  if (!config.s3) mkdirSync(config.mediaDir, { recursive: true });
  const database = await (early.database ?? openSiteDatabase(config, log));
  await database.migrate();
  const ctx = createContext({ config, database, storage: openMediaStorage(config), log });
  if (config.admin) await ensureAdmin(ctx, config.admin.username, config.admin.password);
  const demoAdmin = config.seedDemo ? await prepareDemoAdmin(ctx) : null;
  const seedDemo = config.seedDemo && !(await isDemoDataSeeded(ctx));
  const handlers = await web(ctx);
  const app = createApp(ctx, handlers);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(config.port, config.host, () => resolve(s));
    s.on("error", reject);
  });
  // An idle kept-alive connection is closed by the client or the proxy in front, not by us: when the server closes
  // first (Node's default is after 5 s), a request the client sends on it at that moment fails with ECONNRESET,
  // and a browser does not resend a POST. Proxies keep idle connections 60 s (nginx, AWS load balancers).
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  const stopMaintenance = startMaintenance(ctx);
  // What another instance changes reaches this one's memory as it commits (PostgreSQL only).
  const stopListening = listenToInstances(
    ctx,
    { data: (version) => dataVersionNoticed(ctx, version), "signed-out": (idHash) => signedOutElsewhere(ctx, idHash) },
    (live) => dataVersionPushed(ctx, live),
  );
  // Listings whose list keys are not written yet (after this version's migration, a bulk import) are done now, in
  // the background: the first list read waits on this same work instead of starting its own.
  ensureListKeys(ctx).catch((error: Error) =>
    log.warn({ err: { message: error.message } }, "list keys could not be written"),
  );
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host}:${port}`;
  const leadAlerts = startLeadAlerts(ctx, { siteUrl: url });
  // After listening: the demo photos take a while to make, and the site serves meanwhile (seed/seed.ts).
  const demoSeeding = seedDemo ? startDemoSeed(ctx) : null;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      // Not ready from now on (`/readyz`), and every answer closes its connection.
      ctx.lifecycle.draining = true;
      stopMaintenance();
      // The photo being made finishes; the rest of the demo data waits for the next start.
      const seedingStopped = demoSeeding?.stop();
      // No new alert claims; the deliveries in flight finish before the database closes.
      const alertsStopped = leadAlerts.stop();
      // Stop accepting, let in-flight requests finish, then drop idle keep-alive sockets and close the pool.
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), DRAIN_MS);
      await closed;
      clearTimeout(force);
      await handlers.close?.();
      await alertsStopped;
      await seedingStopped;
      await stopListening();
      await database.close();
    })();
    return stopping;
  };
  return {
    ctx,
    server,
    url,
    demoAdmin,
    demoSeeding,
    recordCrash: (crash) => recordCrash(ctx, crash),
    placeholderWarning: async () => placeholderWarning(await getSiteSettings(ctx), `${url}/admin/settings`),
    stop,
  };
}
