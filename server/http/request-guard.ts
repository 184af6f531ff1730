import type { RequestHandler } from "express";
import type { TrustProxy } from "#server/config";
import { sendError } from "./errors";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const PROTO = /^\s*https?\s*(,\s*https?\s*)*$/i;
const BAD_REQUEST = "잘못된 요청입니다.";

/**
 * Requests no browser sends, answered before any route sees them: an unparsable Host, a method the site has
 * no use for (TRACE, CONNECT, …) and a forwarded protocol other than http/https. Each would otherwise reach
 * the renderer and fail there as a 500. (A page form posted in a format forms don't use is the route action's
 * to answer: it shows the form again with its messages.)
 */
export function requestGuard(trustProxy: TrustProxy): RequestHandler {
  return (req, res, next) => {
    if (!METHODS.has(req.method)) {
      res.set("Allow", [...METHODS].join(", "));
      return sendError(res, 405, "허용되지 않은 요청 방식입니다.");
    }
    const host = req.headers.host;
    if (!host || !URL.canParse(`http://${host}/`)) return sendError(res, 400, BAD_REQUEST);
    const proto = req.headers["x-forwarded-proto"];
    if (trustProxy && proto !== undefined && !PROTO.test(String(proto))) return sendError(res, 400, BAD_REQUEST);
    next();
  };
}
