import type { RouterContextProvider } from "react-router";
import { appContext } from "#app/context";

/** The site's public origin: PUBLIC_URL when configured, else the origin the request came in on. */
export function siteOrigin(context: Readonly<RouterContextProvider>, request: Request): string {
  return context.get(appContext).config.publicUrl ?? new URL(request.url).origin;
}
