import { PlaceholderPage } from "../../components/layout/PlaceholderPage";

export const meta = () => [
  { title: "장기렌트·구독 | 신차·중고차 장기렌트 비교" },
  { name: "description", content: "신용점수·소득증빙 없이 가능한 신차·중고차 장기렌트와 구독. 투명한 월 렌트료, 전국 빠른 출고." },
];

export default function Home() {
  return (
    <main id="home">
      <PlaceholderPage title="신차·중고차 장기렌트" description="빠른 상담 신청과 차량 카테고리, 고객 후기를 보여주는 홈 화면입니다." />
    </main>
  );
}
