import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "관리자 로그인" }];

export default function Page() {
  return <PlaceholderPage title="관리자 로그인" description="관리자 계정으로 로그인하는 페이지입니다." />;
}
