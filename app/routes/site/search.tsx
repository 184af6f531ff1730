import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "차량 검색" }];

export default function Page() {
  return <PlaceholderPage title="차량 검색" description="차량명, 보증금, 차종으로 차량을 찾는 페이지입니다." />;
}
