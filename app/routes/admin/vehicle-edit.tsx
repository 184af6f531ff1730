import { AdminVehicleEditor } from "#app/components/vehicle-editor/AdminVehicleEditor";
import { appContext } from "#app/context";
import { notFound } from "#app/lib/not-found";
import { privateMeta } from "#app/lib/seo";
import { canonicalVehicleCategory, decodeSegment } from "#domain/categories";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import { findManagedListing } from "#server/services/vehicles/vehicle-lists";
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
  // Any status: drafts, listings waiting for review and hidden ones are edited here too.
  const vehicle = await findManagedListing(context.get(appContext), slug);
  if (!vehicle) throw notFound(VEHICLE_NOT_FOUND);
  return { slug, pending, returnTo, badge, vehicle };
}

export function meta({ data }: Route.MetaArgs) {
  // A missing vehicle never reaches here: the admin layout's boundary gives its 404 title.
  const title = data?.pending ? "새 차량 등록" : `${data?.vehicle?.name ?? ""} 편집`.trim();
  return privateMeta(`${title} | 관리자`);
}

export default function VehicleEditRoute({ loaderData }: Route.ComponentProps) {
  const { slug, pending, returnTo, badge, vehicle } = loaderData;
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
