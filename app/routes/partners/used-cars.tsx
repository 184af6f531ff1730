import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "중고차 목록" }];

export default function Page() {
  return <PlaceholderPage title="중고차 목록" description="파트너 중고차 목록입니다." />;
}
