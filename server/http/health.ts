import { Router } from "express";
import type { AppContext } from "#server/context";

/** How long the store's answer is reused: probes from every load balancer should not each cost a request to it. */
const STORAGE_CHECK_MS = 1_000;
const NO_STORE = { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" };

/**
 * `/healthz` (liveness: the process runs and its database answers) and `/readyz` (readiness: migrations have run,
 * the database and the media store answer, and the process is not stopping). A load balancer sends traffic only
 * to an instance whose `/readyz` answers 200; an orchestrator restarts one whose `/healthz` does not.
 */
export function healthRoutes(ctx: AppContext): Router {
  const router = Router();
  let storageCheck: { at: number; up: Promise<boolean> } | undefined;
  const storageUp = () => {
    if (!storageCheck || Date.now() - storageCheck.at > STORAGE_CHECK_MS)
      storageCheck = { at: Date.now(), up: ctx.storage.ping() };
    return storageCheck.up;
  };

  router.get("/healthz", async (_req, res) => {
    const ok = await ctx.database.ping();
    res
      .set(NO_STORE)
      .status(ok ? 200 : 503)
      .json({ ok, database: ok ? "up" : "down" });
  });

  router.get("/readyz", async (_req, res) => {
    const [database, storage] = await Promise.all([ctx.database.ping(), storageUp()]);
    const { migrated } = ctx.database;
    const { draining } = ctx.lifecycle;
    const ok = database && storage && migrated && !draining;
    res
      .set(NO_STORE)
      .status(ok ? 200 : 503)
      .json({
        ok,
        database: database ? "up" : "down",
        storage: storage ? "up" : "down",
        migrations: migrated ? "applied" : "pending",
        ...(draining ? { stopping: true } : {}),
      });
  });
  return router;
}
