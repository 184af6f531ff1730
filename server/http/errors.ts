import type { ErrorRequestHandler, Response } from "express";
import type { Logger } from "pino";
import { HttpError, isDatabaseUnavailable, loggableMessage } from "#server/errors";
import { loggablePath } from "#server/log";

export function sendError(res: Response, status: number, message: string, fieldErrors?: Record<string, string>) {
  res.status(status).json({ success: false, message, ...(fieldErrors ? { fieldErrors } : {}) });
}

const UNAVAILABLE_MESSAGE = "일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.";

/** A page request (not /api) that fails before React can render gets a small self-contained Korean page. */
function wantsPage(req: Parameters<ErrorRequestHandler>[1]): boolean {
  return !req.path.startsWith("/api/") && req.method === "GET" && Boolean(req.accepts("html"));
}

function errorPage(status: number, message: string): string {
  return `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>잠시 후 다시 시도해주세요</title><meta http-equiv="refresh" content="30"></head><body style="font-family:system-ui,sans-serif;display:flex;min-height:90vh;align-items:center;justify-content:center;text-align:center;color:#0f172a"><main><p style="color:#2147ee;font-weight:700">${status}</p><h1 style="font-size:1.5rem">${message}</h1><p><a href="/" style="color:#2147ee">홈으로</a></p></main></body></html>`;
}

/** Only the "at …" frames of a stack: its first lines repeat the message. */
function stackFrames(error: unknown): string | undefined {
  const stack = (error as Error)?.stack;
  return stack
    ?.split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");
}

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    // A body the client stopped sending after it was answered (an upload dropped as stalled), or one dropped as too
    // slow before the route came to read it: nothing left to say.
    const type = (error as { type?: string }).type;
    if (res.headersSent && (type === "request.aborted" || type === "stream.not.readable")) return;
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) return sendError(res, error.status, error.message, error.fieldErrors);
    if (type === "entity.too.large") return sendError(res, 413, "파일 또는 요청이 너무 큽니다.");
    if (type === "entity.parse.failed") return sendError(res, 400, "요청 형식이 올바르지 않습니다.");
    if (type?.startsWith("entity.") || type?.startsWith("encoding.") || type === "charset.unsupported") {
      return sendError(res, 400, "요청 형식이 올바르지 않습니다.");
    }
    // Other client errors Express raises itself: a path with broken percent-encoding, a body whose
    // Content-Encoding does not match its bytes.
    const clientStatus = (error as { status?: unknown }).status;
    if (typeof clientStatus === "number" && clientStatus >= 400 && clientStatus < 500) {
      return sendError(res, clientStatus, "요청 형식이 올바르지 않습니다.");
    }
    const unavailable = isDatabaseUnavailable(error);
    // Never the request body or a query's parameters: they may hold names and phone numbers.
    log.error(
      {
        err: {
          message: loggableMessage(error),
          code: (error as { code?: string })?.code,
          stack: unavailable ? undefined : stackFrames(error),
        },
        path: loggablePath(req.path),
      },
      unavailable ? "database unavailable" : "unhandled error",
    );
    const status = unavailable ? 503 : 500;
    const message = unavailable ? UNAVAILABLE_MESSAGE : "서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.";
    res.set("Cache-Control", "no-store");
    if (unavailable) res.set("Retry-After", "30");
    if (wantsPage(req)) return res.status(status).type("html").send(errorPage(status, message));
    sendError(res, status, message);
  };
}
