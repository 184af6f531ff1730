import { redirect } from "react-router";
import { PartnersLoginForm } from "#app/components/partners/PartnersLoginForm";
import { userContext } from "#app/context";
import { privateMeta } from "#app/lib/seo";
import { signInWithForm } from "#app/lib/sign-in.server";
import partnersStylesheet from "#app/styles/partners.css?url";
import { safeNextPath } from "#domain/auth";
import type { Route } from "./+types/login";

/** Outside the partners layout, so it links the partners' stylesheet itself. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: partnersStylesheet }];

export const meta = () => privateMeta("파트너스 로그인");

export function loader({ context, request }: Route.LoaderArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"), "/partners");
  // Already signed in as a partner: straight on.
  if (context.get(userContext)?.role === "partner") throw redirect(next);
  return { next };
}

/** The form sent without scripts. */
export function action({ context, request }: Route.ActionArgs) {
  return signInWithForm(request, context, "partner", "/partners");
}

export default function PartnersLoginPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PartnersLoginForm next={loaderData.next} sent={actionData} />;
}
