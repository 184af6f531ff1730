import { type MiddlewareFunction, redirect } from "react-router";
import { adminContext, partnerContext, userContext } from "#app/context";

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
  context.set(adminContext, user);
};

/** Partners pages: no partner session (an admin's neither), no data; the browser goes to the partners login. */
export const partnerOnly: MiddlewareFunction<Response> = ({ context, url }) => {
  const user = context.get(userContext);
  if (user?.role !== "partner") throw toSignIn("/partners-login", url);
  context.set(partnerContext, user);
};
