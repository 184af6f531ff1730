import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { OWNER_ONLY, PASSWORD_CHANGE_REQUIRED } from "#domain/staff";
import { findSessionUser, type Role, SESSION_COOKIE } from "#server/auth/sessions";
import type { Config } from "#server/config";
import type { AppContext } from "#server/context";
import { sendError } from "./errors";

/**
 * Whether the visitor's browser is on HTTPS: PUBLIC_URL is an https address, or the request came in secure
 * (`protocol` as Express or the page's URL has it; behind TRUST_PROXY, what X-Forwarded-Proto says).
 */
export function onHttps(config: Pick<Config, "publicUrl">, protocol: string): boolean {
  return protocol.replace(/:$/, "") === "https" || Boolean(config.publicUrl?.startsWith("https:"));
}

/**
 * The session cookie's name. On HTTPS it is `__Host-sid`: a browser keeps a cookie of that name only when it is
 * Secure, for Path=/ and for this host alone, so a neighbouring subdomain (or anyone on plain http) cannot plant
 * one for the site. Only the name in force is read, so a planted plain `sid` names no one. Plain http (local
 * development, tests) keeps the plain name, which browsers refuse the prefix on.
 */
export function sessionCookieName(secure: boolean): string {
  return secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** The session token in a `Cookie` header, if any, under the name in force (`secure`: the page is on HTTPS). */
export function sessionTokenOf(header: string | null | undefined, secure: boolean): string | undefined {
  return header ? parseCookie(header)[sessionCookieName(secure)] : undefined;
}

const requestOnHttps = (ctx: AppContext, req: Request) => onHttps(ctx.config, req.protocol);

export function sessionToken(ctx: AppContext, req: Request): string | undefined {
  return sessionTokenOf(req.headers.cookie, requestOnHttps(ctx, req));
}

/** Puts the signed-in user (or null) on res.locals.user for API handlers and page loaders. */
export function loadSession(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    try {
      res.locals.user = await findSessionUser(ctx, sessionToken(ctx, req));
      next();
    } catch (error) {
      next(error);
    }
  };
}

type OpenedSession = { token: string; expiresAt: Date; persistent: boolean };

function sessionCookieOptions(session: OpenedSession, secure: boolean) {
  return {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    // Without 자동 로그인 the cookie ends with the browser session; the server-side expiry still applies.
    ...(session.persistent ? { expires: session.expiresAt } : {}),
  } as const;
}

export function setSessionCookie(ctx: AppContext, req: Request, res: Response, session: OpenedSession) {
  const secure = requestOnHttps(ctx, req);
  res.cookie(sessionCookieName(secure), session.token, sessionCookieOptions(session, secure));
}

/** The same cookie as a `Set-Cookie` value, for a page's action (a sign-in form sent without scripts). */
export function sessionCookieHeader(session: OpenedSession, secure: boolean): string {
  return serializeCookie(sessionCookieName(secure), session.token, sessionCookieOptions(session, secure));
}

export function clearSessionCookie(ctx: AppContext, req: Request, res: Response) {
  const secure = requestOnHttps(ctx, req);
  res.clearCookie(sessionCookieName(secure), { httpOnly: true, sameSite: "lax", secure, path: "/" });
}

export const SIGN_IN_REQUIRED = "로그인이 필요합니다.";
export const NO_ACCESS = "접근 권한이 없습니다.";

/**
 * API guard: 401 without a session, 403 with the wrong role, and 403 for staff who signed in with a one-time
 * password and have not changed it yet (only their own password change and sign-out answer them).
 */
export function requireRole(...roles: Role[]): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    const user = res.locals.user;
    if (!user) return sendError(res, 401, SIGN_IN_REQUIRED);
    if (!roles.includes(user.role)) return sendError(res, 403, NO_ACCESS);
    if (user.role === "admin" && user.mustChangePassword) return sendError(res, 403, PASSWORD_CHANGE_REQUIRED);
    next();
  };
}

/** API guard of what only the 대표 관리자 may do: settings, staff, deletions. */
export function requireOwner(): RequestHandler {
  const admin = requireRole("admin");
  return (req: Request, res: Response, next: NextFunction) => {
    admin(req, res, () => {
      if (res.locals.user?.staffRole !== "owner") return sendError(res, 403, OWNER_ONLY);
      next();
    });
  };
}
