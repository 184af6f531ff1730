import { createHash, randomBytes } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { addressLimitKey } from "#domain/client-address";
import { escapeHtml } from "#domain/html-escape";
import { keptPageUrl } from "#domain/paths";
import { isPrivatePath } from "#domain/private-paths";
import type { SiteConfig } from "#domain/site-config";
import type { AppContext } from "#server/context";
import type { Logger } from "#server/log";
import { siteSettingsForPage } from "#server/services/site/site-settings";
import { getDataVersion } from "#server/shared/data-version";
import { addressAllowances, addressTurns, isLoopback } from "./client-pace";
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
 * What one render of the budget is worth: a render is charged its time in these units, at least one and at most
 * the whole burst. An ordinary page renders within about one, so a visitor's budget is counted in pages much as
 * before; a page that takes ten times as long (a list of sixty cars) spends ten, and its address reaches the 503 ten
 * times sooner: an address has PAGE_RENDERS_PER_SECOND × 50 ms of rendering a second, whatever it asks for. The cap
 * keeps one slow render (the first after a start, or on a machine busy with something else) from holding its
 * visitor back for more than a moment.
 */
export const RENDER_UNIT_MS = 50;
/**
 * Renders one address may have under way at once; its next ones wait for them, up to RENDERS_WAITING, and past that
 * get the 503. On the embedded database every query runs in this process, one after another: an address with one
 * render at a time holds at most one place in that queue, however many connections it opens.
 */
export const RENDERS_AT_ONCE = 1;
const RENDERS_WAITING = 4;
/** The render budget's refusals are logged at most once a minute, counted. */
const REFUSALS_LOGGED_EVERY_MS = 60_000;

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
  const burst = perSecond * RENDER_BURST_SECONDS;
  const renders = addressAllowances(perSecond, burst);
  const turns = addressTurns(RENDERS_AT_ONCE, RENDERS_WAITING);
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

  const renderAndSend = async (req: Request, res: Response, key: string, version: number) => {
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
  };

  const refused = refusalLog(ctx.log);
  const refuse = async (req: Request, res: Response, ip: string, wait: number) => {
    refused(ip);
    // Counted by `refused`, a line a minute, instead of a request line each (server/http/app.ts).
    res.locals.loggedApart = true;
    sendBusy(req, res, wait, await siteSettingsForPage(ctx));
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
      if (isLoopback(ip)) return await renderAndSend(req, res, key, version);
      // Past the budget, or with too many of its renders waiting already, an address gets the page as it was before
      // the latest change (still this page) if there is one, else a light 503 at once: it never waits behind other
      // addresses' renders, and waits behind its own only up to RENDERS_WAITING.
      const release = await turns.turn(ip);
      if (!release) return await (hit ? send(req, res, 200, hit.page) : refuse(req, res, ip, 1));
      try {
        // Another visitor's render of the same page may have ended while this one waited its turn.
        const ready = pages.get(key);
        if (ready && ready.version === version) return send(req, res, 200, ready.page);
        const wait = renders.take(ip);
        if (wait > 0) return await (hit ? send(req, res, 200, hit.page) : refuse(req, res, ip, wait));
        const started = performance.now();
        try {
          await renderAndSend(req, res, key, version);
        } finally {
          renders.charge(ip, Math.min((performance.now() - started) / RENDER_UNIT_MS, burst) - 1);
        }
      } finally {
        release();
      }
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

/**
 * The render budget's refusals in the log as a warning at most once a minute: the first at once, those after it
 * counted into the next line (written when the minute is up), with how many addresses they came from. A flood of
 * refusals is the budget working, not an error, and one line each would bury everything else in the log.
 */
function refusalLog(log: Logger) {
  let refused = 0;
  const addresses = new Set<string>();
  let loggedAt = Number.NEGATIVE_INFINITY;
  let timer: NodeJS.Timeout | null = null;
  const write = () => {
    timer = null;
    if (refused === 0) return;
    log.warn({ refused, addresses: addresses.size }, "render budget spent: pages refused with 503");
    loggedAt = performance.now();
    refused = 0;
    addresses.clear();
  };
  return (ip: string) => {
    refused += 1;
    // Counting distinct addresses needs no more than this many kept.
    if (addresses.size < 10_000) addresses.add(addressLimitKey(ip));
    if (timer) return;
    const since = performance.now() - loggedAt;
    if (since >= REFUSALS_LOGGED_EVERY_MS) return write();
    timer = setTimeout(write, REFUSALS_LOGGED_EVERY_MS - since);
    // A stopping process does not wait for the count.
    timer.unref();
  };
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
