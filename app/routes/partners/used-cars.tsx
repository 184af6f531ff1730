import { PartnerListPage } from "#app/components/partners/PartnerListPage";
import { appContext, partnerContext } from "#app/context";
import { privateMeta } from "#app/lib/seo";
import { readPartnerListFilter } from "#domain/partner-filters";
import { listPartnerVehicles } from "#server/services/partners/partner-catalogue";
import type { Route } from "./+types/used-cars";

export const meta = () => privateMeta("중고차 목록 | 파트너스");

export async function loader({ context, request }: Route.LoaderArgs) {
  const partner = context.get(partnerContext);
  const filter = readPartnerListFilter(new URL(request.url).searchParams);
  const page = await listPartnerVehicles(context.get(appContext), partner.id, "중고차", filter);
  return { badge: "중고차" as const, filter, ...page };
}

export default function PartnersUsedCars({ loaderData }: Route.ComponentProps) {
  return <PartnerListPage title="중고차 목록" path="/partners/used-cars" data={loaderData} />;
}
