import { useRouteLoaderData } from "react-router";
import type { loader } from "#app/root";
import type { PageSiteConfig } from "#domain/site-config";
import { DEFAULT_SITE_NAME } from "#domain/site-settings";

/**
 * The business details as the root loader reads them (사이트 설정 over SITE_*). A channel link with no real target
 * (unset, or a platform's front page) is empty here: components show no button for it. `receipts`: whether a lead's
 * number gets a 접수 안내, which the consent texts then say.
 */
export function useSiteConfig(): PageSiteConfig {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("root loader data is missing");
  return data.site;
}

/**
 * The site's name for the logo, also on a page a middleware refused before any loader ran (a 상담원's 403 under the
 * admin header), where the root's data is missing and the default name stands in.
 */
export function useSiteName(): string {
  return useRouteLoaderData<typeof loader>("root")?.site.name ?? DEFAULT_SITE_NAME;
}

/** The logo uploaded in 사이트 설정, or "" (the text logo), also where the root's data is missing. */
export function useSiteLogo(): string {
  return useRouteLoaderData<typeof loader>("root")?.site.logo ?? "";
}

/** `1588-0000` → `tel:15880000` */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^0-9+]/g, "")}`;
}
