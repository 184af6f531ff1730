import { data, type MiddlewareFunction, redirect } from "react-router";
import { adminContext, partnerContext, userContext } from "#app/context";
import { ACCOUNT_PATH, OWNER_ONLY } from "#domain/staff-text";

/**
 * The area's sign-in page, with the requested path and query as the way back: the address the visitor asked
 * for, without a data request's `.data` and `_routes` (which `url` leaves out, and `request.url` keeps).
 */
function toSignIn(signIn: string, url: URL): Response {
  return redirect(`${signIn}?next=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * Admin pages: no admin session, no data. As middleware of the area's layout it runs before any loader or
 * action below it, a page's own data request included (that request runs the page's loader alone).
 */
export const adminOnly: MiddlewareFunction<Response> = ({ context, url }) => {
  const user = context.get(userContext);
  if (user?.role !== "admin") throw toSignIn("/admin", url);
  // A one-time password is changed before anything else is shown.
  if (user.mustChangePassword && url.pathname !== ACCOUNT_PATH) throw redirect(ACCOUNT_PATH);
  context.set(adminContext, user);
};

/**
 * The 대표 관리자's pages (사이트 설정, 검색 동의어, 직원 관리): a 상담원 gets a 403 under the admin header, and no data.
 * Runs after `adminOnly`.
 */
export const ownerOnly: MiddlewareFunction<Response> = ({ context }) => {
  if (context.get(adminContext).staffRole !== "owner") throw data({ forbidden: OWNER_ONLY }, { status: 403 });
};

/** Partners pages: no partner session (an admin's neither), no data; the browser goes to the partners login. */
export const partnerOnly: MiddlewareFunction<Response> = ({ context, url }) => {
  const user = context.get(userContext);
  if (user?.role !== "partner") throw toSignIn("/partners-login", url);
  context.set(partnerContext, user);
};
