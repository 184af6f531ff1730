import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "차량 관리" }];

export default function Page() {
  return <PlaceholderPage title="차량 관리" description="파트너 차량을 카테고리별로 관리하는 페이지입니다." />;
}
