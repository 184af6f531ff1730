import { Outlet } from "react-router";
import { requireAdmin } from "#app/lib/require-admin";
import type { Route } from "./+types/layout";

/** Every admin page below is checked on the server: no admin session, no page. */
export function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context.user, request);
  return null;
}

export default function AdminLayout() {
  return <Outlet />;
}
