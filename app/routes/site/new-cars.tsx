import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "신차 장기렌트" }];

export default function Page() {
  return <PlaceholderPage title="신차 장기렌트" description="신차 장기렌트 차량 목록입니다." />;
}
