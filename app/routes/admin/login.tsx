import { redirect, useActionData, useLoaderData } from "react-router";
import { AdminLoginForm } from "#app/components/admin/AdminLoginForm";
import { userContext } from "#app/context";
import { privateMeta } from "#app/lib/seo";
import { signInWithForm } from "#app/lib/sign-in.server";
import adminStylesheet from "#app/styles/admin.css?url";
import { safeNextPath } from "#domain/auth";
import type { Route } from "./+types/login";

/** Outside the admin layout, so it links the admin's stylesheet itself. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

export const meta = () => privateMeta("관리자 로그인");

export function loader({ context, request }: Route.LoaderArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"), "/admin");
  // Already signed in: straight on.
  if (context.get(userContext)?.role === "admin") throw redirect(next);
  return { next };
}

/** The form sent without scripts (it posts here from /admin too). */
export function action({ context, request }: Route.ActionArgs) {
  return signInWithForm(request, context, "admin", "/admin");
}

export default function AdminLoginPage() {
  const { next } = useLoaderData<typeof loader>();
  return <AdminLoginForm next={next} sent={useActionData<typeof action>()} />;
}
