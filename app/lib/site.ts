import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/root";
import type { SiteConfig } from "#domain/site-config";

/**
 * The business details as the root loader reads them (사이트 설정 over SITE_*). A channel link with no real target
 * (unset, or a platform's front page) is empty here: components show no button for it.
 */
export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("root loader data is missing");
  return data.site;
}

/** `1588-0000` → `tel:15880000` */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}
