import { VehicleListPage } from "#app/components/catalogue/VehicleListPage";
import { appContext } from "#app/context";
import { loadVehicleList, redirectToCleanQuery } from "#app/lib/catalogue.server";
import { siteOrigin } from "#app/lib/origin.server";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import type { Route } from "./+types/new-cars";

export async function loader({ context, request }: Route.LoaderArgs) {
  redirectToCleanQuery(request);
  return loadVehicleList(context.get(appContext), request, "신차", await siteOrigin(context, request));
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({
    title: "신차 장기렌트 | 월 렌트료 비교",
    description:
      "세단, SUV, 수입차, 일반번호판 구독카까지 신차 장기렌트 차량의 최저 월 렌트료와 보증금을 가격대별로 비교하세요.",
    canonicalPath: "/new-cars",
    origin: rootOrigin(matches),
    siteName: rootSiteName(matches),
  });

export default function NewCars({ loaderData }: Route.ComponentProps) {
  return <VehicleListPage data={loaderData} />;
}
