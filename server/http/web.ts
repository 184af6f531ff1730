import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type Request, type Response } from "express";
import {
  createRequestHandler as createRenderer,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { SessionUser } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import type { WebHandlers } from "./app";
import { cachedPages } from "./page-cache";
import { pagesHandler } from "./pages-handler";
import { BUILD_DIR, loadServerBuild } from "./server-build";

/** What the server hands the pages about one request; app/context.ts turns it into the router's context. */
export interface PageRequest {
  app: AppContext;
  user: SessionUser | null;
  nonce: string;
  /** Rendered once to be kept and sent to every visitor (page-cache.ts): rendered whole, not streamed. */
  kept?: boolean;
  ip: string;
}

function pageRequest(ctx: AppContext) {
  return (req: Request, res: Response): PageRequest => ({
    app: ctx,
    user: res.locals.user ?? null,
    nonce: res.locals.nonce as string,
    ip: req.ip ?? "",
  });
}

/**
 * A page request's router context: the entries keyed by the build's own contexts (exported by
 * app/entry.server.tsx, since contexts are matched by identity), in a provider of this module's react-router,
 * which the request handler checks it against.
 */
function loadContextOf(build: ServerBuild): (request: PageRequest) => RouterContextProvider {
  const entries = (
    build.entry.module as unknown as { loadContextEntries(request: PageRequest): Map<RouterContext, unknown> }
  ).loadContextEntries;
  return (request) => new RouterContextProvider(entries(request));
}

function getLoadContext(ctx: AppContext, build: ServerBuild) {
  const values = pageRequest(ctx);
  const loadContext = loadContextOf(build);
  return (req: Request, res: Response) => loadContext(values(req, res));
}

/** Built client files (hashed names cached for a year) and the built server bundle. */
export async function productionWeb(ctx: AppContext, buildDir = BUILD_DIR): Promise<WebHandlers> {
  const build = await loadServerBuild(buildDir);
  const client = path.join(buildDir, "client");
  const hashed = express.static(path.join(client, "assets"), {
    immutable: true,
    maxAge: "1y",
    index: false,
    fallthrough: false,
  });
  const rest = express.static(client, { maxAge: "1h", index: false });
  // The few files beside assets/ (the favicon) are known at start: other requests, API calls and pages among
  // them, go on without a file-system look-up each.
  const topFiles = new Set(
    readdirSync(client, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const assets = express.Router();
  assets.use("/assets", hashed);
  assets.use((req, res, next) => (topFiles.has(req.path) ? rest(req, res, next) : next()));
  const render = createRenderer(build, "production");
  const loadContext = loadContextOf(build);
  const cached = cachedPages(ctx, (request, values) => render(request, loadContext(values)), pageRequest(ctx));
  const streamed = pagesHandler(render, getLoadContext(ctx, build), { deferScripts: true });
  return { assets, pages: [cached, streamed] };
}

/** Vite in middleware mode: hot reload, and the server bundle reloaded on every request. */
export async function developmentWeb(ctx: AppContext): Promise<WebHandlers & { close(): Promise<void> }> {
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true } });
  return {
    assets: server.middlewares,
    pages: async (req, res, next) => {
      try {
        const build = (await server.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
        return pagesHandler(createRenderer(build, "development"), getLoadContext(ctx, build))(req, res, next);
      } catch (error) {
        if (error instanceof Error) server.ssrFixStacktrace(error);
        next(error);
      }
    },
    close: () => server.close(),
  };
}
