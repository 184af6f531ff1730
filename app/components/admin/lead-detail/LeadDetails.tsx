import { ExternalLink } from "lucide-react";
import { Link } from "react-router";
import { ContactLink, StatusBadge } from "#app/components/admin/LeadBits";
import { panelClass } from "#app/components/admin/StatCards";
import { leadPath } from "#app/components/admin/use-lead-fetcher";
import { cn } from "#app/lib/cn";
import { formatDateTimeKo } from "#domain/datetime";
import {
  CALL_TIME_LABELS,
  CUSTOMER_TYPE_LABELS,
  LEAD_SOURCE_LABELS,
  type LeadAttribution,
  type LeadDetail,
  leadPlanText,
} from "#domain/lead";
import { vehiclePath } from "#domain/paths";

/** `dt`/`dd` rows; a value that was not captured is left out rather than shown as a dash. */
function InfoList({ rows }: { rows: { term: string; value: React.ReactNode }[] }) {
  return (
    <dl className="divide-y divide-slate-100 text-[15px] dark:divide-slate-800">
      {rows.map((row) => (
        <div
          key={row.term}
          className="grid grid-cols-[7.5rem_minmax(0,1fr)] gap-3 py-2.5 sm:grid-cols-[9rem_minmax(0,1fr)]"
        >
          <dt className="text-sm font-semibold text-slate-500 dark:text-slate-400">{row.term}</dt>
          <dd className="min-w-0 break-words">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const ATTRIBUTION_ROWS: { key: keyof LeadAttribution; term: string }[] = [
  { key: "landingPath", term: "첫 방문 페이지" },
  { key: "referrerHost", term: "이전 사이트" },
  { key: "utmSource", term: "utm_source" },
  { key: "utmMedium", term: "utm_medium" },
  { key: "utmCampaign", term: "utm_campaign" },
  { key: "utmTerm", term: "utm_term" },
  { key: "utmContent", term: "utm_content" },
];

/** A path on this site opens in a new tab; anything else stays text. */
function SitePath({ path }: { path: string }) {
  if (!path.startsWith("/") || path.startsWith("//")) return <span className="font-mono text-sm">{path}</span>;
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener"
      className="inline-flex items-center gap-1 font-mono text-sm break-all text-brand-700 hover:underline dark:text-brand-300"
    >
      {safeDecode(path)}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
      <span className="sr-only">(새 창)</span>
    </a>
  );
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export function Details({ lead }: { lead: LeadDetail }) {
  const plan = lead.plan;
  const attribution = lead.attribution ?? {};
  const attributionRows = ATTRIBUTION_ROWS.filter((r) => attribution[r.key]).map((r) => ({
    term: r.term,
    value: r.key === "landingPath" ? <SitePath path={attribution[r.key]!} /> : attribution[r.key],
  }));
  return (
    <section className={cn(panelClass, "p-5")} aria-labelledby="lead-details-title">
      <h2 id="lead-details-title" className="text-base font-bold">
        문의 내용
      </h2>
      <div className="mt-2">
        <InfoList
          rows={[
            { term: "이름", value: lead.name },
            { term: "연락처", value: <ContactLink contact={lead.contact} valid={lead.contactValid} /> },
            {
              term: "연령",
              value: lead.region || <span className="text-slate-500 dark:text-slate-400">선택 안 함</span>,
            },
            {
              term: "희망 차량",
              value: lead.vehicleSlug ? (
                <a
                  href={vehiclePath(lead.vehicleSlug)}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300"
                >
                  {lead.vehicle}
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                  <span className="sr-only">(새 창)</span>
                </a>
              ) : (
                lead.vehicle
              ),
            },
            ...(lead.cars?.length
              ? [
                  {
                    term: "함께 본 차량",
                    value: (
                      <ul className="space-y-0.5">
                        {lead.cars.map((car) => (
                          <li key={car.slug}>
                            <a
                              href={vehiclePath(car.slug)}
                              target="_blank"
                              rel="noopener"
                              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
                            >
                              {car.name}
                              <span className="sr-only"> (새 창)</span>
                            </a>
                          </li>
                        ))}
                      </ul>
                    ),
                  },
                ]
              : []),
            ...(lead.quoteToken
              ? [
                  {
                    term: "견적서",
                    value: (
                      <a
                        href={`/quote/${lead.quoteToken}`}
                        target="_blank"
                        rel="noopener"
                        className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300"
                        data-testid="lead-quote-link"
                      >
                        고객이 본 견적서 열기
                        <ExternalLink className="size-3.5 shrink-0" aria-hidden />
                        <span className="sr-only">(새 창)</span>
                      </a>
                    ),
                  },
                ]
              : []),
            ...(plan
              ? [
                  { term: "선택한 요금제", value: leadPlanText(plan) },
                  ...(plan.instalment ? [{ term: "보증금 분납", value: plan.instalment }] : []),
                ]
              : []),
            {
              term: "상담 희망 시간",
              value: lead.callTime ? (
                CALL_TIME_LABELS[lead.callTime]
              ) : (
                <span className="text-slate-500 dark:text-slate-400">선택 안 함</span>
              ),
            },
            {
              term: "고객 유형",
              value: lead.customerType ? (
                CUSTOMER_TYPE_LABELS[lead.customerType]
              ) : (
                <span className="text-slate-500 dark:text-slate-400">선택 안 함</span>
              ),
            },
            { term: "유입", value: LEAD_SOURCE_LABELS[lead.source] },
            ...(lead.pageUrl ? [{ term: "신청 페이지", value: <SitePath path={lead.pageUrl} /> }] : []),
            { term: "신청일시", value: <span className="tabular-nums">{formatDateTimeKo(lead.createdAt)}</span> },
          ]}
        />
      </div>
      <h3 className="mt-5 text-sm font-bold text-slate-700 dark:text-slate-200">유입 경로</h3>
      {attributionRows.length > 0 ? (
        <div className="mt-1">
          <InfoList rows={attributionRows} />
        </div>
      ) : (
        <p className="mt-2 text-sm text-slate-500 dark:text-slate-400">
          기록된 유입 정보가 없습니다 (직접 방문이거나 기록 전의 문의입니다).
        </p>
      )}
    </section>
  );
}

export function Related({ lead }: { lead: LeadDetail }) {
  if (lead.related.length === 0 && lead.repeatOfId === null) return null;
  const created = Date.parse(lead.createdAt);
  return (
    <section className={cn(panelClass, "p-5")} aria-labelledby="lead-related-title">
      <h2 id="lead-related-title" className="text-base font-bold">
        재문의{" "}
        <span className="text-sm font-semibold text-slate-500 dark:text-slate-400">
          같은 번호의 다른 문의 {lead.related.length}건
        </span>
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
        {lead.related.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-sm">
            <Link to={leadPath(r.id)} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
              {`문의 #${r.id}`}
            </Link>
            <span className="text-xs text-slate-500 dark:text-slate-400">
              {r.id === lead.repeatOfId
                ? "이 문의의 원래 문의"
                : Date.parse(r.createdAt) > created
                  ? "이후 문의"
                  : "이전 문의"}
            </span>
            <StatusBadge status={r.status} />
            <span className="min-w-0 flex-1 truncate">{r.vehicle}</span>
            <span className="text-xs whitespace-nowrap text-slate-500 tabular-nums dark:text-slate-400">
              {LEAD_SOURCE_LABELS[r.source]} · {formatDateTimeKo(r.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
