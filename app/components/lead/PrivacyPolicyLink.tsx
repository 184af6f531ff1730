/**
 * The full 개인정보처리방침 beside a consent text: the summary above it names purpose, items, retention and the
 * right to refuse; the policy names the rest (processors, how to have the data deleted). A new tab, so what the
 * visitor typed into the form stays.
 */
export function PrivacyPolicyLink({ className = "mt-2" }: { className?: string }) {
  return (
    <p className={className}>
      <a
        href="/privacy"
        target="_blank"
        rel="noopener"
        className="-my-3 inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 dark:text-brand-300"
      >
        개인정보처리방침 전문 보기<span className="sr-only"> (새 창)</span>
      </a>
    </p>
  );
}
