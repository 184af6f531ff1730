import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { sendError } from "./errors";
import { METHOD_NOT_ALLOWED } from "./request-guard";

/** The build's flat route manifest as the tree `matchRoutes` walks. */
function routeTree(build: ServerBuild): RouteObject[] {
  const routes = Object.values(build.routes).filter((route) => route !== undefined);
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map(({ id, path, index, caseSensitive }) =>
        index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: childrenOf(id) },
      );
  return childrenOf(undefined);
}

/**
 * The path and query React Router routes a page request by: a data request's `.data` (and `/_root.data`) taken off,
 * and a trailing slash, as its server runtime does (future flags as in react-router.config.ts).
 */
function routedPath(url: URL): string {
  let pathname = url.pathname;
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  if (pathname !== "/" && pathname.endsWith("/")) pathname = pathname.slice(0, -1);
  return pathname;
}

/**
 * Whether a submission to the address reaches a route with an action, chosen as React Router chooses it: the
 * index route when the query names a bare `index`, else the deepest route with a path of its own.
 */
function submissionHasAction(build: ServerBuild, tree: RouteObject[], url: URL): boolean {
  const matches = matchRoutes(tree, routedPath(url));
  if (!matches?.length) return false;
  const last = matches[matches.length - 1];
  const bareIndex = url.searchParams.getAll("index").some((value) => value === "");
  const target =
    last?.route.index && bareIndex ? last : matches.filter((match, i) => i === 0 || Boolean(match.route.path)).at(-1);
  const id = target?.route.id;
  return Boolean(id && build.routes[id]?.module.action);
}

const PAGE = `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${METHOD_NOT_ALLOWED}</title></head><body style="font-family:system-ui,sans-serif;display:flex;min-height:90vh;align-items:center;justify-content:center;text-align:center;color:#0f172a"><main><p style="color:#2147ee;font-weight:700">405</p><h1 style="font-size:1.5rem">${METHOD_NOT_ALLOWED}</h1><p>이 페이지는 보기만 할 수 있습니다.</p><p><a href="/" style="color:#2147ee">홈으로</a></p></main></body></html>`;

/**
 * A form post (or any method but GET and HEAD) to a page that has no action is answered here with a short 405,
 * before React Router would load the page's data, render its error boundary and report the refusal as a failure
 * with a stack. The request log's info line is all that is written. Pages with an action go on to React Router.
 */
export function pageMethods(build: ServerBuild | (() => Promise<ServerBuild>)): RequestHandler {
  // In development the build is reloaded on every request, so its tree is made each time.
  const tree = typeof build === "function" ? undefined : routeTree(build);
  return async (req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    try {
      const current = typeof build === "function" ? await build() : build;
      const routes = tree ?? routeTree(current);
      if (submissionHasAction(current, routes, new URL(`http://localhost${req.originalUrl}`))) return next();
    } catch (error) {
      return next(error);
    }
    // The body is not read: the connection ends with the answer.
    res.status(405).set({ Allow: "GET, HEAD", Connection: "close", "Cache-Control": "no-store" });
    if (req.path.endsWith(".data") || !req.accepts("html")) return sendError(res, 405, METHOD_NOT_ALLOWED);
    res.type("html").send(PAGE);
  };
}
