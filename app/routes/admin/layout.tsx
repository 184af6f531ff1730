import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";

/** Every admin page below is checked on the server: no admin session, no page. */
export function loader({ context, request }: Route.LoaderArgs) {
  if (context.user?.role !== "admin") {
    const url = new URL(request.url);
    throw redirect(`/admin?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return null;
}

export default function AdminLayout() {
  return <Outlet />;
}
