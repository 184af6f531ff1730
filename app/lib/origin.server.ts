import type { AppLoadContext } from "react-router";

/** The site's public origin: PUBLIC_URL when configured, else the origin the request came in on. */
export function siteOrigin(context: AppLoadContext, request: Request): string {
  return context.app.config.publicUrl ?? new URL(request.url).origin;
}
