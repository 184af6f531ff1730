import type { z } from "zod";
import { fieldErrorsOf, koreanIssue, UNSTORABLE_TEXT, unstorableTextPath } from "#domain/field-errors";

/**
 * An error a client caused or may see; its message is Korean and safe to show. Services throw it and the
 * transport (the /api error handler, a route's loader) decides how it reaches the client.
 */
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

/**
 * Validates with the same schema the form uses; a failure is a 400 with Korean messages per field (zod's own
 * English ones, for a wrong type or a body that is not an object, replaced too). Text the database cannot
 * store as sent is refused the same way rather than failing (NUL) or being altered (lone surrogates).
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {}, { error: koreanIssue });
  if (result.success) {
    const unstorable = unstorableTextPath(result.data);
    if (unstorable) throw new HttpError(400, UNSTORABLE_TEXT, { [unstorable]: UNSTORABLE_TEXT });
    return result.data;
  }
  const fieldErrors = fieldErrorsOf(result.error);
  throw new HttpError(400, Object.values(fieldErrors)[0] ?? "입력값을 확인해주세요.", fieldErrors);
}

const DB_UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "57P01",
  "57P03",
  "08006",
  "08001",
  "08003",
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown; message?: string } | undefined;
  if (!e) return false;
  if (e.code && DB_UNAVAILABLE_CODES.has(e.code)) return true;
  if (/Connection terminated|timeout exceeded when trying to connect|PGlite is closed/i.test(e.message ?? ""))
    return true;
  return e.cause ? isDatabaseUnavailable(e.cause) : false;
}

/** An error's message without the bound parameters a failed query carries (they may be names or phone numbers). */
export function loggableMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split(/\nparams:/)[0] ?? "";
}
