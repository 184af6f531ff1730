import { RotateCw } from "lucide-react";
import { cn } from "#app/lib/cn";
import { formatDateTimeKo } from "#domain/datetime";
import { groupDigits } from "#domain/number-text";
import { panelClass } from "./StatCards";

/**
 * When a server process last died and the supervisor started a new one: staff see it happened (and how often)
 * even though the site kept answering. The server log has the exit code and the error.
 */
export function CrashNotice({ at, count30d }: { at: Date | string; count30d: number }) {
  return (
    <section
      className={cn(panelClass, "flex items-start gap-3 p-4 text-sm")}
      aria-labelledby="crash-notice-title"
      data-testid="crash-notice"
    >
      <RotateCw className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" aria-hidden />
      <div>
        <h2 id="crash-notice-title" className="font-bold">
          서버 자동 재시작
        </h2>
        <p className="mt-0.5 text-slate-600 dark:text-slate-300">
          마지막 비정상 종료: <time dateTime={new Date(at).toISOString()}>{formatDateTimeKo(new Date(at))}</time>
          {" · "}최근 30일 {groupDigits(count30d)}회. 서버는 자동으로 다시 시작되었습니다. 원인은 서버 로그에서
          확인하세요.
        </p>
      </div>
    </section>
  );
}
