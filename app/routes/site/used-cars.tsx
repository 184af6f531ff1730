import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "중고차 장기렌트" }];

export default function Page() {
  return <PlaceholderPage title="중고차 장기렌트" description="중고차 장기렌트 차량 목록입니다." />;
}
