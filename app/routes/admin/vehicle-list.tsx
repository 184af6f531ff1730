import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "카테고리 차량 관리" }];

export default function Page() {
  return <PlaceholderPage title="카테고리 차량 관리" description="카테고리별 신차·중고차를 관리하는 페이지입니다." />;
}
