import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "차량 정보 편집" }];

export default function Page() {
  return <PlaceholderPage title="차량 정보 편집" description="차량 정보와 사진, 가격표, 옵션을 편집하는 페이지입니다." />;
}
