import { useEffect } from "react";
import { Outlet } from "react-router";
import { FloatingContacts } from "../../components/layout/FloatingContacts";
import { HydratedApart } from "../../components/layout/HydratedApart";
import { SiteFooter } from "../../components/layout/SiteFooter";
import { SiteHeader } from "../../components/layout/SiteHeader";
import { captureAttribution } from "../../lib/attribution";
import { useDataVersionRevalidation } from "../../lib/use-data-version";

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
