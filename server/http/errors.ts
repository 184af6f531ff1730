import type { ErrorRequestHandler, Response } from "express";
import type { Logger } from "pino";
import type { z } from "zod";
import { fieldErrorsOf } from "../../domain/field-errors";

/** An error a client caused or may see; its message is Korean and safe to show. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message = "요청하신 정보를 찾을 수 없습니다.") => new HttpError(404, message);

export function sendError(res: Response, status: number, message: string, fieldErrors?: Record<string, string>) {
  res.status(status).json({ success: false, message, ...(fieldErrors ? { fieldErrors } : {}) });
}

export { fieldErrorsOf };

/** Validates with the same schema the form uses; a failure is a 400 with Korean messages per field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fieldErrors = fieldErrorsOf(result.error);
  throw new HttpError(400, Object.values(fieldErrors)[0] ?? "입력값을 확인해주세요.", fieldErrors);
}

const DB_UNAVAILABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "57P01", "57P03", "08006", "08001", "08003"]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown; message?: string } | undefined;
  if (!e) return false;
  if (e.code && DB_UNAVAILABLE_CODES.has(e.code)) return true;
  if (/Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i.test(e.message ?? "")) return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

export function errorHandler(log: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) return next(error);
    if (error instanceof HttpError) return sendError(res, error.status, error.message, error.fieldErrors);
    const type = (error as { type?: string }).type;
    if (type === "entity.too.large") return sendError(res, 413, "파일 또는 요청이 너무 큽니다.");
    if (type === "entity.parse.failed") return sendError(res, 400, "요청 형식이 올바르지 않습니다.");
    if (type?.startsWith("entity.") || type?.startsWith("encoding.") || type === "charset.unsupported") {
      return sendError(res, 400, "요청 형식이 올바르지 않습니다.");
    }
    if (isDatabaseUnavailable(error)) {
      log.error({ err: { message: (error as Error).message }, path: req.path }, "database unavailable");
      return sendError(res, 503, "일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.");
    }
    // Only the message and stack: request bodies may hold names and phone numbers.
    log.error({ err: { message: (error as Error)?.message, stack: (error as Error)?.stack }, path: req.path }, "unhandled error");
    sendError(res, 500, "서버 오류가 발생했습니다. 잠시 후 다시 시도해주세요.");
  };
}
