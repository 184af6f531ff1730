import { createHash, randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { escapeHtml } from "#domain/html-escape";
import { keptPageUrl } from "#domain/paths";
import { isPrivatePath } from "#domain/private-paths";
import type { SiteConfig } from "#domain/site-config";
import type { AppContext } from "#server/context";
import { siteSettingsForPage } from "#server/services/site/site-settings";
import { getDataVersion } from "#server/shared/data-version";
import { addressAllowances, isLoopback } from "./client-pace";
import { deferScriptsPastFirstPaint } from "./deferred-scripts";
import type { PageRequest } from "./page-context";
import { canonicalPageAddress } from "./page-keys";
import { type PrecompressedBody, precompress, precompressedSize, sendPrecompressed } from "./precompressed";

/** Renders one page: React Router's fetch-style handler with the router context made of `page`. */
export type RenderPage = (request: globalThis.Request, page: PageRequest) => Promise<globalThis.Response>;

interface CachedPage {
  body: PrecompressedBody;
  headers: [string, string][];
  /** CSP sources for the page's inline scripts, in place of a per-response nonce. */
  scriptHashes: string;
  etag: string;
}

/** Compressed bytes for every vehicle page and list of a large catalogue; the least recently used page goes first. */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;
/** Headers of the render that describe the document itself; per-response ones (CSP, cookies) are never kept. */
const KEPT_HEADERS = new Set(["content-type", "cache-control", "link", "content-language"]);
/** Compressed while the first visitor after a change waits: quality 5 takes a few milliseconds per page. */
const BROTLI_QUALITY = 5;

/**
 * Pages one address may have rendered a second (the page cache not holding them): PAGE_RENDERS_PER_SECOND, three
 * seconds' worth at once. A visitor opens a page or two a second; a render costs 20-40 ms of CPU, so an address
 * inventing addresses is held to a few renders a second rather than taking the cores from everyone else.
 */
export const RENDER_BURST_SECONDS = 3;

/**
 * Anonymous public pages are rendered once per data version and URL, compressed once, and then answered from
 * memory, with an ETag for revalidation. Which pages are public is decided where the page is rendered: a
 * `public` Cache-Control from app/entry.server.tsx. A kept page is the same bytes for every visitor, so its
 * inline scripts are allowed by their SHA-256 hashes in the CSP instead of a nonce (a nonce would have to be
 * written into every response, and the page compressed again each time). Only scripts the render signed with
 * its one-off nonce are hashed, so text that slipped into the page as a script is still refused. Requests
 * that are not cacheable go on to `next`.
 */
export function cachedPages(
  ctx: AppContext,
  render: RenderPage,
  pageRequest: (req: Request, res: Response) => PageRequest,
): RequestHandler {
  const pages = new Map<string, { version: number; page: CachedPage; size: number }>();
  const perSecond = ctx.config.pageRendersPerSecond;
  const renders = addressAllowances(perSecond, perSecond * RENDER_BURST_SECONDS);
  let cachedBytes = 0;

  const drop = (key: string) => {
    const entry = pages.get(key);
    if (!entry) return;
    pages.delete(key);
    cachedBytes -= entry.size;
  };
  // Re-inserting keeps the map's order least recently used first.
  const keep = (key: string, version: number, page: CachedPage) => {
    drop(key);
    // The key counts too: a long address kept beside a small page is memory all the same.
    const size = precompressedSize(page.body) + key.length;
    pages.set(key, { version, page, size });
    cachedBytes += size;
    while (cachedBytes > MAX_CACHED_BYTES && pages.size > 1) drop(pages.keys().next().value as string);
  };

  return async (req, res, next) => {
    if (!cacheable(req, res)) return next();
    // Without the data version (database down) the page is rendered the normal way, with its error page.
    const version = await getDataVersion(ctx).catch(() => null);
    if (version === null) return next();
    try {
      const url = new URL(req.originalUrl, `${req.protocol}://${req.get("host")}`);
      const canonical = await canonicalPageAddress(ctx, url);
      if (canonical) return res.redirect(302, canonical);
      const key = keptPageUrl(url);
      const hit = pages.get(key);
      if (hit && hit.version === version) {
        keep(key, version, hit.page);
        return send(req, res, 200, hit.page);
      }
      const ip = req.ip ?? "";
      if (!isLoopback(ip)) {
        const wait = renders.take(ip);
        if (wait > 0) {
          // The page as it was before the latest change is still this page; only without one is the visitor asked
          // to come back, at once, never queued behind other visitors' renders.
          if (hit) return send(req, res, 200, hit.page);
          return sendBusy(req, res, wait, await siteSettingsForPage(ctx));
        }
      }
      const signature = randomBytes(18).toString("base64url");
      const response = await render(new globalThis.Request(key, { headers: requestHeaders(req) }), {
        ...pageRequest(req, res),
        nonce: signature,
        kept: true,
      });
      const page = await pageOf(response, signature);
      const isPublic =
        response.status === 200 &&
        /^public\b/.test(response.headers.get("cache-control") ?? "") &&
        !response.headers.has("set-cookie");
      if (!isPublic) {
        for (const [name, value] of response.headers)
          if (!KEPT_HEADERS.has(name) && name !== "content-length") res.append(name, value);
        return send(req, res, response.status, page);
      }
      keep(key, version, page);
      send(req, res, 200, page);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * A light page for an address past its render budget: what happened, a link to the same page and to the home page,
 * and the phone number, so even this answer is a way to reach the business. 503 with Retry-After, which crawlers
 * read as "slow down".
 */
function sendBusy(req: Request, res: Response, wait: number, { name, phone }: SiteConfig) {
  const here = escapeHtml(req.originalUrl);
  res
    .status(503)
    .set({ "Retry-After": String(wait), "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" })
    .send(
      `<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>잠시 후 다시 시도해주세요 | ${escapeHtml(name)}</title></head>` +
        `<body><main><h1>잠시 후 다시 시도해주세요</h1><p>요청이 많아 이 페이지를 지금 보여드리지 못했습니다.</p>` +
        `<p><a href="${here}">다시 시도</a> · <a href="/">홈으로</a></p>` +
        `<p>전화 상담: <a href="tel:${escapeHtml(phone.replace(/[^\d+]/g, ""))}">${escapeHtml(phone)}</a></p></main></body></html>`,
    );
}

/** The rendered page with its inline scripts' nonce attributes traded for their hashes. */
async function pageOf(response: globalThis.Response, signature: string): Promise<CachedPage> {
  const rendered = deferScriptsPastFirstPaint(await response.text());
  const scriptHashes = signedScriptHashes(rendered, signature).join(" ");
  // The nonce is also in the root's loader data; without it, an unchanged page renders to the same bytes (and ETag).
  const html = rendered.replaceAll(` nonce="${signature}"`, "").replaceAll(signature, "");
  const headers = [...response.headers].filter(([name]) => KEPT_HEADERS.has(name));
  const body = precompress(html, response.headers.get("content-type") ?? "text/html; charset=utf-8", {
    brotliQuality: BROTLI_QUALITY,
    keepIdentity: false,
  });
  const etag = `W/"${createHash("sha256").update(html).digest("base64url").slice(0, 27)}"`;
  return { body, headers, scriptHashes, etag };
}

function send(req: Request, res: Response, status: number, page: CachedPage) {
  for (const [name, value] of page.headers) res.setHeader(name, value);
  const policy = res.getHeader("Content-Security-Policy");
  // The policy was built for this response's nonce, which the kept page does not carry.
  if (typeof policy === "string")
    res.setHeader("Content-Security-Policy", policy.replace(`'nonce-${res.locals.nonce}'`, page.scriptHashes));
  res.status(status);
  if (status !== 200) return sendPrecompressed(req, res, page.body);
  res.setHeader("ETag", page.etag);
  if (req.fresh) return void res.status(304).end();
  sendPrecompressed(req, res, page.body);
}

/** CSP hash sources of the inline scripts that carry the render's nonce, as served (without it), each once. */
function signedScriptHashes(html: string, signature: string): string[] {
  const signed = new RegExp(`<script\\b(?![^>]*\\bsrc=)[^>]*\\bnonce="${signature}"[^>]*>([\\s\\S]*?)</script>`, "gi");
  const hashes = [...html.matchAll(signed)].map(
    (m) =>
      `'sha256-${createHash("sha256")
        .update((m[1] ?? "").replaceAll(signature, ""))
        .digest("base64")}'`,
  );
  return [...new Set(hashes)];
}

/** Only anonymous GETs of public pages; React Router's data requests and form posts go the normal way. */
function cacheable(req: Request, res: Response): boolean {
  return (
    (req.method === "GET" || req.method === "HEAD") &&
    !res.locals.user &&
    !isPrivatePath(req.path) &&
    !req.path.endsWith(".data") &&
    !req.path.startsWith("/api/")
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
