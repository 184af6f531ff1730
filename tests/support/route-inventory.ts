import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Express } from "express";
import type { ServerBuild } from "react-router";

/** A route as the running code declares it: `GET /api/inquiries/:id`, `GET /partners/vehicles/:slug`. */
export interface DeclaredRoute {
  method: string;
  path: string;
}

/** A page route of the built site, with the id its single-fetch `.data` requests name in `_routes`. */
export interface DeclaredPage extends DeclaredRoute {
  id: string;
  /** Renders a document (resource routes such as sitemap.xml only answer their loader). */
  document: boolean;
}

export const routeKey = (route: DeclaredRoute) => `${route.method} ${route.path}`;

/** The parts of router 2's layers this walk reads (Express 5 exposes no public listing). */
interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
}

const joinPath = (base: string, rawPath: unknown) => {
  if (typeof rawPath !== "string")
    throw new Error(`route path that is not a string under ${base || "/"}: ${String(rawPath)}`);
  return rawPath === "/" ? base || "/" : `${base}${rawPath}`;
};

function walk(stack: Layer[], base: string, found: DeclaredRoute[]): DeclaredRoute[] {
  for (const layer of stack) {
    if (layer.route) {
      const full = joinPath(base, layer.route.path);
      for (const method of Object.keys(layer.route.methods)) found.push({ method: method.toUpperCase(), path: full });
    } else if (Array.isArray(layer.handle.stack)) {
      walk(layer.handle.stack, joinPath(base, layer.rawPath ?? "/").replace(/\/$/, ""), found);
    }
  }
  return found;
}

/** Every method and path the Express app routes, nested routers included (plain middleware is not a route). */
export function expressRoutes(app: Express): DeclaredRoute[] {
  return walk(app.router.stack as unknown as Layer[], "", []);
}

/** Every addressable page of the built React Router site: GET for each, POST where the module has an action. */
export async function pageRoutes(buildDir = path.resolve("build")): Promise<DeclaredPage[]> {
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  const fullPath = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return "";
    const own = route.path ? `/${route.path}` : "";
    return `${fullPath(route.parentId)}${own}`;
  };
  const pages: DeclaredPage[] = [];
  for (const route of Object.values(build.routes)) {
    // Pathless layouts (and the root) are reached only through their children.
    if (!route || !(route.path || route.index)) continue;
    const page = fullPath(route.id) || "/";
    const document = typeof route.module.default === "function";
    pages.push({ method: "GET", path: page, id: route.id, document });
    if (typeof route.module.action === "function") pages.push({ method: "POST", path: page, id: route.id, document });
  }
  return pages;
}
