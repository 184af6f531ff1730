import { randomBytes } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { isPrivatePath } from "#domain/private-paths";
import { sendError } from "./errors";
import { pageOrigin } from "./pages-handler";

/** A fresh nonce per response for the inline scripts React Router and the theme script need. */
export const assignNonce: RequestHandler = (_req, res, next) => {
  res.locals.nonce = randomBytes(16).toString("base64");
  next();
};

/**
 * `mediaOrigin`: where `/media/…` redirects (MEDIA_PUBLIC_URL's origin); images follow the redirect, and the policy
 * is checked again at the address they land on.
 */
export function securityHeaders(options: { dev: boolean; mediaOrigin?: string }): RequestHandler {
  return helmet({
    // Vite's dev server injects unhashed inline scripts and a websocket; the policy applies to built output.
    contentSecurityPolicy: options.dev
      ? false
      : {
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as Response).locals.nonce}'`],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", ...(options.mediaOrigin ? [options.mediaOrigin] : [])],
            fontSrc: ["'self'", "data:"],
            connectSrc: ["'self'"],
            frameAncestors: ["'none'"],
            formAction: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            upgradeInsecureRequests: null,
          },
        },
    strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const REFUSED = "허용되지 않은 요청입니다.";

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Requests without the
 * headers (curl, server-to-server) carry no ambient cookies from a victim's browser and pass.
 */
export function sameOriginMutations(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const site = req.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return sendError(res, 403, REFUSED);
  const origin = req.get("origin");
  if (origin && origin !== "null") {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return sendError(res, 403, REFUSED);
    }
    if (host !== req.get("host")) return sendError(res, 403, REFUSED);
  } else if (origin === "null") {
    return sendError(res, 403, REFUSED);
  }
  next();
}

/** The sign-in forms' actions: either page, in any letter case, percent-encoded or not, and their data requests. */
const SIGN_IN_FORM = /^\/(admin|partners)-login\/?(\.data)?$/;

function isSignInForm(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed encoding: judged as it is, as the router would fail to match it.
  }
  return SIGN_IN_FORM.test(decoded.toLowerCase());
}

/**
 * Page form posts (an action, sent with or without JavaScript) from another site are refused here with a
 * Korean 403, as the API's are. React Router would refuse a foreign Origin itself, but as an English 400 and
 * an error in the log for every post another site makes its visitors send. The Origin is compared with the
 * origin the page is rendered for (pages-handler.ts), as React Router compares it, so nothing it would refuse
 * gets past.
 *
 * The sign-in forms ask more: a browser names where a form post comes from (Origin, or Sec-Fetch-Site), and
 * a post to them that names neither is refused too, so no other site can sign its visitor in to an account
 * of its own choosing (login CSRF). The JSON sign-in (`POST /api/auth/login`) is left to the API's rule.
 */
export function sameOriginPagePosts(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const site = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const fromHere = origin !== undefined && isPageOrigin(req, origin);
  const foreign =
    (site !== undefined && site !== "same-origin" && site !== "none") || (origin !== undefined && !fromHere);
  const unnamed = !fromHere && site !== "same-origin";
  if (foreign || (unnamed && isSignInForm(req.path))) return refusePagePost(req, res);
  next();
}

/** Whether an Origin header names the origin the page is rendered for (`null` and unreadable ones never do). */
function isPageOrigin(req: Request, origin: string): boolean {
  const own = pageOrigin(req);
  if (origin === "null" || !URL.canParse(origin) || !URL.canParse(own)) return false;
  return new URL(origin).origin === new URL(own).origin;
}

function refusePagePost(req: Request, res: Response) {
  res.status(403).set("Cache-Control", "no-store");
  // A form sent without scripts lands on this answer: a page that says so. A script's data request gets JSON.
  if (req.path.endsWith(".data") || !req.accepts("html")) return sendError(res, 403, REFUSED);
  res
    .type("html")
    .send(
      `<!doctype html><html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${REFUSED}</title></head><body style="font-family:system-ui,sans-serif;display:flex;min-height:90vh;align-items:center;justify-content:center;text-align:center;color:#0f172a"><main><p style="color:#2147ee;font-weight:700">403</p><h1 style="font-size:1.5rem">${REFUSED}</h1><p>이 사이트의 화면에서 다시 시도해주세요.</p><p><a href="/" style="color:#2147ee">홈으로</a></p></main></body></html>`,
    );
}

/** Admin and partner pages and responses, and anything sent to a signed-in user, are never stored by caches. */
export function noStoreForPrivate(req: Request, res: Response, next: NextFunction) {
  if (isPrivatePath(req.path) || res.locals.user) res.set("Cache-Control", "no-store");
  next();
}
