import { useEffect } from "react";
import { Outlet } from "react-router";
import { CarListDock } from "#app/components/layout/CarListDock";
import { ErrorPage } from "#app/components/layout/ErrorPage";
import { FloatingContacts } from "#app/components/layout/FloatingContacts";
import { HydratedApart } from "#app/components/layout/HydratedApart";
import { NotFoundPage } from "#app/components/layout/NotFoundPage";
import { SiteFooter } from "#app/components/layout/SiteFooter";
import { SiteHeader } from "#app/components/layout/SiteHeader";
import { captureAttribution } from "#app/lib/attribution";
import { notFoundMessage, PAGE_NOT_FOUND } from "#app/lib/not-found";
import { notFoundMeta, rootSiteName } from "#app/lib/seo";
import { useDataVersionRevalidation } from "#app/lib/use-data-version";
import siteStylesheet from "#app/styles/site.css?url";
import type { Route } from "./+types/layout";

/** The public site's utilities, after the root's base: none of the admin's or the partners' rules. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: siteStylesheet }];

/** The site header, footer and contact shortcuts around every customer page, its 404 included. */
function SiteChrome({ children }: { children: React.ReactNode }) {
  useDataVersionRevalidation();
  // The visit's first page, once: where it came from goes with any lead sent later in the visit.
  useEffect(captureAttribution, []);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#content"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
      >
        본문 바로가기
      </a>
      <SiteHeader />
      <div id="content" className="flex-1">
        {children}
      </div>
      <HydratedApart>
        <SiteFooter />
      </HydratedApart>
      <FloatingContacts />
      <CarListDock />
    </div>
  );
}

export default function SiteLayout() {
  return (
    <SiteChrome>
      <Outlet />
    </SiteChrome>
  );
}

/** Only used when a page below threw: its 404's title and noindex (each page's own `meta` covers the rest). */
export function meta({ error, matches }: Route.MetaArgs) {
  const message = notFoundMessage(error, PAGE_NOT_FOUND);
  if (message === null) return [];
  const siteName = rootSiteName(matches);
  return notFoundMeta(siteName ? `${message} | ${siteName}` : message);
}

/** A page's 404 (`notFound(...)` from its loader) inside the site's chrome; any other failure as before. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = notFoundMessage(error, PAGE_NOT_FOUND);
  if (message === null) return <ErrorPage />;
  return (
    <SiteChrome>
      <NotFoundPage message={message} />
    </SiteChrome>
  );
}
