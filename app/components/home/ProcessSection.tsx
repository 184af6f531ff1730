import { ClipboardList, FileSignature, MessageSquareText, Truck } from "lucide-react";
import { SectionHeading } from "./SectionHeading";

const STEPS = [
  { icon: MessageSquareText, title: "상담 신청", text: "빠른 상담 신청이나 전화로 원하시는 차량과 조건을 알려주세요." },
  {
    icon: ClipboardList,
    title: "맞춤 견적 비교",
    text: "보증금·계약기간·약정거리별 월 렌트료를 한눈에 비교해 드립니다.",
  },
  { icon: FileSignature, title: "간편 심사·계약", text: "신용점수·소득증빙 없이 간편 심사 후 비대면으로 계약합니다." },
  { icon: Truck, title: "전국 탁송 출고", text: "원하시는 장소까지 차량을 안전하게 탁송해 드립니다." },
] as const;

export function ProcessSection() {
  return (
    <section aria-labelledby="home-process-title" className="defer-render py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="home-process-title"
          eyebrow="PROCESS"
          title="렌트 진행 절차"
          description="상담부터 출고까지 4단계면 충분합니다."
          align="center"
        />
        <ol className="relative mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map(({ icon: Icon, title, text }, i) => (
            <li
              key={title}
              className="relative flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:p-6 dark:border-slate-800 dark:bg-slate-900"
            >
              <div className="flex shrink-0 items-center justify-between">
                <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="hidden text-3xl font-black text-brand-400 sm:inline dark:text-brand-500" aria-hidden>
                  {String(i + 1).padStart(2, "0")}
                </span>
              </div>
              <div className="sm:mt-5">
                <p
                  className="text-xs font-bold tracking-wider text-brand-600 sm:hidden dark:text-brand-300"
                  aria-hidden
                >
                  STEP {String(i + 1).padStart(2, "0")}
                </p>
                <h3 className="text-lg font-bold">
                  <span className="sr-only">{i + 1}단계 </span>
                  {title}
                </h3>
                <p className="mt-1 text-[15px] leading-relaxed text-slate-600 sm:mt-1.5 dark:text-slate-400">{text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
