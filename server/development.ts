import type { Config } from "./config";
import type { Logger } from "./log";
import type { RunningSite } from "./start";

/**
 * Development: the server's modules run in Vite, as the pages do, so pages and API share one copy of each (as the
 * built server does, docs/decisions/0012-one-server-module-graph.md). Vite reloads a changed module for the
 * pages, while the API keeps what it loaded at start: after changing a server module, restart.
 */
export async function startThroughVite(config: Config, log: Logger): Promise<RunningSite> {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true } });
  const [{ startSite }, { developmentWeb }] = (await Promise.all([
    server.ssrLoadModule("/server/start.ts"),
    server.ssrLoadModule("/server/http/web.ts"),
  ])) as [typeof import("./start"), typeof import("./http/web")];
  return startSite(config, (ctx) => developmentWeb(ctx, server), { log });
}
