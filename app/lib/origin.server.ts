import type { RouterContextProvider } from "react-router";
import { appContext } from "#app/context";
import { publicOrigin } from "#server/services/notifications/alert-settings";

/**
 * The site's public origin: the address saved in 알림 설정 (PUBLIC_URL until one is), else the origin the request
 * came in on. Canonical URLs, share previews, the sitemap and the links in alerts all name the same one.
 */
export function siteOrigin(context: Readonly<RouterContextProvider>, request: Request): Promise<string> {
  return publicOrigin(context.get(appContext), new URL(request.url).origin);
}
