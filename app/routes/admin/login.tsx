import { redirect, useLoaderData } from "react-router";
import { AdminLoginForm } from "#app/components/admin/AdminLoginForm";
import { userContext } from "#app/context";
import { safeNextPath } from "#domain/auth";
import type { Route } from "./+types/login";

export const meta = () => [{ title: "관리자 로그인" }, { name: "robots", content: "noindex, nofollow" }];

export function loader({ context, request }: Route.LoaderArgs) {
  const next = safeNextPath(new URL(request.url).searchParams.get("next"), "/admin");
  // Already signed in: straight on.
  if (context.get(userContext)?.role === "admin") throw redirect(next);
  return { next };
}

export default function AdminLoginPage() {
  const { next } = useLoaderData<typeof loader>();
  return <AdminLoginForm next={next} />;
}
