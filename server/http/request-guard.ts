import type { RequestHandler } from "express";
import { sendError } from "./errors";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** What a page's form (a route action) can be sent as; the API routes check their own bodies. */
const PAGE_POST_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data|application\/json)\s*(;|$)/i;
const PROTO = /^\s*https?\s*(,\s*https?\s*)*$/i;
const BAD_REQUEST = "잘못된 요청입니다.";

/**
 * Requests no browser sends, answered before any route sees them: an unparsable Host, a method the site has
 * no use for (TRACE, CONNECT, …), a forwarded protocol other than http/https, and a page form post in a
 * format forms don't use. Each would otherwise reach the renderer and fail there as a 500.
 */
export function requestGuard(trustProxy: boolean | number | string): RequestHandler {
  return (req, res, next) => {
    if (!METHODS.has(req.method)) {
      res.set("Allow", [...METHODS].join(", "));
      return sendError(res, 405, "허용되지 않은 요청 방식입니다.");
    }
    const host = req.headers.host;
    if (!host || !URL.canParse(`http://${host}/`)) return sendError(res, 400, BAD_REQUEST);
    const proto = req.headers["x-forwarded-proto"];
    if (trustProxy && proto !== undefined && !PROTO.test(String(proto))) return sendError(res, 400, BAD_REQUEST);
    if (req.method === "POST" && !req.path.startsWith("/api/") && !PAGE_POST_TYPES.test(req.headers["content-type"] ?? "")) {
      return sendError(res, 415, "지원하지 않는 형식의 요청입니다.");
    }
    next();
  };
}
