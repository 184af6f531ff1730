import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "관리자 대시보드" }];

export default function Page() {
  return <PlaceholderPage title="관리자 대시보드" description="통계, 문의, 차량, 후기, 파트너 신청을 관리하는 페이지입니다." />;
}
