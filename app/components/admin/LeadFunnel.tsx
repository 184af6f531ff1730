import { ChevronRight } from "lucide-react";
import { conversionText } from "#app/lib/admin-leads";
import { cn } from "#app/lib/cn";
import { LEAD_SOURCE_LABELS, type LeadFunnel as LeadFunnelData } from "#domain/lead";
import { type FunnelStep, stepShareText } from "#domain/lead-funnel";
import { groupDigits } from "#domain/number-text";
import { panelClass } from "./StatCards";

const STEPS: { key: FunnelStep; label: string; unit: string }[] = [
  { key: "visitors", label: "방문자", unit: "명" },
  { key: "vehicleVisitors", label: "차량 상세 방문자", unit: "명" },
  { key: "quoteOpens", label: "견적 창 열기", unit: "회" },
  { key: "leads", label: "문의", unit: "건" },
  { key: "contracts", label: "계약완료", unit: "건" },
];

const number = (n: number) => groupDigits(n);

/**
 * The last 30 days from visit to contract: each step's count and its share of the step before it (0 to 100%, or
 * none where the step before counted fewer), then leads and contracts by source and by campaign.
 */
export function LeadFunnel({ funnel }: { funnel: LeadFunnelData }) {
  // Bars share one scale, the largest step's: quote dialogs or leads can outnumber the step before them.
  const scale = Math.max(1, ...STEPS.map((s) => funnel[s.key]));
  return (
    <section className={cn(panelClass, "p-5")} aria-labelledby="lead-funnel-title">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id="lead-funnel-title" className="text-base font-bold">
          문의 전환 (최근 30일)
        </h2>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          전환율은 바로 앞 단계 대비이며, 앞 단계보다 많은 단계는 표시하지 않습니다.
        </p>
      </div>
      <ol className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-5 sm:gap-0" data-testid="lead-funnel">
        {STEPS.map((step, i) => {
          const value = funnel[step.key];
          const rate = step.key === "visitors" ? undefined : funnel.rates[step.key];
          const rateText = rate === undefined ? null : stepShareText(rate, value);
          return (
            <li
              key={step.key}
              className="relative flex min-w-0 items-center gap-3 sm:block sm:px-3 sm:first:pl-0 sm:last:pr-0"
              data-testid={`funnel-${step.key}`}
            >
              {i > 0 && (
                <ChevronRight
                  className="absolute top-4 -left-2 hidden size-4 text-slate-300 sm:block dark:text-slate-600"
                  aria-hidden
                />
              )}
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold text-slate-500 dark:text-slate-400">
                  {i === 0 ? `최근 30일 ${step.label}` : step.label}
                </p>
                <p className="mt-0.5 text-xl font-extrabold tracking-tight tabular-nums sm:text-2xl">
                  {number(value)}
                  <span className="ml-0.5 text-sm font-semibold text-slate-500 dark:text-slate-400">{step.unit}</span>
                  {step.key === "vehicleVisitors" && (
                    <span className="ml-1.5 text-xs font-medium tracking-normal text-slate-500 dark:text-slate-400">
                      (조회 {number(funnel.vehiclePageViews)}회)
                    </span>
                  )}
                </p>
                <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800" aria-hidden>
                  <div
                    className={cn("h-full rounded-full", step.key === "contracts" ? "bg-emerald-500" : "bg-brand-500")}
                    style={{ width: `${value > 0 ? Math.max(3, (value / scale) * 100) : 0}%` }}
                  />
                </div>
              </div>
              <p
                className="w-20 shrink-0 text-right text-xs text-slate-500 sm:mt-1.5 sm:w-auto sm:text-left dark:text-slate-400"
                data-testid="funnel-rate"
              >
                {rate === undefined ? (
                  "기준"
                ) : rateText === null ? (
                  <>
                    <span aria-hidden>전환 –</span>
                    <span className="sr-only">앞 단계 대비 전환율 없음</span>
                  </>
                ) : (
                  <>
                    <span className="sr-only">앞 단계 대비 </span>
                    전환{" "}
                    <strong className="font-semibold text-slate-800 tabular-nums dark:text-slate-100">
                      {rateText}
                    </strong>
                  </>
                )}
              </p>
            </li>
          );
        })}
      </ol>
      <div className="mt-6 grid grid-cols-1 gap-5 lg:grid-cols-2">
        <Breakdown
          title="유입별"
          nameHeader="유입"
          rows={funnel.bySource.map((r) => ({
            key: r.source,
            name: LEAD_SOURCE_LABELS[r.source] ?? r.source,
            leads: r.leads,
            contracts: r.contracts,
          }))}
          empty="최근 30일 문의가 없습니다"
        />
        <Breakdown
          title="캠페인별"
          nameHeader="캠페인"
          rows={funnel.byCampaign.map((r) => ({
            key: r.campaign,
            name: r.campaign,
            leads: r.leads,
            contracts: r.contracts,
          }))}
          empty="캠페인으로 들어온 문의가 없습니다"
        />
      </div>
    </section>
  );
}

function Breakdown({
  title,
  nameHeader,
  rows,
  empty,
}: {
  title: string;
  nameHeader: string;
  rows: { key: string; name: string; leads: number; contracts: number }[];
  empty: string;
}) {
  const shown = rows.filter((r) => r.leads > 0 || r.contracts > 0);
  return (
    <div className="min-w-0">
      <h3 className="text-sm font-bold text-slate-700 dark:text-slate-200">{title}</h3>
      {shown.length === 0 ? (
        <p className="mt-2 rounded-xl bg-slate-50 px-3 py-4 text-center text-sm text-slate-500 dark:bg-slate-800/50 dark:text-slate-400">
          {empty}
        </p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <caption className="sr-only">{`최근 30일 ${title} 문의와 계약`}</caption>
          <thead className="text-left text-xs text-slate-500 dark:text-slate-400">
            <tr className="border-b border-slate-100 dark:border-slate-800">
              <th scope="col" className="py-1.5 pr-2 font-semibold">
                {nameHeader}
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                문의
              </th>
              <th scope="col" className="px-2 py-1.5 text-right font-semibold">
                계약
              </th>
              <th scope="col" className="py-1.5 pl-2 text-right font-semibold">
                계약률
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
            {shown.map((r) => (
              <tr key={r.key}>
                <th scope="row" className="max-w-0 truncate py-1.5 pr-2 text-left font-medium" title={r.name}>
                  {r.name}
                </th>
                <td className="w-16 px-2 py-1.5 text-right tabular-nums">{number(r.leads)}</td>
                <td className="w-16 px-2 py-1.5 text-right tabular-nums">{number(r.contracts)}</td>
                <td className="w-16 py-1.5 pl-2 text-right text-slate-500 tabular-nums dark:text-slate-400">
                  {conversionText(r.leads, r.contracts)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
