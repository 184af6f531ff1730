import type { Request, RequestHandler, Response } from "express";
import type { Config } from "#server/config";
import { sendError } from "./errors";

export const BODY_TOO_SLOW = "요청 전송이 너무 느려 중단되었습니다. 네트워크 연결을 확인한 뒤 다시 시도해주세요.";

/** How often a body still arriving is judged: a cut comes at most this long after a limit is passed. */
const CHECK_EVERY_MS = 500;

function hasBody(req: Request): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length.trim() !== "0");
}

/**
 * Every request body must keep up a minimum pace: once `graceMs` have passed it must have arrived at
 * `minBytesPerSecond` on average, and all of it within `maxMs`. Otherwise it is answered 408 and the connection is
 * cut, so what the route had read of it (an upload, a price sheet, a form) is let go. A client that sends a byte
 * every few seconds is never idle, yet would hold its connection, and whatever it sent first, for as long as it
 * liked; the average catches a drip from the start, the total time one that starts fast and then trickles.
 *
 * The bytes are counted on the connection, so nothing here reads the body or changes how a route reads it.
 * Whether the route reads it or not (an answer sent first leaves Node to drain it), a body still arriving is
 * judged until it is whole or the connection is gone.
 */
export function bodyPace(pace: Config["bodyPace"]): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req) || req.complete) return next();
    const socket = req.socket;
    const start = performance.now();
    // What of the body came with the headers already waits in the request, unread: it counts as arrived.
    const startBytes = socket.bytesRead - req.readableLength;
    const timer = setInterval(() => {
      if (req.complete || req.destroyed) return clearInterval(timer);
      const elapsed = performance.now() - start;
      const arrived = socket.bytesRead - startBytes;
      const tooLong = elapsed >= pace.maxMs;
      const tooSlow = elapsed >= pace.graceMs && arrived < (pace.minBytesPerSecond * elapsed) / 1000;
      if (!tooLong && !tooSlow) return;
      clearInterval(timer);
      drop(req, res);
    }, CHECK_EVERY_MS);
    // A pending check never keeps a stopping process alive.
    timer.unref();
    req.once("close", () => clearInterval(timer));
    next();
  };
}

/**
 * Answers 408 (when nothing was answered yet) and then ends the connection. The request ends with an error, so a
 * reader of the body (the page forms' FormData) sees it cut short rather than taking what came as the whole.
 */
function drop(req: Request, res: Response) {
  const cut = () => req.destroy(Object.assign(new Error("request body too slow"), { code: "ECONNRESET" }));
  if (!res.headersSent) {
    res.set("Connection", "close");
    res.set("Cache-Control", "no-store");
    if (wantsPage(req)) res.status(408).type("html").send(slowPage());
    else sendError(res, 408, BODY_TOO_SLOW);
  }
  if (res.writableFinished || res.destroyed) cut();
  else res.once("close", cut);
}

/** A form posted without JavaScript lands on this answer, so it gets a page; scripts and the API get JSON. */
function wantsPage(req: Request): boolean {
  // The path as asked: a router the request has reached since strips its own mount point from `req.path`.
  const path = req.originalUrl.split("?")[0] ?? "";
  return !path.startsWith("/api/") && !path.endsWith(".data") && Boolean(req.accepts("html"));
}

function slowPage(): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>요청이 중단되었습니다</title></head><body style="font-family:system-ui,sans-serif;display:flex;min-height:90vh;align-items:center;justify-content:center;text-align:center;color:#0f172a"><main><p style="color:#2147ee;font-weight:700">408</p><h1 style="font-size:1.5rem">요청이 중단되었습니다</h1><p>${BODY_TOO_SLOW}</p><p><a href="/" style="color:#2147ee">홈으로</a></p></main></body></html>`;
}
