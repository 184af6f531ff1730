import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "차량 상세" }];

export default function Page() {
  return <PlaceholderPage title="차량 상세" description="차량의 가격표, 옵션, 견적 문의를 제공하는 페이지입니다." />;
}
