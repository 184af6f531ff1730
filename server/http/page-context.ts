import { createContext, type RouterContext, RouterContextProvider } from "react-router";
import type { SessionUser } from "#server/auth/sessions";
import type { AppContext } from "#server/context";

/*
 * The router contexts the server hands every page request, read by the pages through app/context.ts. They are
 * matched by identity, and pages and server share this module (docs/decisions/0012-one-server-module-graph.md).
 */

/** Services' context: loaders and actions call server/services functions with it. */
export const appContext = createContext<AppContext>();
/** Whoever the session cookie names, if anyone; the area guards narrow it to their role. */
export const userContext = createContext<SessionUser | null>(null);
export const nonceContext = createContext<string>();
/** Rendered once to be kept and sent to every visitor (page-cache.ts): rendered whole, not streamed. */
export const keptContext = createContext<boolean>(false);
/** The client's IP as Express sees it (behind TRUST_PROXY); for per-IP rate limits of page actions, never stored. */
export const ipContext = createContext<string>("");

/** What the server hands the pages about one request. */
export interface PageRequest {
  app: AppContext;
  user: SessionUser | null;
  nonce: string;
  /** Rendered once to be kept and sent to every visitor (page-cache.ts): rendered whole, not streamed. */
  kept?: boolean;
  ip: string;
}

/** One page request's router context. */
export function pageContext(request: PageRequest): RouterContextProvider {
  return new RouterContextProvider(
    new Map<RouterContext, unknown>([
      [appContext, request.app],
      [userContext, request.user],
      [nonceContext, request.nonce],
      [keptContext, request.kept ?? false],
      [ipContext, request.ip],
    ]),
  );
}
