import { SearchX } from "lucide-react";
import { data, Link } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { AdminVehicleEditor } from "#app/components/vehicle-editor/AdminVehicleEditor";
import { appContext } from "#app/context";
import { canonicalVehicleCategory, decodeSegment } from "#domain/categories";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import { VEHICLE_MESSAGES } from "#domain/vehicle-input";
import { findVehicleBySlug } from "#server/services/catalogue/find-vehicle";
import type { Route } from "./+types/vehicle-edit";

/**
 * /admin-vehicle-edit/{slug} (and its aliases): `pending=true` starts a new vehicle from the template
 * (`badge`, category from `returnTo`); otherwise the stored vehicle is loaded here on the server.
 * Checks the session itself: a data request may name this loader alone, without the admin layout's.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const slug = decodeSegment(params.slug).normalize("NFC").trim();
  const url = new URL(request.url);
  const pending = url.searchParams.get("pending") === "true";
  const returnTo = canonicalVehicleCategory(url.searchParams.get("returnTo"));
  const badge = url.searchParams.get("badge");
  if (pending) return { slug, pending, returnTo, badge, vehicle: null };
  const vehicle = await findVehicleBySlug(context.get(appContext), slug);
  if (!vehicle) return data({ slug, pending, returnTo, badge, vehicle: null }, { status: 404 });
  return { slug, pending, returnTo, badge, vehicle };
}

export function meta({ data }: Route.MetaArgs) {
  const name = data?.vehicle?.name;
  const title = data?.pending ? "새 차량 등록" : name ? `${name} 편집` : VEHICLE_MESSAGES.notFound;
  return [{ title: `${title} | 관리자` }, { name: "robots", content: "noindex" }];
}

export default function VehicleEditRoute({ loaderData }: Route.ComponentProps) {
  const { slug, pending, returnTo, badge, vehicle } = loaderData;
  if (!pending && !vehicle) return <NotFound />;
  // A different vehicle (or a new one) starts a fresh editor.
  return (
    <AdminVehicleEditor
      key={`${slug}:${pending}`}
      slug={slug}
      pending={pending}
      vehicle={vehicle}
      returnTo={returnTo}
      badge={badge}
    />
  );
}

function NotFound() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-lg flex-col items-center justify-center gap-3 px-6 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
        <SearchX className="size-8" aria-hidden />
      </span>
      <h1 className="mt-2 text-2xl font-extrabold">{VEHICLE_NOT_FOUND}</h1>
      <p className="text-slate-600 dark:text-slate-400">삭제되었거나 주소가 바뀐 차량입니다.</p>
      <Link to="/admin" className={buttonClass("primary", "md", "mt-2")}>
        관리자 홈으로
      </Link>
    </main>
  );
}
