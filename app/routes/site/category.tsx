import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "카테고리별 차량" }];

export default function Page() {
  return <PlaceholderPage title="카테고리별 차량" description="선택한 카테고리의 신차·중고차 장기렌트 차량 목록입니다." />;
}
