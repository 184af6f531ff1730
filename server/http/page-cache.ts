import { randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import type { AppLoadContext } from "react-router";
import type { AppContext } from "../context";
import { getDataVersion } from "../services/site/data-version";
import { isPrivatePath } from "./security";

/** Renders one page: React Router's fetch-style handler with our load context. */
export type RenderPage = (request: globalThis.Request, loadContext: AppLoadContext) => Promise<globalThis.Response>;

interface CachedPage {
  /** The document split where the render's nonce stood, so each response gets its own nonce back in. */
  parts: string[];
  headers: [string, string][];
}

/** Enough for every vehicle page and list of a large catalogue; the least recently used page goes first. */
const MAX_CACHED_CHARS = 64 * 1024 * 1024;
/** Headers of the render that describe the document itself; per-response ones (CSP, cookies) are never kept. */
const KEPT_HEADERS = new Set(["content-type", "cache-control", "link", "content-language"]);

/**
 * Anonymous public pages are rendered once per data version and URL and then answered from memory. Which
 * pages are public is decided where the page is rendered: a `public` Cache-Control from app/entry.server.tsx.
 * Every response still gets a fresh CSP nonce: the page is rendered with a random placeholder nonce and the
 * response's own nonce is put in its place. Requests that are not cacheable go on to `next`.
 */
export function cachedPages(ctx: AppContext, render: RenderPage, loadContext: (req: Request, res: Response) => AppLoadContext): RequestHandler {
  const pages = new Map<string, { version: number; page: CachedPage; size: number }>();
  let cachedChars = 0;

  const drop = (key: string) => {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    cachedChars -= entry.size;
  };
  // Re-inserting keeps the map's order least recently used first.
  const keep = (key: string, version: number, page: CachedPage) => {
    drop(key);
    const size = page.parts.reduce((sum, part) => sum + part.length, 0);
    pages.set(key, { version, page, size });
    cachedChars += size;
    while (cachedChars > MAX_CACHED_CHARS && pages.size > 1) drop(pages.keys().next().value as string);
  };

  const send = (res: Response, page: CachedPage) => {
    for (const [name, value] of page.headers) res.setHeader(name, value);
    // Not res.send: its ETag would hash a body that differs in every response (the nonce) for nothing.
    res.status(200).end(page.parts.join(res.locals.nonce as string));
  };

  return async (req, res, next) => {
    if (!cacheable(req, res)) return next();
    // Without the data version (database down) the page is rendered the normal way, with its error page.
    const version = await getDataVersion(ctx).catch(() => null);
    if (version === null) return next();
    try {
      const key = `${req.protocol}://${req.get("host")}${req.originalUrl}`;
      const hit = pages.get(key);
      if (hit && hit.version === version) {
        keep(key, version, hit.page);
        return send(res, hit.page);
      }
      const placeholder = randomBytes(18).toString("base64url");
      const response = await render(new globalThis.Request(key, { headers: requestHeaders(req) }), { ...loadContext(req, res), nonce: placeholder });
      const body = await response.text();
      const page: CachedPage = {
        parts: body.split(placeholder),
        headers: [...response.headers].filter(([name]) => KEPT_HEADERS.has(name)),
      };
      const isPublic = response.status === 200 && /^public\b/.test(response.headers.get("cache-control") ?? "") && !response.headers.has("set-cookie");
      if (!isPublic) {
        res.status(response.status);
        for (const [name, value] of response.headers) if (name !== "content-length") res.append(name, value);
        return res.send(page.parts.join(res.locals.nonce as string));
      }
      keep(key, version, page);
      send(res, page);
    } catch (error) {
      next(error);
    }
  };
}

/** Only anonymous GETs of public pages; React Router's data requests and form posts go the normal way. */
function cacheable(req: Request, res: Response): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") && !res.locals.user && !isPrivatePath(req.path) && !req.path.endsWith(".data") && !req.path.startsWith("/api/")
  );
}

function requestHeaders(req: Request): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (name === "cookie" || value === undefined) continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  return headers;
}
