import type { RequestHandler } from "express";
import type { Config } from "#server/config";
import { sendError } from "./errors";

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const PROTO = /^\s*https?\s*(,\s*https?\s*)*$/i;
const BAD_REQUEST = "잘못된 요청입니다.";
/** A method the site or the page does not take (page-methods.ts answers a page without an action with it too). */
export const METHOD_NOT_ALLOWED = "허용되지 않은 요청 방식입니다.";

/**
 * Requests no browser sends, answered before any route sees them: an unparsable Host, a method the site has
 * no use for (TRACE, CONNECT, …) and a forwarded protocol other than http/https. Each would otherwise reach
 * the renderer and fail there as a 500. (A page form posted in a format forms don't use is the route action's
 * to answer: it shows the form again with its messages.)
 */
export function requestGuard(config: Pick<Config, "trustProxy" | "allowedHosts" | "env">): RequestHandler {
  const { trustProxy } = config;
  const hostAllowed = hostRule(config);
  return (req, res, next) => {
    if (!METHODS.has(req.method)) {
      res.set("Allow", [...METHODS].join(", "));
      return sendError(res, 405, METHOD_NOT_ALLOWED);
    }
    const host = req.headers.host;
    if (!host || !URL.canParse(`http://${host}/`)) return sendError(res, 400, BAD_REQUEST);
    // The host canonical URLs, the sitemap and upload addresses are written with: never one a client made up.
    const forwarded = trustProxy ? req.headers["x-forwarded-host"] : undefined;
    for (const named of [host, ...(forwarded ? String(forwarded).split(",") : [])]) {
      const trimmed = named.trim();
      if (!URL.canParse(`http://${trimmed}/`) || !hostAllowed(new URL(`http://${trimmed}/`).hostname))
        return sendError(res, 421, "이 주소로는 사이트에 접속할 수 없습니다.");
    }
    const proto = req.headers["x-forwarded-proto"];
    if (trustProxy && proto !== undefined && !PROTO.test(String(proto))) return sendError(res, 400, BAD_REQUEST);
    next();
  };
}

const OWN_NAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Which host names are answered: the configured ones (and this machine's), else any outside production. */
function hostRule({ allowedHosts, env }: Pick<Config, "allowedHosts" | "env">): (hostname: string) => boolean {
  if (allowedHosts.length === 0 && env !== "production") return () => true;
  const allowed = new Set([...allowedHosts, ...OWN_NAMES]);
  return (hostname) => allowed.has(hostname.toLowerCase());
}
