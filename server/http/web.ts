import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import express, { type Request, type Response } from "express";
import { createRequestHandler as createRenderer, type ServerBuild } from "react-router";
import type { AppContext } from "#server/context";
import type { WebHandlers } from "./app";
import { cachedPages } from "./page-cache";

const BUILD_DIR = path.resolve("build");

function loadContext(ctx: AppContext) {
  return (req: Request, res: Response) => ({
    app: ctx,
    user: res.locals.user ?? null,
    nonce: res.locals.nonce as string,
    ip: req.ip ?? "",
  });
}

/** Built client files (hashed names cached for a year) and the built server bundle. */
export async function productionWeb(ctx: AppContext, buildDir = BUILD_DIR): Promise<WebHandlers> {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const client = path.join(buildDir, "client");
  const hashed = express.static(path.join(client, "assets"), {
    immutable: true,
    maxAge: "1y",
    index: false,
    fallthrough: false,
  });
  const rest = express.static(client, { maxAge: "1h", index: false });
  const assets = express.Router();
  assets.use("/assets", hashed);
  assets.use(rest);
  const cached = cachedPages(ctx, createRenderer(build, "production"), loadContext(ctx));
  const streamed = createRequestHandler({ build, mode: "production", getLoadContext: loadContext(ctx) });
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
        return createRequestHandler({ build, mode: "development", getLoadContext: loadContext(ctx) })(req, res, next);
      } catch (error) {
        if (error instanceof Error) server.ssrFixStacktrace(error);
        next(error);
      }
    },
    close: () => server.close(),
  };
}
