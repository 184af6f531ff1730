import { Outlet } from "react-router";
import { adminOnly } from "#app/lib/area-guards";
import type { Route } from "./+types/layout";

/** Every admin page below is checked on the server, its own data requests and form posts included. */
export const middleware: Route.MiddlewareFunction[] = [adminOnly];

export default function AdminLayout() {
  return <Outlet />;
}
