import { randomBytes } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { isPrivatePath } from "#domain/private-paths";
import { sendError } from "./errors";

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

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Requests without the
 * headers (curl, server-to-server) carry no ambient cookies from a victim's browser and pass.
 */
export function sameOriginMutations(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const site = req.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return sendError(res, 403, "허용되지 않은 요청입니다.");
  const origin = req.get("origin");
  if (origin && origin !== "null") {
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return sendError(res, 403, "허용되지 않은 요청입니다.");
    }
    if (host !== req.get("host")) return sendError(res, 403, "허용되지 않은 요청입니다.");
  } else if (origin === "null") {
    return sendError(res, 403, "허용되지 않은 요청입니다.");
  }
  next();
}

/** Admin and partner pages and responses, and anything sent to a signed-in user, are never stored by caches. */
export function noStoreForPrivate(req: Request, res: Response, next: NextFunction) {
  if (isPrivatePath(req.path) || res.locals.user) res.set("Cache-Control", "no-store");
  next();
}
