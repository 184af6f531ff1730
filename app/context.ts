import type { SessionUser } from "../server/auth/sessions";
import type { AppContext } from "../server/context";

declare module "react-router" {
  interface AppLoadContext {
    /** Services' context: loaders and actions call server/services functions with it. */
    app: AppContext;
    user: SessionUser | null;
    nonce: string;
  }
}
