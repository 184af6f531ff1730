import { Outlet } from "react-router";
import { AdminNotFound } from "#app/components/admin/AdminNotFound";
import { ErrorPage } from "#app/components/layout/ErrorPage";
import { adminContext } from "#app/context";
import { adminOnly } from "#app/lib/area-guards";
import { notFoundMessage, PAGE_NOT_FOUND } from "#app/lib/not-found";
import { privateMeta } from "#app/lib/seo";
import adminStylesheet from "#app/styles/admin.css?url";
import type { Route } from "./+types/layout";

/** The admin's utilities, after the root's base (the pages outside this layout link the same file). */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

/** Every admin page below is checked on the server, its own data requests and form posts included. */
export const middleware: Route.MiddlewareFunction[] = [adminOnly];

/** Who is signed in, for the header's menu (a 상담원 is not offered the 대표 관리자's pages). */
export function loader({ context }: Route.LoaderArgs) {
  const viewer = context.get(adminContext);
  return { viewer: { id: viewer.id, staffRole: viewer.staffRole, mustChangePassword: viewer.mustChangePassword } };
}

export default function AdminLayout() {
  return <Outlet />;
}

/** Only used when a page below threw: its 404's title and noindex (each page's own `meta` covers the rest). */
export function meta({ error }: Route.MetaArgs) {
  const message = notFoundMessage(error, PAGE_NOT_FOUND);
  if (message === null) return [];
  return privateMeta(`${message} | 관리자`);
}

/** A page's 404 (`notFound(...)` from its loader) under the admin header; any other failure as before. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const message = notFoundMessage(error, PAGE_NOT_FOUND);
  if (message === null) return <ErrorPage />;
  return <AdminNotFound message={message} />;
}
