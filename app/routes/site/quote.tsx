import { CalendarClock, FileClock, FileText, Phone, Printer } from "lucide-react";
import { data, Link } from "react-router";
import { LeadForm } from "#app/components/lead/LeadForm";
import { buttonClass } from "#app/components/ui/button";
import { ShareButton } from "#app/components/ui/share-button";
import { PlanCostDetails, PlanCostNotice } from "#app/components/vehicle/PlanCost";
import { planTerms } from "#app/components/vehicle/PriceTable";
import { ContractTermsSection, InsuranceSection } from "#app/components/vehicle/VehicleSections";
import { appContext } from "#app/context";
import { leadFormState, submitLeadForm } from "#app/lib/lead-form-post.server";
import { notFound, QUOTE_NOT_FOUND } from "#app/lib/not-found";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import { telHref, useSiteConfig } from "#app/lib/site";
import { useHydrated } from "#app/lib/use-hydrated";
import { formatDateKo } from "#domain/datetime";
import { isQuoteExpired, QUOTE_EXPIRED, QUOTE_VALID_DAYS, type QuoteSnapshot } from "#domain/issued-quote";
import type { LeadFormResult } from "#domain/lead-form";
import { fitDescription } from "#domain/page-meta";
import { vehiclePath } from "#domain/paths";
import { PLAN_COST_ESTIMATE } from "#domain/plan-cost";
import { depositCaption, formatMonthly, formatWon } from "#domain/pricing";
import { DEFAULT_FUEL, DEFAULT_MILEAGE, DEFAULT_MODEL_YEAR } from "#domain/vehicle";
import { findQuote } from "#server/services/quotes/issue-quote";
import type { Route } from "./+types/quote";

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = context.get(appContext);
  const quote = await findQuote(ctx, params.token);
  if (!quote) throw notFound(QUOTE_NOT_FOUND);
  const expiresAt = quote.expiresAt.toISOString();
  if (isQuoteExpired(quote.expiresAt)) {
    // Gone once expired: the link still answers, with the way to today's prices, and no longer shows the old ones.
    const { name, slug, image } = quote.snapshot.vehicle;
    return data(
      {
        expired: true as const,
        token: quote.token,
        vehicle: { name, slug, image },
        expiresAt,
        retentionDays: ctx.config.inquiryRetentionDays,
        leadForm: leadFormState(request, context),
      },
      { status: 410 },
    );
  }
  return {
    expired: false as const,
    token: quote.token,
    snapshot: quote.snapshot,
    issuedAt: quote.createdAt.toISOString(),
    expiresAt,
    retentionDays: ctx.config.inquiryRetentionDays,
    leadForm: leadFormState(request, context),
  };
}

/**
 * 이 견적으로 상담 신청 without JavaScript: the lead keeps the quote's token, and the car and plan are read from the
 * stored quote (submitLead), never from the post. A token that names no quote has nothing to ask about.
 */
export const action = async ({ params, context, request }: Route.ActionArgs) => {
  const quote = await findQuote(context.get(appContext), params.token);
  return submitLeadForm(
    { request, context },
    quote && { source: "quote-sheet", vehicle: quote.snapshot.vehicle.name, quoteToken: quote.token },
  );
};

/** `60개월 · 무보증 · 월 52만 6천원`. */
function planLine(s: QuoteSnapshot): string {
  return `${planTerms({ ...s.plan })} · ${formatMonthly(s.plan.monthly)}`;
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [];
  const siteName = rootSiteName(matches);
  const common = { canonicalPath: `/quote/${loaderData.token}`, origin: rootOrigin(matches), siteName, noindex: true };
  if (loaderData.expired) {
    const { vehicle } = loaderData;
    return pageMeta({
      ...common,
      title: `${QUOTE_EXPIRED} · ${vehicle.name}`,
      description: fitDescription(
        [`${vehicle.name} 견적서의 유효기간이 지났습니다.`],
        ["최신 요금은 차량 페이지에서 확인해주세요."],
      ),
      image: vehicle.image,
      imageAlt: vehicle.name,
    });
  }
  const { snapshot: s } = loaderData;
  const total = s.cost.totalWon === null ? null : `총 ${formatWon(s.cost.totalWon)}`;
  return pageMeta({
    ...common,
    title: `${s.vehicle.name} 견적서 · ${formatMonthly(s.plan.monthly)}`,
    description: fitDescription(
      [`${s.vehicle.name} ${planLine(s)}${total ? ` (${total})` : ""}`, `${s.vehicle.name} ${planLine(s)}`],
      ["장기렌트 예상 견적서", `${QUOTE_VALID_DAYS}일간 유효`],
    ),
    image: s.vehicle.image,
    imageAlt: s.vehicle.name,
  });
};

