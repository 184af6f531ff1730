import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "파트너스 로그인" }];

export default function Page() {
  return <PlaceholderPage title="파트너스 로그인" description="렌트사 파트너 계정으로 로그인하는 페이지입니다." />;
}
