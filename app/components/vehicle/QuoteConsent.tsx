import { ChevronDown } from "lucide-react";
import { PrivacyPolicyLink } from "#app/components/lead/PrivacyPolicyLink";
import { useSiteConfig } from "#app/lib/site";
import { RECEIPT_CONSENT } from "#domain/inquiry-text";

/** `1095` → `3년`, `400` → `400일`. */
function retentionText(days: number): string {
  return days % 365 === 0 ? `${days / 365}년` : `${days}일`;
}

/** What the quote forms' consent covers; a <details>, so it opens without JavaScript too. */
export function QuoteConsentDetails({ retentionDays }: { retentionDays: number }) {
  const { receipts } = useSiteConfig();
  return (
    <details className="group text-sm text-slate-600 dark:text-slate-400">
      <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-1 text-slate-500 hover:text-slate-700 dark:text-slate-400 dark:hover:text-slate-200 [&::-webkit-details-marker]:hidden">
        내용 보기
        <ChevronDown className="size-4 transition group-open:rotate-180" aria-hidden />
      </summary>
      <ul className="mt-2 list-disc space-y-1 pl-5 leading-relaxed">
        <li>수집 목적: 견적 안내 및 렌트 상담 연락</li>
        {receipts && <li>{RECEIPT_CONSENT}</li>}
        <li>수집 항목: 이름, 연락처, 운전자 연령, 문의 차량과 선택한 요금제 (필수), 상담 희망 시간·고객 유형 (선택)</li>
        <li>보유 기간: 문의일로부터 {retentionText(retentionDays)} 후 파기</li>
        <li>동의를 거부할 수 있으며, 거부 시 견적 문의를 접수할 수 없습니다.</li>
      </ul>
      <PrivacyPolicyLink />
    </details>
  );
}
