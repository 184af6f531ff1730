import { type Readable, Transform } from "node:stream";
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from "@react-router/node";
import type { Request, RequestHandler, Response } from "express";
import type { RouterContextProvider } from "react-router";
import { MAX_UPLOAD_BYTES } from "#server/media/images";
import { deferScriptsInStream } from "./deferred-scripts";

/**
 * The most a page's form post may carry, as for the JSON API: the largest form (a listing with its texts) is a few
 * tens of kilobytes. A larger body is refused before React Router buffers and parses it.
 */
export const PAGE_BODY_MAX = 1024 * 1024;
/**
 * The one page form that carries a file: 후기 작성 (/reviews/new) sends its photo in the form when the page's scripts
 * do not upload it first. It may be as large as an upload (MAX_UPLOAD_BYTES), with room for the text fields.
 */
export const PHOTO_FORM_BODY_MAX = MAX_UPLOAD_BYTES + 64 * 1024;
const PHOTO_FORM_PATHS = new Set(["/reviews/new", "/reviews/new.data"]);
/** The most a page's post may carry: its path decides (a trailing slash is the same page). */
export function pageBodyMax(path: string): number {
  return PHOTO_FORM_PATHS.has(path.replace(/(.)\/$/, "$1")) ? PHOTO_FORM_BODY_MAX : PAGE_BODY_MAX;
}
const TOO_LARGE = "보낸 내용이 너무 큽니다. 입력한 내용을 줄여 다시 보내주세요.";

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
    if (Number(req.headers["content-length"] ?? 0) > pageBodyMax(req.path)) return tooLarge(res);
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
    init.body = createReadableStreamFromReadable(capped(req, res, pageBodyMax(req.path)));
    init.duplex = "half";
  }
  return new globalThis.Request(url, init);
}

function tooLarge(res: Response) {
  // The rest of the body is not read: the connection ends with the answer.
  res
    .status(413)
    .set({ Connection: "close", "Cache-Control": "no-store" })
    .type("text/plain; charset=utf-8")
    .send(TOO_LARGE);
}

/** The body as it arrives, cut with a 413 once it passes `max` (a body sent without a declared length). */
function capped(req: Request, res: Response, max: number): Readable {
  let read = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      read += chunk.length;
      if (read <= max) return done(null, chunk);
      if (!res.headersSent) tooLarge(res);
      // Ending the stream with an error, not early: a form cut short must never be read as the whole form.
      done(new Error("page body too large"));
    },
  });
  req.pipe(counter);
  req.on("error", (error) => counter.destroy(error));
  return counter;
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
