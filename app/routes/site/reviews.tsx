import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [{ title: "고객 후기" }];

export default function Page() {
  return <PlaceholderPage title="고객 후기" description="고객님들이 남겨주신 이용 후기입니다." />;
}
