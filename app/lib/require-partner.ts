import { redirect } from "react-router";
import type { SessionUser } from "#server/auth/sessions";

/**
 * Partner pages: no partner session, no data (each loader checks, since React Router runs the layout's and
 * the page's loaders side by side); the browser goes to the partners login with a way back.
 */
export function requirePartner(user: SessionUser | null, request: Request): SessionUser {
  if (user?.role === "partner") return user;
  const url = new URL(request.url);
  throw redirect(`/partners-login?next=${encodeURIComponent(url.pathname + url.search)}`);
}
