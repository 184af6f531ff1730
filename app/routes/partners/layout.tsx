import { Outlet } from "react-router";
import { PartnersHeader } from "#app/components/partners/PartnersHeader";
import { partnerContext } from "#app/context";
import { partnerOnly } from "#app/lib/area-guards";
import type { Route } from "./+types/layout";

/** Every partners page below is checked on the server, its own data requests included. */
export const middleware: Route.MiddlewareFunction[] = [partnerOnly];

export function loader({ context }: Route.LoaderArgs) {
  const user = context.get(partnerContext);
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
