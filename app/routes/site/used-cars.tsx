import { VehicleListPage } from "#app/components/catalogue/VehicleListPage";
import { appContext } from "#app/context";
import { loadVehicleList } from "#app/lib/catalogue.server";
import type { Route } from "./+types/used-cars";

export function loader({ context, request }: Route.LoaderArgs) {
  return loadVehicleList(context.get(appContext), request, "중고차");
}

export const meta = () => [
  { title: "중고차 장기렌트 | 월 렌트료 비교" },
  {
    name: "description",
    content:
      "점검을 마친 중고차 장기렌트 차량의 최저 월 렌트료와 보증금을 가격대별로 비교하세요. 신용등급 무관 상담 가능.",
  },
];

export default function UsedCars({ loaderData }: Route.ComponentProps) {
  return <VehicleListPage data={loaderData} />;
}
