import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "차량 등록" }];

export default function Page() {
  return <PlaceholderPage title="차량 등록" description="파트너 차량을 등록하는 페이지입니다." />;
}
