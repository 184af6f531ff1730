import { redirect } from "react-router";
import type { SessionUser } from "#server/auth/sessions";

/** Admin pages: no admin session, no data; the browser goes to the sign-in with a way back. */
export function requireAdmin(user: SessionUser | null, request: Request): SessionUser {
  if (user?.role === "admin") return user;
  const url = new URL(request.url);
  throw redirect(`/admin?next=${encodeURIComponent(url.pathname + url.search)}`);
}
