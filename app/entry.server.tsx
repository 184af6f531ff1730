import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isPrivatePath } from "#domain/private-paths";
import { isDatabaseUnavailable, loggableMessage } from "#server/errors";
import { loggablePath } from "#server/log";
import { appContext, keptContext, nonceContext, userContext } from "./context";
import { RenderNonce } from "./lib/render-nonce";

export const streamTimeout = 5_000;

/** Issued quotes: one address per quote, each expiring on its own clock, so never kept as the same bytes. */
const UNKEPT_PAGES = /^\/quote\//i;

/**
 * Public pages may sit in a shared cache briefly and be served stale while revalidating; anything for a
 * signed-in user, and every admin or partners page, never.
 */
function htmlCacheControl(request: Request, status: number, context: RouterContextProvider): string {
  const { pathname } = new URL(request.url);
  // The same rule as the server's (any letter case, percent-encoded or not): `/ADMIN` is the admin page too.
  if (context.get(userContext) || isPrivatePath(pathname)) return "private, no-store";
  if (status !== 200 || UNKEPT_PAGES.test(pathname)) return "no-cache";
  return "public, max-age=0, s-maxage=60, stale-while-revalidate=300";
}

/** Requests whose loaders failed because the database is unreachable: their page answers 503, as the API does. */
const databaseDown = new WeakSet<Readonly<RouterContextProvider>>();

/**
 * React Router hands the original error only here (the boundary and `handleRequest` see a sanitised copy),
 * so the outage is noted against the request's load context for `handleRequest` to answer with.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  const cause =
    isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  // Only a request React Router refused before any router context existed comes without one (and so without
  // the server's log); the server always hands one over.
  const known = context as Readonly<RouterContextProvider> | undefined;
  if (!known) return void console.error(cause);
  const log = known.get(appContext).log;
  if (isDatabaseUnavailable(cause)) {
    databaseDown.add(known);
    // Like the API's handler: one line without the query's parameters, which may hold personal data.
    if (!request.signal.aborted)
      log.error(
        { err: { message: loggableMessage(cause) }, path: loggablePath(new URL(request.url).pathname) },
        "database unavailable",
      );
    return;
  }
  // Everything else in full, as React Router logs it by default, on the server's own log.
  if (!request.signal.aborted)
    log.error({ err: cause, path: loggablePath(new URL(request.url).pathname) }, "page request failed");
};

/** A client navigation's data request answers 503 during an outage too, as full page loads and the API do. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (!databaseDown.has(context)) return response;
  const headers = new Headers(response.headers);
  headers.set("Retry-After", "30");
  return new Response(response.body, { status: 503, headers });
};

/** React Router's default Node entry, plus the per-response CSP nonce on every inline script it streams. */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers, SPA-mode and kept pages get the whole document at once; browsers get the shell as soon as it is ready.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || loadContext.get(keptContext)
        ? "onAllReady"
        : "onShellReady";
    const nonce = loadContext.get(nonceContext);
    if (databaseDown.has(loadContext)) {
      responseStatusCode = 503;
      responseHeaders.set("Retry-After", "30");
    }

    const { pipe, abort } = renderToPipeableStream(
      <RenderNonce.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </RenderNonce.Provider>,
      {
        nonce,
        // Suspense boundaries only split hydration here (components/layout/HydratedApart); React would otherwise
        // send a large finished one after the rest of the page, hidden until an inline script moves it in place,
        // which a visitor without JavaScript never sees.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          responseHeaders.set("Cache-Control", htmlCacheControl(request, responseStatusCode, loadContext));
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are already in the stream; only log those once the shell went out.
          if (shellRendered)
            loadContext
              .get(appContext)
              .log.error({ err: error, path: loggablePath(new URL(request.url).pathname) }, "page render failed");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
