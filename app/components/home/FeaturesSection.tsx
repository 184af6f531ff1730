import { BadgeCheck, CalendarClock, ReceiptText, ShieldCheck, Truck, Wallet } from "lucide-react";
import { useSiteConfig } from "#app/lib/site";
import { SectionHeading } from "./SectionHeading";

const FEATURES = [
  {
    icon: ShieldCheck,
    title: "신용점수·소득증빙 무관",
    text: "저신용·사회초년생·개인사업자도 간편 심사로 진행할 수 있습니다.",
  },
  { icon: Truck, title: "전국 즉시 출고", text: "재고 차량은 계약 후 빠르면 당일, 전국 어디든 탁송해 드립니다." },
  { icon: ReceiptText, title: "투명한 가격", text: "월 렌트료는 VAT 포함 금액으로 안내하며 숨은 비용이 없습니다." },
  { icon: Wallet, title: "무보증·보증금 분납", text: "보증금 없이, 또는 2회 분납으로 초기 부담을 줄여 드립니다." },
  {
    icon: BadgeCheck,
    title: "보험·자동차세 포함",
    text: "보험료와 자동차세가 월 렌트료에 포함되어 관리가 간편합니다.",
  },
  { icon: CalendarClock, title: "만 21세부터 가능", text: "연령별 조건을 비교해 가장 유리한 상품을 찾아 드립니다." },
] as const;

export function FeaturesSection() {
  const site = useSiteConfig();
  return (
    <section
      aria-labelledby="home-features-title"
      className="defer-render bg-slate-950 py-16 text-white sm:py-20 dark:border-y dark:border-slate-800 dark:bg-slate-900/70"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-features-title"
          eyebrow="WHY US"
          title={`${site.name}만의 특별한 혜택`}
          description="까다로운 조건 없이, 합리적인 가격으로 원하는 차를 타세요."
          tone="inverse"
        />
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 transition hover:bg-white/[0.08] sm:block sm:p-6"
            >
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-500/20 text-brand-300">
                <Icon className="size-6" aria-hidden />
              </span>
              <div className="sm:mt-4">
                <h3 className="text-lg font-bold">{title}</h3>
                <p className="mt-1 text-[15px] leading-relaxed text-slate-300 sm:mt-1.5">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
