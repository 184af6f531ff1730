import { parse as parseCookie, serialize as serializeCookie } from "cookie";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { findSessionUser, type Role, SESSION_COOKIE } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { sendError } from "./errors";

/** The session token in a `Cookie` header, if any. */
export function sessionTokenOf(header: string | null | undefined): string | undefined {
  return header ? parseCookie(header)[SESSION_COOKIE] : undefined;
}

export function sessionToken(req: Request): string | undefined {
  return sessionTokenOf(req.headers.cookie);
}

/** Puts the signed-in user (or null) on res.locals.user for API handlers and page loaders. */
export function loadSession(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    try {
      res.locals.user = await findSessionUser(ctx, sessionToken(req));
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

export function setSessionCookie(req: Request, res: Response, session: OpenedSession) {
  res.cookie(SESSION_COOKIE, session.token, sessionCookieOptions(session, req.secure));
}

/** The same cookie as a `Set-Cookie` value, for a page's action (a sign-in form sent without scripts). */
export function sessionCookieHeader(session: OpenedSession, secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, session.token, sessionCookieOptions(session, secure));
}

export function clearSessionCookie(req: Request, res: Response) {
  res.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: "lax", secure: req.secure, path: "/" });
}

/** API guard: 401 without a session, 403 with the wrong role. */
export function requireRole(...roles: Role[]): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    const user = res.locals.user;
    if (!user) return sendError(res, 401, "로그인이 필요합니다.");
    if (!roles.includes(user.role)) return sendError(res, 403, "접근 권한이 없습니다.");
    next();
  };
}
