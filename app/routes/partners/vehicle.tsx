import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "차량 상세" }];

export default function Page() {
  return <PlaceholderPage title="차량 상세" description="파트너 차량 상세 페이지입니다." />;
}
