import { lazy, Suspense, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { isPrivatePath } from "#domain/private-paths";
import { publicSiteConfig } from "#domain/site-settings";
import { OWNER_ONLY } from "#domain/staff-text";
import { receiptsOn } from "#server/services/outbox/outbox";
import { siteSettingsForPage } from "#server/services/site/site-settings";
import type { Route } from "./+types/root";
import { ErrorPage } from "./components/layout/ErrorPage";
import { NotFoundPage } from "./components/layout/NotFoundPage";
import { PageJsonLd } from "./components/seo/JsonLd";
import { ToastProvider } from "./components/ui/toast";
import { appContext, nonceContext } from "./context";
import { sendBeacon } from "./lib/api-client";
import { notFoundMessage, PAGE_NOT_FOUND } from "./lib/not-found";
import { siteOrigin } from "./lib/origin.server";
import { useRenderNonce } from "./lib/render-nonce";
import { privateMeta } from "./lib/seo";
import { THEME_BOOT_SCRIPT } from "./lib/theme";
import baseStylesheet from "./styles/base.css?url";
import siteStylesheet from "./styles/site.css?url";

/** The reset and base styles every area shares; each area's layout links its own utilities after it. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: baseStylesheet }];

export async function loader({ context, request }: Route.LoaderArgs) {
  // `origin` lets any page's `meta` build absolute canonical, Open Graph and JSON-LD URLs. The business details are
  // 사이트 설정's (read once per data version), with channels that lead nowhere of the business's own left out.
  return {
    site: {
      ...publicSiteConfig(await siteSettingsForPage(context.get(appContext))),
      receipts: await receiptsOn(context.get(appContext)),
    },
    nonce: context.get(nonceContext),
    origin: await siteOrigin(context, request),
  };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Without the root's data (a page a middleware refused), the server render's own.
  const rendered = useRenderNonce();
  const nonce = data?.nonce ?? rendered;
  return (
    <html lang="ko" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2147ee" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Applied before first paint so a dark-theme reload never flashes white. */}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        <Meta />
        <PageJsonLd nonce={nonce} />
        <Links />
      </head>
      <body className="min-h-dvh">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/** Sends each visited public path to the server (the server counts no signed-in area's page either). */
function usePageViewTracking() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (isPrivatePath(pathname)) return;
    sendBeacon("/api/page-view", { path: pathname });
  }, [pathname]);
}

/** Browser tests wait for this before interacting, so no click lands on not-yet-hydrated markup. */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  usePageViewTracking();
  useHydratedMark();
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}

/**
 * A 대표 관리자's page refused to a 상담원 (app/lib/area-guards.ts): the middleware refuses before any loader runs, so
 * React Router shows the refusal here, at the root, whose loader did not run either.
 */
const forbidden = (error: unknown) =>
  isRouteErrorResponse(error) &&
  error.status === 403 &&
  (error.data as { forbidden?: unknown })?.forbidden === OWNER_ONLY;

/** The admin header and its utilities, loaded only for that refusal: the public pages' scripts stay as they are. */
const AdminRefusal = lazy(() => import("./components/admin/AdminRefusal"));

/** Only for the root's own boundary (the pages' `meta` cover the rest): the refusal's title and noindex. */
export function meta({ error }: Route.MetaArgs) {
  return forbidden(error) ? privateMeta(`${OWNER_ONLY} | 관리자`) : [];
}

/**
 * What no area's layout caught: a 상담원's refusal under the admin header, a 404 as the site shows it (without the
 * chrome), anything else as an error.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  useHydratedMark();
  if (forbidden(error))
    return (
      <Suspense>
        <AdminRefusal />
      </Suspense>
    );
  const message = notFoundMessage(error, PAGE_NOT_FOUND);
  // No area's layout rendered, so no area's stylesheet is linked: these pages are the public site's, and React
  // hoists the link into the head.
  const stylesheet = <link rel="stylesheet" href={siteStylesheet} precedence="site" />;
  return (
    <>
      {stylesheet}
      {message !== null ? <NotFoundPage message={message} /> : <ErrorPage />}
    </>
  );
}
