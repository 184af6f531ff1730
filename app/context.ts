import { createContext } from "react-router";
import type { SessionUser } from "#server/auth/sessions";

// The contexts the server fills for every request are the server's own (server/http/page-context.ts).
export { appContext, ipContext, keptContext, nonceContext, userContext } from "#server/http/page-context";

/** The admin signed in, set by the admin area's guard for every route below it. */
export const adminContext = createContext<SessionUser>();
/** The partner signed in, set by the partners area's guard for every route below it. */
export const partnerContext = createContext<SessionUser>();
