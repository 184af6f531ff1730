import { Outlet } from "react-router";
import { PartnersHeader } from "#app/components/partners/PartnersHeader";
import { requirePartner } from "#app/lib/require-partner";
import type { Route } from "./+types/layout";

/** Every partners page below is checked on the server: no partner session, no page. */
export function loader({ context, request }: Route.LoaderArgs) {
  const user = requirePartner(context.user, request);
  return { companyName: user.displayName || user.username };
}

export default function PartnersLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="min-h-dvh bg-slate-50/70 pt-16 dark:bg-slate-950">
      <PartnersHeader companyName={loaderData.companyName} />
      <Outlet />
    </div>
  );
}