/** 공유 (the share sheet, or the link copied) and 인쇄, once the page runs (both need a script); hidden on paper. */
function SheetActions({ url, title }: { url: string; title: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <div className="flex gap-2 print:hidden">
      <ShareButton url={url} title={title} className={buttonClass("outline", "md")} />
      <button type="button" className={buttonClass("primary", "md")} onClick={() => window.print()}>
        <Printer className="size-4" aria-hidden />
        인쇄
      </button>
    </div>
  );
}

/**
 * An expired 견적서 still ends in a lead: the visitor who kept the link is ready to ask, and the lead keeps the
 * quote's token so the consultant sees what was quoted before.
 */
function ExpiredQuote({
  token,
  vehicle,
  expiresAt,
  retentionDays,
  leadForm,
  result,
}: {
  token: string;
  vehicle: { name: string; slug: string };
  expiresAt: string;
  retentionDays: number;
  leadForm: { sent: boolean; notice: string | null; startedAt: number | undefined };
  result: LeadFormResult | undefined;
}) {
  return (
    <main className="bg-slate-50/70 px-4 py-12 sm:py-20 dark:bg-slate-950" data-testid="quote-expired">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200/80 bg-white p-6 text-center shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900/60">
        <FileClock className="mx-auto size-10 text-slate-400" aria-hidden />
        <h1 className="mt-3 text-xl font-extrabold text-slate-900 dark:text-white">{QUOTE_EXPIRED}</h1>
        <p className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
          <span className="font-semibold text-slate-800 dark:text-slate-100">{vehicle.name}</span> 견적서는{" "}
          <time dateTime={expiresAt}>{formatDateKo(expiresAt)}</time>에 유효기간이 끝났습니다. 최신 요금은 차량
          페이지에서 확인해주세요.
        </p>
        <Link to={vehiclePath(vehicle.slug)} className={buttonClass("primary", "md", "mt-6")}>
          차량 페이지에서 최신 요금 보기
        </Link>
      </div>
      <div className="mx-auto mt-6 max-w-3xl">
        <LeadForm
          eyebrow="견적 상담"
          title="이 차 최신 견적 상담받기"
          description={
            <p>
              <span className="font-semibold text-white">{vehicle.name}</span>의 오늘 요금으로 상담사가 다시 견적을
              안내해 드립니다.
            </p>
          }
          lead={{ source: "quote-sheet", vehicle: vehicle.name, vehicleSlug: vehicle.slug, quoteToken: token }}
          submitLabel="최신 견적 상담 신청"
          retentionDays={retentionDays}
          state={leadForm}
          result={result}
          testId="quote-lead-form"
        />
      </div>
    </main>
  );
}

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.expired) return <ExpiredQuote {...loaderData} result={actionData} />;
  return <QuoteSheet {...loaderData} result={actionData} />;
}

