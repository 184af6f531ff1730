import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "파트너스 회원가입" }];

export default function Page() {
  return <PlaceholderPage title="파트너스 회원가입" description="렌트사·딜러 파트너 가입을 신청하는 페이지입니다." />;
}
