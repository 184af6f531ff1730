import { Outlet } from "react-router";
import { ErrorPage } from "#app/components/layout/ErrorPage";
import { PartnersHeader } from "#app/components/partners/PartnersHeader";
import { PartnersNotFound } from "#app/components/partners/PartnersNotFound";
import { partnerContext } from "#app/context";
import { partnerOnly } from "#app/lib/area-guards";
import { notFoundMessage, PAGE_NOT_FOUND } from "#app/lib/not-found";
import { privateMeta } from "#app/lib/seo";
import partnersStylesheet from "#app/styles/partners.css?url";
import type { Route } from "./+types/layout";

/** The partners' utilities, after the root's base (the pages outside this layout link the same file). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: partnersStylesheet }];

/** Every partners page below is checked on the server, its own data requests included. */
export const middleware: Route.MiddlewareFunction[] = [partnerOnly];

export function loader({ context }: Route.LoaderArgs) {
  const user = context.get(partnerContext);
  return { companyName: user.displayName || user.username };
}

/** The partners header around every partners page, its 404 included. */
function PartnersChrome({ companyName, children }: { companyName: string; children: React.ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-50/70 pt-16 dark:bg-slate-950">
      <PartnersHeader companyName={companyName} />
      {children}
    </div>
  );
}

export default function PartnersLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PartnersChrome companyName={loaderData.companyName}>
      <Outlet />
    </PartnersChrome>
  );
}

/** Only used when a page below threw: its 404's title and noindex (each page's own `meta` covers the rest). */
export function meta({ error }: Route.MetaArgs) {
  const message = notFoundMessage(error, PAGE_NOT_FOUND);
  if (message === null) return [];
  return privateMeta(`${message} | 파트너스`);
}

/** A page's 404 (`notFound(...)` from its loader) under the partners header; any other failure as before. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const message = notFoundMessage(error, PAGE_NOT_FOUND);
  // Without the layout's own data (its loader is what failed) there is no header to show.
  if (message === null || !loaderData) return <ErrorPage />;
  return (
    <PartnersChrome companyName={loaderData.companyName}>
      <PartnersNotFound message={message} />
    </PartnersChrome>
  );
}
