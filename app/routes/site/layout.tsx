import { useEffect } from "react";
import { Outlet } from "react-router";
import { FloatingContacts } from "#app/components/layout/FloatingContacts";
import { HydratedApart } from "#app/components/layout/HydratedApart";
import { SiteFooter } from "#app/components/layout/SiteFooter";
import { SiteHeader } from "#app/components/layout/SiteHeader";
import { captureAttribution } from "#app/lib/attribution";
import { useDataVersionRevalidation } from "#app/lib/use-data-version";

export default function SiteLayout() {
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
        <Outlet />
      </div>
      <HydratedApart>
        <SiteFooter />
      </HydratedApart>
      <FloatingContacts />
    </div>
  );
}
