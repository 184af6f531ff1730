import { Outlet, redirect } from "react-router";
import type { Route } from "./+types/layout";

/** Every partners page below is checked on the server: no partner session, no page. */
export function loader({ context, request }: Route.LoaderArgs) {
  if (context.user?.role !== "partner") {
    const url = new URL(request.url);
    throw redirect(`/partners-login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return null;
}

export default function PartnersLayout() {
  return <Outlet />;
}
