import { VehicleListPage } from "#app/components/catalogue/VehicleListPage";
import { appContext } from "#app/context";
import { loadVehicleList, redirectToCleanQuery } from "#app/lib/catalogue.server";
import { siteOrigin } from "#app/lib/origin.server";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import type { Route } from "./+types/used-cars";

export async function loader({ context, request }: Route.LoaderArgs) {
  redirectToCleanQuery(request);
  return loadVehicleList(context.get(appContext), request, "중고차", await siteOrigin(context, request));
}

// /customer/used-cars is the same list.
export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "중고차 장기렌트 | 월 렌트료 비교",
    description:
      "점검을 마친 중고차 장기렌트 차량의 최저 월 렌트료와 보증금을 가격대별로 비교하세요. 신용등급 무관 상담 가능.",
    canonicalPath: "/used-cars",
    origin: rootOrigin(matches),
    siteName: rootSiteName(matches),
  });

export default function UsedCars({ loaderData }: Route.ComponentProps) {
  return <VehicleListPage data={loaderData} />;
}
