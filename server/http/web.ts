import { readdirSync } from "node:fs";
import path from "node:path";
import express, { type Request, type Response } from "express";
import { createRequestHandler as createRenderer, type ServerBuild } from "react-router";
import type { ViteDevServer } from "vite";
import type { AppContext } from "#server/context";
import { PROJECT_ROOT } from "#server/project-root";
import type { WebHandlers } from "./app";
import { cachedPages } from "./page-cache";
import { type PageRequest, pageContext } from "./page-context";
import { pageMethods } from "./page-methods";
import { pagesHandler } from "./pages-handler";
import { loadServerBuild } from "./server-build";

const CLIENT_DIR = path.join(PROJECT_ROOT, "build", "client");

function pageRequest(ctx: AppContext) {
  return (req: Request, res: Response): PageRequest => ({
    app: ctx,
    user: res.locals.user ?? null,
    nonce: res.locals.nonce as string,
    ip: req.ip ?? "",
  });
}

function getLoadContext(ctx: AppContext) {
  const values = pageRequest(ctx);
  return (req: Request, res: Response) => pageContext(values(req, res));
}

/** Built client files (hashed names cached for a year) and the built server bundle. */
export async function productionWeb(ctx: AppContext): Promise<WebHandlers> {
  const build = await loadServerBuild();
  const hashed = express.static(path.join(CLIENT_DIR, "assets"), {
    immutable: true,
    maxAge: "1y",
    index: false,
    fallthrough: false,
  });
  const rest = express.static(CLIENT_DIR, { maxAge: "1h", index: false });
  // The few files beside assets/ (the favicon) are known at start: other requests, API calls and pages among
  // them, go on without a file-system look-up each.
  const topFiles = new Set(
    readdirSync(CLIENT_DIR, { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`),
  );
  const assets = express.Router();
  assets.use("/assets", hashed);
  assets.use((req, res, next) => (topFiles.has(req.path) ? rest(req, res, next) : next()));
  const render = createRenderer(build, "production");
  const cached = cachedPages(ctx, (request, values) => render(request, pageContext(values)), pageRequest(ctx));
  const streamed = pagesHandler(render, getLoadContext(ctx), { deferScripts: true });
  return { assets, pages: [pageMethods(build), cached, streamed] };
}

/**
 * Vite in middleware mode: hot reload, and the server bundle reloaded on every request, through the Vite server
 * that loaded this module (development.ts), so the pages' server modules are the API's.
 */
export async function developmentWeb(
  ctx: AppContext,
  server: ViteDevServer,
): Promise<WebHandlers & { close(): Promise<void> }> {
  const loadBuild = async () => (await server.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
  return {
    assets: server.middlewares,
    pages: [
      pageMethods(loadBuild),
      async (req, res, next) => {
        try {
          return pagesHandler(createRenderer(await loadBuild(), "development"), getLoadContext(ctx))(req, res, next);
        } catch (error) {
          if (error instanceof Error) server.ssrFixStacktrace(error);
          next(error);
        }
      },
    ],
    close: () => server.close(),
  };
}
