import { cn } from "#app/lib/cn";
import type { DashboardStats } from "#domain/dashboard";
import { groupDigits } from "#domain/number-text";
import { panelClass } from "./StatCards";

const TICKS = 4;

/** An axis maximum that splits into four whole-number steps (0, 15, 30, 45, 60 …). */
export function axisMax(value: number): number {
  const rawStep = Math.max(1, Math.ceil(value / TICKS));
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  for (const m of [1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) {
    const step = m * magnitude;
    if (step >= rawStep && Number.isInteger(step)) return step * TICKS;
  }
  return 10 * magnitude * TICKS;
}

const TICK_STEPS = Array.from({ length: TICKS + 1 }, (_, i) => TICKS - i);

function AxisTicks({ max, className }: { max: number; className: string }) {
  return (
    <div className={cn("flex h-44 shrink-0 flex-col justify-between sm:h-52", className)}>
      {TICK_STEPS.map((t) => (
        <span key={t} className="-my-1.5 leading-3">
          {Math.round((t / TICKS) * max)}
        </span>
      ))}
    </div>
  );
}

const dayLabel = (date: string) => `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;
const percent = (value: number, max: number) => `${(value / max) * 100}%`;

/**
 * Visitors (bars, left axis) and inquiries (line, right axis) of the last 30 days. Bars and labels are HTML so
 * text stays legible at any width; the line is an SVG stretched over the bars with a constant stroke.
 */
export function DailyChart({ daily }: { daily: DashboardStats["daily"] }) {
  const maxVisitors = axisMax(Math.max(0, ...daily.map((d) => d.visitors)));
  const maxInquiries = axisMax(Math.max(0, ...daily.map((d) => d.inquiries)));
  const n = Math.max(1, daily.length);
  const x = (i: number) => ((i + 0.5) / n) * 100;
  const points = daily
    .map((d, i) => `${x(i).toFixed(2)},${(100 - (d.inquiries / maxInquiries) * 100).toFixed(2)}`)
    .join(" ");
  const totalVisitors = daily.reduce((s, d) => s + d.visitors, 0);
  const totalInquiries = daily.reduce((s, d) => s + d.inquiries, 0);

  return (
    <section className={cn(panelClass, "h-full p-5")} aria-labelledby="daily-chart-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="daily-chart-title" className="text-base font-bold">
            최근 30일 추이
          </h2>
          <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
            방문자 {groupDigits(totalVisitors)}명 · 문의 {groupDigits(totalInquiries)}건
          </p>
        </div>
        <div className="flex items-center gap-4 text-xs font-semibold text-slate-600 dark:text-slate-300" aria-hidden>
          <span className="inline-flex items-center gap-1.5">
            <span className="size-2.5 rounded-sm bg-brand-400" /> 방문자
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-4 rounded bg-accent-500" /> 문의
          </span>
        </div>
      </div>

      <figure className="mt-5" aria-label={`최근 30일 방문자 ${totalVisitors}명, 문의 ${totalInquiries}건의 일별 추이`}>
        <div className="flex gap-2 text-[11px] text-slate-500 tabular-nums dark:text-slate-400" aria-hidden>
          <AxisTicks max={maxVisitors} className="w-7 text-right" />
          <div className="relative h-44 flex-1 sm:h-52">
            {TICK_STEPS.map((t) => (
              <div
                key={t}
                className={cn(
                  "absolute inset-x-0 border-t",
                  t === 0
                    ? "border-slate-300 dark:border-slate-700"
                    : "border-dashed border-slate-200 dark:border-slate-800",
                )}
                style={{ bottom: percent(t, TICKS) }}
              />
            ))}
            <div className="absolute inset-0 flex items-end">
              {daily.map((d, i) => (
                <div
                  key={d.date}
                  className="group relative flex h-full flex-1 items-end justify-center"
                  title={`${dayLabel(d.date)} · 방문자 ${d.visitors}명 · 문의 ${d.inquiries}건`}
                >
                  <div
                    className={cn(
                      "w-[62%] rounded-t-[3px] transition group-hover:opacity-80",
                      i === daily.length - 1 ? "bg-brand-600 dark:bg-brand-400" : "bg-brand-300 dark:bg-brand-500/45",
                    )}
                    style={{ height: percent(d.visitors, maxVisitors) }}
                  />
                </div>
              ))}
            </div>
            <svg
              className="pointer-events-none absolute inset-0 size-full overflow-visible"
              viewBox="0 0 100 100"
              preserveAspectRatio="none"
            >
              <polyline
                points={points}
                fill="none"
                strokeWidth={2.25}
                strokeLinejoin="round"
                strokeLinecap="round"
                vectorEffect="non-scaling-stroke"
                className="stroke-accent-500"
              />
            </svg>
            {daily.map((d, i) =>
              d.inquiries > 0 ? (
                <span
                  key={d.date}
                  className="pointer-events-none absolute size-2 -translate-x-1/2 translate-y-1/2 rounded-full border-2 border-accent-500 bg-white dark:bg-slate-900"
                  style={{ left: `${x(i)}%`, bottom: percent(d.inquiries, maxInquiries) }}
                />
              ) : null,
            )}
          </div>
          <AxisTicks max={maxInquiries} className="w-5 text-accent-500" />
        </div>
        <div className="mt-2 flex pr-7 pl-9 text-[11px] text-slate-500 tabular-nums dark:text-slate-400" aria-hidden>
          {daily.map((d, i) => (
            <span key={d.date} className="flex-1 text-center whitespace-nowrap">
              {(daily.length - 1 - i) % 7 === 0 ? dayLabel(d.date) : ""}
            </span>
          ))}
        </div>
        <figcaption className="sr-only">
          {daily.map((d) => `${dayLabel(d.date)} 방문자 ${d.visitors}명 문의 ${d.inquiries}건`).join(", ")}
        </figcaption>
      </figure>
    </section>
  );
}
