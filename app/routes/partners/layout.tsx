import { Outlet, redirect } from "react-router";
import { PartnersHeader } from "../../components/partners/PartnersHeader";
import type { Route } from "./+types/layout";

/** Every partners page below is checked on the server: no partner session, no page. */
export function loader({ context, request }: Route.LoaderArgs) {
  if (context.user?.role !== "partner") {
    const url = new URL(request.url);
    throw redirect(`/partners-login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  return { companyName: context.user.displayName || context.user.username };
}

export default function PartnersLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-slate-50/70 pt-16 dark:bg-slate-950">
      <PartnersHeader companyName={loaderData.companyName} />
      <Outlet />
    </div>
  );
}
