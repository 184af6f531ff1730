import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request, RequestHandler, Response } from "express";
import type { RouterContextProvider } from "react-router";
import { deferScriptsInStream } from "./deferred-scripts";

type HandlePage = (request: globalThis.Request, context: RouterContextProvider) => Promise<globalThis.Response>;

/**
 * React Router's Express adapter (as @react-router/express does it), around a handler of this server's own
 * react-router: React Router refuses a context provider made by another copy of the package, and the adapter's
 * copy is not always the server's (under Vitest it is loaded natively, the server's modules are not).
 */
export function pagesHandler(
  handle: HandlePage,
  loadContext: (req: Request, res: Response) => RouterContextProvider,
  options: { deferScripts?: boolean } = {},
): RequestHandler {
  return async (req, res, next) => {
    try {
      await send(res, await handle(fetchRequest(req, res), loadContext(req, res)), options);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * The origin the visitor's browser is on, as the pages are handed it in `request.url` (React Router checks a
 * form post's Origin against it): the host the visitor asked for, X-Forwarded-Host only behind a trusted proxy
 * (req.hostname follows that).
 */
export function pageOrigin(req: Request): string {
  const [, forwardedPort] = req.app.enabled("trust proxy") ? (req.get("X-Forwarded-Host")?.split(":") ?? []) : [];
  const [, hostPort] = req.get("host")?.split(":") ?? [];
  const port = [forwardedPort, hostPort].map((p) => Number.parseInt(p ?? "", 10)).find(Number.isSafeInteger);
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || "localhost";
  return `${req.protocol}://${hostname}${port ? `:${port}` : ""}`;
}

function fetchRequest(req: Request, res: Response): globalThis.Request {
  const url = `${pageOrigin(req)}${req.originalUrl}`;

  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headers)) {
    if (!values) continue;
    for (const value of Array.isArray(values) ? values : [values]) headers.append(name, value);
  }
  // A visitor who leaves mid-render stops the render; a finished response is not aborted by its socket closing.
  const controller = new AbortController();
  let finished = false;
  res.on("finish", () => {
    finished = true;
  });
  res.on("close", () => {
    if (!finished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new globalThis.Request(url, init);
}

async function send(res: Response, response: globalThis.Response, options: { deferScripts?: boolean }) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  // A page's scripts load after its first paint (deferred-scripts.ts), as the kept pages' do.
  const rewrite = options.deferScripts && response.headers.get("content-type")?.startsWith("text/html");
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) {
    if (rewrite && name === "content-length") continue;
    // The page's answer has the last word on a header set before it (the private paths' Cache-Control), so
    // no response carries two; only Set-Cookie comes once per cookie.
    if (name === "set-cookie") res.append(name, value);
    else res.setHeader(name, value);
  }
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(rewrite ? deferScriptsInStream(response.body) : response.body, res);
  } catch (error) {
    if (!(res.destroyed || res.writableEnded)) throw error;
  }
}
