import { createContext, type RouterContext } from "react-router";
import type { SessionUser } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import type { PageRequest } from "#server/http/web";

/** Services' context: loaders and actions call server/services functions with it. */
export const appContext = createContext<AppContext>();
/** Whoever the session cookie names, if anyone; the area guards narrow it to their role. */
export const userContext = createContext<SessionUser | null>(null);
export const nonceContext = createContext<string>();
/** Rendered once to be kept and sent to every visitor (server/http/page-cache.ts): rendered whole, not streamed. */
export const keptContext = createContext<boolean>(false);
/** The client's IP as Express sees it (behind TRUST_PROXY); for per-IP rate limits of page actions, never stored. */
export const ipContext = createContext<string>("");

/** The admin signed in, set by the admin area's guard for every route below it. */
export const adminContext = createContext<SessionUser>();
/** The partner signed in, set by the partners area's guard for every route below it. */
export const partnerContext = createContext<SessionUser>();

/**
 * One page request's router context, as the entries the server fills its `RouterContextProvider` with. The
 * server reaches this through the built entry (app/entry.server.tsx), so the keys are the bundle's own: a copy of
 * this module loaded outside the bundle would hold different ones. The provider itself is the server's, made
 * by the same react-router module as the request handler that checks it.
 */
export function loadContextEntries(request: PageRequest): Map<RouterContext, unknown> {
  return new Map<RouterContext, unknown>([
    [appContext, request.app],
    [userContext, request.user],
    [nonceContext, request.nonce],
    [keptContext, request.kept ?? false],
    [ipContext, request.ip],
  ]);
}