function QuoteSheet({
  snapshot: s,
  token,
  issuedAt,
  expiresAt,
  retentionDays,
  leadForm,
  result,
}: {
  snapshot: QuoteSnapshot;
  token: string;
  issuedAt: string;
  expiresAt: string;
  retentionDays: number;
  leadForm: { sent: boolean; notice: string | null; startedAt: number | undefined };
  result: LeadFormResult | undefined;
}) {
  const site = useSiteConfig();
  const toVehicle = vehiclePath(s.vehicle.slug);
  const facts = [
    { label: "연식", value: s.vehicle.modelYear || DEFAULT_MODEL_YEAR },
    { label: "주행거리", value: s.vehicle.mileage || DEFAULT_MILEAGE },
    { label: "연료", value: s.vehicle.fuel || DEFAULT_FUEL },
  ];
  const plan = [
    {
      label: "계약기간",
      value: /^\d+$/.test(s.plan.period.trim()) ? `${s.plan.period.trim()}개월` : s.plan.period || "-",
    },
    { label: "보증금", value: depositCaption(s.plan.deposit).replace(/^보증금 /, "") },
    { label: "월 납입료 (VAT 포함)", value: formatMonthly(s.plan.monthly) },
    { label: "연간 약정거리", value: s.plan.totalKm.trim() || "-" },
  ];
  return (
    <main className="bg-slate-50/70 pb-12 dark:bg-slate-950 print:bg-white print:pb-0" data-testid="quote-page">
      <div className="mx-auto max-w-3xl px-4 pt-4 sm:px-6 sm:pt-8 print:max-w-none print:p-0">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2 print:hidden">
          <Link
            to={toVehicle}
            className="inline-flex h-11 items-center text-sm font-semibold text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
          >
            ← 차량 페이지로
          </Link>
          <SheetActions
            url={typeof window === "undefined" ? "" : window.location.href}
            title={`${s.vehicle.name} 견적서 · ${formatMonthly(s.plan.monthly)}`}
          />
        </div>

        <article
          data-print-sheet
          aria-labelledby="quote-title"
          className="overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900/60 print:rounded-none print:border-0 print:shadow-none"
        >
          <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-100 px-5 py-4 sm:px-7 dark:border-slate-800 print:px-0 print:pt-0">
            <div>
              <p className="text-xs font-semibold tracking-wide text-brand-700 dark:text-brand-300">{site.name}</p>
              <h1 id="quote-title" className="mt-0.5 flex items-center gap-2 text-2xl font-black tracking-tight">
                <FileText className="size-6 text-slate-400 print:hidden" aria-hidden />
                장기렌트 견적서
              </h1>
            </div>
            <dl className="grid grid-cols-[auto_auto] gap-x-3 gap-y-0.5 text-right text-xs text-slate-500 dark:text-slate-400">
              <dt>발행일</dt>
              <dd className="font-semibold text-slate-700 dark:text-slate-200">
                <time dateTime={issuedAt}>{formatDateKo(issuedAt)}</time>
              </dd>
              <dt>유효기간</dt>
              <dd className="font-semibold text-slate-700 dark:text-slate-200" data-testid="quote-expires">
                <time dateTime={expiresAt}>{formatDateKo(expiresAt)}</time>까지
              </dd>
              <dt>견적 번호</dt>
              <dd className="font-mono text-slate-700 dark:text-slate-200">{token.slice(0, 8).toUpperCase()}</dd>
            </dl>
          </div>

          <div className="grid gap-5 px-5 py-5 sm:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] sm:px-7 print:grid-cols-[8rem_minmax(0,1fr)] print:gap-4 print:px-0 print:py-3">
            {s.vehicle.image ? (
              <img
                src={s.vehicle.image}
                alt={s.vehicle.name}
                className="aspect-[4/3] w-full rounded-xl bg-slate-100 object-cover dark:bg-slate-800"
              />
            ) : (
              <div className="aspect-[4/3] w-full rounded-xl bg-slate-100 dark:bg-slate-800" aria-hidden />
            )}
            <div className="min-w-0">
              <p className="text-xs text-slate-500 dark:text-slate-400">
                {[s.vehicle.category, s.vehicle.badgeType].filter(Boolean).join(" · ")}
              </p>
              <h2
                className="mt-0.5 text-xl leading-snug font-extrabold text-slate-900 dark:text-white"
                data-testid="quote-vehicle"
              >
                {s.vehicle.name}
              </h2>
              <dl className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                {facts.map((f) => (
                  <div key={f.label} className="flex gap-1.5">
                    <dt className="text-slate-500 dark:text-slate-400">{f.label}</dt>
                    <dd className="font-semibold text-slate-800 dark:text-slate-100">{f.value}</dd>
                  </div>
                ))}
              </dl>
              <dl className="mt-4 grid grid-cols-2 gap-2 print:mt-2 print:grid-cols-4" data-testid="quote-plan">
                {plan.map((p) => (
                  <div
                    key={p.label}
                    className="rounded-xl bg-slate-50 px-3 py-2.5 dark:bg-slate-800/60 print:border print:border-slate-200 print:px-2.5 print:py-1.5"
                  >
                    <dt className="text-xs text-slate-500 dark:text-slate-400 print:whitespace-nowrap">{p.label}</dt>
                    <dd className="mt-0.5 font-bold text-slate-900 tabular-nums dark:text-white print:text-sm print:whitespace-nowrap">
                      {p.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>

          <section
            aria-labelledby="quote-cost"
            className="mx-5 mb-5 rounded-2xl bg-slate-50 p-4 ring-1 ring-slate-200/80 sm:mx-7 dark:bg-slate-800/40 dark:ring-slate-700/60 print:mx-0 print:mb-3 print:px-4 print:py-2"
            data-testid="quote-cost"
          >
            <h2 id="quote-cost" className="mb-2 text-sm font-bold text-slate-900 dark:text-white">
              예상 총 비용
            </h2>
            <PlanCostDetails cost={s.cost} />
            <div className="mt-3">
              <PlanCostNotice />
            </div>
          </section>

          <div className="space-y-4 px-5 pb-5 sm:px-7 print:space-y-3 print:px-0 [&_section]:shadow-none print:[&_section]:p-0 print:[&_section]:border-0 print:[&_h2]:text-base print:[&_section>div]:mt-2">
            <InsuranceSection insurance={s.insurance} />
            <ContractTermsSection terms={s.contractTerms} />
          </div>

          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 bg-slate-50/60 px-5 py-4 text-xs text-slate-500 sm:px-7 dark:border-slate-800 dark:bg-slate-900/40 dark:text-slate-400 print:bg-transparent print:px-0">
            <p className="max-w-md">
              이 견적서는 발행일의 요금으로 작성되었으며 {QUOTE_VALID_DAYS}일간 유효합니다. {PLAN_COST_ESTIMATE}
            </p>
            <a
              href={telHref(site.phone)}
              className="inline-flex min-h-11 items-center gap-1.5 text-sm font-bold text-slate-800 dark:text-slate-100"
            >
              <Phone className="size-4" aria-hidden />
              상담 {site.phone}
            </a>
          </div>
        </article>

        <div className="mt-6 print:hidden">
          <LeadForm
            eyebrow="견적서 상담"
            title="이 견적으로 상담 신청"
            description={
              <p>
                <span className="font-semibold text-white">{s.vehicle.name}</span> · {planLine(s)} 견적 그대로 상담사가
                연락드려 출고까지 안내해 드립니다.
              </p>
            }
            lead={{ source: "quote-sheet", vehicle: s.vehicle.name, vehicleSlug: s.vehicle.slug, quoteToken: token }}
            submitLabel="이 견적으로 상담 신청"
            retentionDays={retentionDays}
            state={leadForm}
            result={result}
            testId="quote-lead-form"
          />
        </div>

        <div className="mt-4 flex flex-wrap items-center justify-center gap-2 text-sm print:hidden">
          <CalendarClock className="size-4 text-slate-400" aria-hidden />
          <span className="text-slate-500 dark:text-slate-400">요금이 바뀌어도 이 견적서의 금액은 그대로입니다.</span>
          <Link
            to={toVehicle}
            className="inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline dark:text-brand-300"
          >
            현재 요금 보기
          </Link>
        </div>
      </div>
    </main>
  );
}
