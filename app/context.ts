import type { SessionUser } from "#server/auth/sessions";
import type { AppContext } from "#server/context";

declare module "react-router" {
  interface AppLoadContext {
    /** Services' context: loaders and actions call server/services functions with it. */
    app: AppContext;
    user: SessionUser | null;
    nonce: string;
    /** Rendered once to be kept and sent to every visitor (server/http/page-cache.ts): rendered whole, not streamed. */
    kept?: boolean;
    /** The client's IP as Express sees it (behind TRUST_PROXY); for per-IP rate limits of page actions, never stored. */
    ip: string;
  }
}
