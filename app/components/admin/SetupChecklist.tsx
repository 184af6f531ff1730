import { CircleAlert, CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn";
import type { SetupCheck } from "#domain/site-settings";
import { panelClass } from "./StatCards";

/**
 * 설정 점검: what is still to set before the site takes real customers (business details, lead alerts, PUBLIC_URL,
 * the demo data, the demo password). Shown while any item is open, every item with its state; gone once all are set.
 */
export function SetupChecklist({ checks }: { checks: readonly SetupCheck[] }) {
  const open = checks.filter((check) => !check.ok).length;
  if (open === 0) return null;
  return (
    <section
      className={cn(panelClass, "border-amber-300 p-4 sm:p-5 dark:border-amber-700")}
      aria-labelledby="setup-checklist-title"
      data-testid="setup-checklist"
    >
      <h2 id="setup-checklist-title" className="flex items-center gap-2 font-bold">
        <CircleAlert className="size-5 text-amber-600 dark:text-amber-400" aria-hidden />
        설정 점검
        <span className="text-sm font-semibold text-amber-700 dark:text-amber-300">{open}개 남음</span>
      </h2>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        실제 고객을 받기 전에 아래 항목을 마쳐주세요. 모두 마치면 이 안내는 사라집니다.
      </p>
      <ul className="mt-3 space-y-2.5">
        {checks.map((check) => (
          <li key={check.id} className="flex items-start gap-2.5 text-sm" data-check={check.id} data-ok={check.ok}>
            {check.ok ? (
              <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-hidden />
            ) : (
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
            )}
            <div className="min-w-0">
              <p className="font-semibold">
                {check.label}
                <span className="sr-only">{check.ok ? " (완료)" : " (필요)"}</span>
              </p>
              <p className="break-words text-slate-600 dark:text-slate-300">
                {check.detail}
                {!check.ok && check.href && (
                  <>
                    {" "}
                    <Link to={check.href} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
                      사이트 설정으로 이동
                    </Link>
                  </>
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
