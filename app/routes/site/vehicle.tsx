import { josa } from "es-hangul";
import { ChevronRight } from "lucide-react";
import { lazy, Suspense, useEffect, useState } from "react";
import { data, Link, redirect, useActionData, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import { CompareToggle, SaveToggle } from "#app/components/catalogue/CarToggles";
import { HydratedApart } from "#app/components/layout/HydratedApart";
import { BackButton } from "#app/components/ui/back-button";
import { Spinner } from "#app/components/ui/spinner";
import { ContactBar } from "#app/components/vehicle/ContactBar";
import {
  GoneVehiclePage,
  type LeadFormState,
  SimilarVehicles,
  SoldCarLeadForm,
  SoldNotice,
} from "#app/components/vehicle/ListingEnded";
import { PlanCostPanel, QUOTE_SHEET_INTENT } from "#app/components/vehicle/PlanCostPanel";
import { PriceTable, planSummary, planTerms } from "#app/components/vehicle/PriceTable";
import { ShareActions } from "#app/components/vehicle/ShareActions";
import { VehicleBadges } from "#app/components/vehicle/VehicleBadges";
import { VehiclePageGrid } from "#app/components/vehicle/VehiclePageGrid";
import {
  BenefitsSection,
  ContractTermsSection,
  DescriptionSection,
  DocumentsSection,
  InsuranceSection,
  MainInfo,
  OptionsSection,
} from "#app/components/vehicle/VehicleSections";
import { appContext, ipContext, keptContext } from "#app/context";
import { recordRecent } from "#app/lib/car-lists";
import { formText, readForm } from "#app/lib/form-data";
import { leadFormState, submitLeadForm } from "#app/lib/lead-form-post.server";
import { notFound } from "#app/lib/not-found";
import { siteOrigin } from "#app/lib/origin.server";
import { notFoundMeta, pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import { useSiteConfig } from "#app/lib/site";
import type { loader as rootLoader } from "#app/root";
import { callBackNoticeOf } from "#domain/call-back";
import { formatDateKo } from "#domain/datetime";
import { QUOTE_MESSAGES as QUOTE_SHEET_MESSAGES } from "#domain/issued-quote";
import {
  LEAD_FORM_ID,
  type LeadFormResult,
  type PageLead,
  QUOTE_FORM_ID,
  quoteLead,
  soldLead,
} from "#domain/lead-form";
import { categoryPath, pageQuery } from "#domain/paths";
import { cardPrice, formatMonthly } from "#domain/pricing";
import type { PriceRow, Vehicle } from "#domain/vehicle";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import type { VehicleCardItem } from "#domain/vehicle-parts";
import type { AppContext } from "#server/context";
import { HttpError } from "#server/errors";
import { ipBucket } from "#server/http/client-id";
import { findRetiredVehicle, findVehicleBySlug } from "#server/services/catalogue/find-vehicle";
import { similarAvailable } from "#server/services/catalogue/similar-vehicles";
import { issueQuote } from "#server/services/quotes/issue-quote";
import { type VehicleSeo, vehicleSeo } from "#server/services/seo/vehicle-meta";
import type { Route } from "./+types/vehicle";

// The form code (validation, form state) loads after the page is interactive, not before it paints.
const loadQuoteDialog = () => import("#app/components/vehicle/QuoteDialog");
const QuoteDialog = lazy(() => loadQuoteDialog().then((m) => ({ default: m.QuoteDialog })));
// The form and its validation load when the visitor heads for the button, not with the page.
const prefetchQuoteDialog = () => void loadQuoteDialog();
// The on-page form is server HTML that works by itself; its code comes when it nears the screen.
const QuoteSection = lazy(() =>
  import("#app/components/vehicle/QuoteSection").then((m) => ({ default: m.QuoteSection })),
);

const VEHICLE_LOADING = "차량 정보를 불러오는 중...";
const VEHICLE_PATH = /^\/(vehicles|vehicle-info)\//;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const retentionDays = context.get(appContext).config.inquiryRetentionDays;
  // Read from the URL only: the page is kept and served to every visitor of that URL.
  const query = pageQuery(request);
  const quote = {
    sent: query.get("quote") === "sent",
    notice: callBackNoticeOf(query.get("callback")),
    // When the form was rendered, posted with it: a post sooner than a person could type is held (lead-intake.ts).
    // Not on a kept page: one render serves every visitor, so its time says nothing of theirs, and a time in it
    // would make each render (and its ETag) differ. There the script's own fill time and the honeypot judge.
    startedAt: context.get(keptContext) ? undefined : Date.now(),
  };
  const ctx = context.get(appContext);
  const vehicle = await findVehicleBySlug(ctx, params.slug);
  if (!vehicle) {
    // A deleted listing that was public answers 410 with similar cars; an address that never was one, 404.
    const retired = await findRetiredVehicle(ctx, params.slug);
    if (!retired) throw notFound(VEHICLE_NOT_FOUND);
    const { name, category } = retired;
    const similar = await similarAvailable(ctx, retired);
    const leadForm = leadFormState(request, context);
    return data(
      { gone: { name, particle: josa.pick(name, "와/과"), category, similar, retentionDays, leadForm } },
      { status: 410 },
    );
  }
  const { jsonLd, ...seo } = await vehicleSeo(ctx, vehicle, await siteOrigin(context, request));
  // A sold listing keeps its page, out of search results, with similar cars still listed.
  const similar = vehicle.status === "sold" ? await similarAvailable(ctx, vehicle) : [];
  // A sold car's page asks about cars like it (LeadForm), answered with `?inquiry=sent`.
  const leadForm = leadFormState(request, context);
  // The particle after a sold car's name in its lead form, chosen here: the tables it needs stay off the page's script.
  const particle = josa.pick(vehicle.name, "와/과");
  return { vehicle, particle, seo, jsonLd, retentionDays, quote, similar, leadForm };
}

/**
 * A post to a vehicle page without JavaScript: 견적서 보기 (`intent`), or the page's lead form through every lead
 * form's one action (lead-form-post.server.ts): 견적 문의 about a listed car, with the plan taken from the listing
 * itself (the form names a row), or on a sold or deleted car's page a lead about cars like it (source `sold`).
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = (await readForm(request)) ?? new FormData();
  if (formText(form, "intent") === QUOTE_SHEET_INTENT) return issueQuoteSheet(form, params.slug, context);
  return submitLeadForm({ request, context }, vehicleLead(context.get(appContext), params.slug), form);
}

/** What a vehicle page's lead form is about: a listed car's 견적 문의, or cars like a sold or deleted one; else none. */
async function vehicleLead(ctx: AppContext, slug: string): Promise<PageLead | null> {
  const listed = await findVehicleBySlug(ctx, slug);
  if (listed) return listed.status === "sold" ? soldLead(listed) : quoteLead(listed);
  const retired = await findRetiredVehicle(ctx, slug);
  return retired && soldLead(retired);
}

/** A refused 견적서 보기 post, shown under the cost panel. */
interface QuoteSheetFailure {
  ok: false;
  sheet: string;
}

/** 견적서 보기 without JavaScript: the same service as `POST /api/quotes`, then on to the quote. */
async function issueQuoteSheet(form: FormData, slug: string, context: Route.ActionArgs["context"]) {
  const ctx = context.get(appContext);
  try {
    const { token } = await issueQuote(
      ctx,
      {
        slug,
        row: formText(form, "row") || undefined,
        period: formText(form, "period"),
        deposit: formText(form, "deposit"),
      },
      { bucket: ipBucket(ctx, "quote", context.get(ipContext)) },
    );
    return redirect(`/quote/${token}`, 303);
  } catch (error) {
    if (error instanceof HttpError)
      return data<QuoteSheetFailure>({ ok: false, sheet: error.message }, { status: error.status });
    const { name, code } = error as { name?: string; code?: string };
    ctx.log.error({ err: { name, code } }, "quote sheet failed");
    return data<QuoteSheetFailure>({ ok: false, sheet: QUOTE_SHEET_MESSAGES.failed }, { status: 500 });
  }
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  // A missing vehicle never reaches here: the site layout's boundary gives its 404 title and noindex.
  if (!loaderData) return [];
  const siteName = rootSiteName(matches);
  if ("gone" in loaderData) return notFoundMeta(`${loaderData.gone.name} 판매 종료${siteName ? ` | ${siteName}` : ""}`);
  const { seo, vehicle } = loaderData;
  return pageMeta({
    title: seo.meta.title,
    description: seo.meta.description,
    canonicalPath: seo.canonicalPath,
    origin: rootOrigin(matches),
    image: seo.meta.image,
    imageWidth: seo.imageSize?.width,
    imageHeight: seo.imageSize?.height,
    imageAlt: vehicle.name,
    type: "product",
    siteName,
    noindex: vehicle.status === "sold",
  });
};

/** The tap is answered at once while the dialog's code arrives on a slow connection. */
function QuoteDialogLoading() {
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-950/40 backdrop-blur-[2px]">
      <Spinner
        label="견적 문의 양식을 불러오는 중..."
        className="rounded-full bg-white px-5 py-2.5 text-sm font-medium text-slate-700 shadow-lg dark:bg-slate-900 dark:text-slate-200"
      />
    </div>
  );
}

/**
 * The contact bar and the quote dialog it opens, with the dialog's state kept here: a tap on 견적 문의 then renders
 * these two, not the whole vehicle page under them (on a slow phone that render was most of the tap's delay).
 */
function ContactAndQuote({
  phone,
  vehicle,
  row,
  retentionDays,
}: {
  phone: string;
  vehicle: Vehicle;
  row: PriceRow | null;
  retentionDays: number;
}) {
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [quoteUsed, setQuoteUsed] = useState(false);
  return (
    <>
      <ContactBar
        phone={phone}
        plan={row ? { monthly: formatMonthly(row.monthly), terms: planTerms(row) } : null}
        onQuote={() => {
          setQuoteUsed(true);
          setQuoteOpen(true);
        }}
        onQuoteIntent={prefetchQuoteDialog}
      />
      {quoteUsed && (
        <Suspense fallback={quoteOpen ? <QuoteDialogLoading /> : null}>
          <QuoteDialog
            open={quoteOpen}
            onClose={() => setQuoteOpen(false)}
            vehicle={vehicle}
            plan={row ? vehicle.priceInfo.indexOf(row) : -1}
            planText={row ? planSummary(row) : null}
            retentionDays={retentionDays}
          />
        </Suspense>
      )}
    </>
  );
}

/** Shown while another vehicle page loads from this one. */
function LoadingNotice() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const next = navigation.location?.pathname;
  if (navigation.state !== "loading" || !next || next === pathname || !VEHICLE_PATH.test(next)) return null;
  return (
    <div className="fixed inset-x-0 top-20 z-50 flex justify-center px-4">
      <Spinner
        label={VEHICLE_LOADING}
        className="rounded-full bg-white px-4 py-2 text-sm shadow-lg dark:bg-slate-900"
      />
    </div>
  );
}

export default function VehiclePage({ loaderData, params }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  if ("gone" in loaderData)
    return (
      <GoneVehiclePage
        {...loaderData.gone}
        slug={params.slug}
        result={result && "sheet" in result ? undefined : result}
      />
    );
  const { vehicle, particle, seo, retentionDays, quote, similar, leadForm } = loaderData;
  const sheetFailure = result && "sheet" in result ? result.sheet : null;
  // Keyed by slug: moving to another vehicle starts again at its first photo and first plan.
  return (
    <VehicleView
      key={vehicle.slug}
      vehicle={vehicle}
      seo={seo}
      retentionDays={retentionDays}
      quote={quote}
      result={result && "sheet" in result ? undefined : result}
      sheetFailure={sheetFailure}
      similar={similar}
      leadForm={leadForm}
      particle={particle}
    />
  );
}

function VehicleView({
  vehicle,
  particle,
  seo,
  retentionDays,
  quote,
  result,
  sheetFailure,
  similar,
  leadForm,
}: {
  vehicle: Vehicle;
  /** 와 or 과 after the car's name, for a sold car's lead form. */
  particle: string;
  seo: Omit<VehicleSeo, "jsonLd">;
  retentionDays: number;
  quote: { sent: boolean; notice: string | null; startedAt: number | undefined };
  result: LeadFormResult | undefined;
  /** A refused 견적서 보기 post without JavaScript. */
  sheetFailure: string | null;
  /** Cars like a sold one; empty for a listed vehicle. */
  similar: VehicleCardItem[];
  /** A sold car's lead form: a post that came back sent, and when the form was rendered. */
  leadForm: LeadFormState;
}) {
  const site = useSiteConfig();
  const origin = useRouteLoaderData<typeof rootLoader>("root")?.origin ?? "";
  const [selected, setSelected] = useState(0);
  const row = vehicle.priceInfo[selected] ?? vehicle.priceInfo[0] ?? null;
  const lowest = cardPrice(vehicle.priceInfo);
  const canonicalUrl = origin + seo.canonicalPath;
  const listPath = categoryPath(vehicle.category);
  const sold = vehicle.status === "sold";
  // 최근 본 차량 (kept in this browser): a listed car, not a sold one's page.
  useEffect(() => {
    if (!sold) recordRecent(vehicle.slug);
  }, [sold, vehicle.slug]);

  return (
    <main className="bg-slate-50/70 dark:bg-slate-950" data-testid="vehicle-page">
      <LoadingNotice />
      <div className="mx-auto max-w-7xl sm:px-6 sm:pt-4">
        <div className="flex items-center justify-between gap-2 px-2 py-2 sm:px-0">
          <div className="flex min-w-0 items-center gap-1">
            <BackButton fallback={listPath} look="plain" />
            <nav
              aria-label="위치"
              className="hidden min-w-0 items-center gap-1 text-sm text-slate-500 md:flex dark:text-slate-400"
            >
              <ChevronRight className="size-4 shrink-0 text-slate-300 dark:text-slate-600" aria-hidden />
              <Link to="/" className="hover:text-slate-800 dark:hover:text-slate-200">
                홈
              </Link>
              <ChevronRight className="size-4 shrink-0 text-slate-300 dark:text-slate-600" aria-hidden />
              <Link to={listPath} className="truncate hover:text-slate-800 dark:hover:text-slate-200">
                {vehicle.category}
              </Link>
            </nav>
          </div>
          <div className="flex items-center gap-2">
            {!sold && <SaveToggle slug={vehicle.slug} name={vehicle.name} look="page" />}
            {!sold && <CompareToggle slug={vehicle.slug} name={vehicle.name} look="page" />}
            <ShareActions url={canonicalUrl} slug={vehicle.slug} imageCount={vehicle.thumbnails.length} />
          </div>
        </div>
        {sold && <SoldNotice similarCount={similar.length} />}

        <VehiclePageGrid
          vehicle={vehicle}
          badges={<VehicleBadges badges={vehicle.badges} tags={vehicle.recommendationTags} />}
          card={
            <>
              <dl className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
                {vehicle.basicInfo.차량번호 && (
                  <div className="flex gap-1">
                    <dt>차량번호</dt>
                    <dd className="font-semibold text-slate-700 dark:text-slate-200">{vehicle.basicInfo.차량번호}</dd>
                  </div>
                )}
                {vehicle.displayCategoryText && (
                  <div className="flex gap-1">
                    <dt className="sr-only">추가 옵션</dt>
                    <dd>{vehicle.displayCategoryText}</dd>
                  </div>
                )}
              </dl>

              <div className="mt-5 flex items-end justify-between gap-3 border-t border-slate-100 pt-5 dark:border-slate-800">
                <div>
                  <p className="text-xs font-semibold text-slate-500 dark:text-slate-400">
                    {sold ? "판매 당시 최저 월 렌트료" : "최저 월 렌트료"}
                  </p>
                  <p className="mt-0.5 text-[28px] leading-tight font-black tracking-tight text-brand-700 dark:text-brand-300">
                    {lowest ? lowest.monthly : "상담 문의"}
                  </p>
                </div>
                {lowest && (
                  <p className="pb-1 text-sm font-medium text-slate-500 dark:text-slate-400">{lowest.deposit}</p>
                )}
              </div>

              <div className="mt-5">
                <PriceTable
                  rows={vehicle.priceInfo}
                  selected={selected}
                  onSelect={setSelected}
                  depositInstallment={vehicle.depositInstallment}
                />
              </div>
              {row && (
                <div className="mt-4">
                  <PlanCostPanel
                    vehicleSlug={vehicle.slug}
                    row={row}
                    index={vehicle.priceInfo.indexOf(row)}
                    depositInstallment={vehicle.depositInstallment}
                    canIssue={!sold}
                    failure={sheetFailure}
                  />
                </div>
              )}
              <p className="mt-3 text-xs text-slate-500 dark:text-slate-400" data-testid="price-changed">
                최근 가격 변경일 <time dateTime={vehicle.priceChangedAt}>{formatDateKo(vehicle.priceChangedAt)}</time>
              </p>
            </>
          }
        >
          <HydratedApart className="space-y-4">
            <MainInfo info={vehicle.basicInfo} />
            <OptionsSection options={vehicle.options} />
            <BenefitsSection benefits={vehicle.benefits} />
            <InsuranceSection insurance={vehicle.insurance} />
            <ContractTermsSection terms={vehicle.contractTerms} />
            <DocumentsSection documents={vehicle.requiredDocuments} />
            <DescriptionSection text={vehicle.description} />
          </HydratedApart>
          {sold && (
            <div className="mt-4">
              <SoldCarLeadForm
                vehicle={{ name: vehicle.name, slug: vehicle.slug, particle }}
                retentionDays={retentionDays}
                state={leadForm}
                result={result}
              />
            </div>
          )}
          {!sold && (
            <HydratedApart className="mt-4">
              <QuoteSection
                anchorId={QUOTE_FORM_ID}
                vehicle={vehicle}
                selected={selected}
                onSelect={setSelected}
                retentionDays={retentionDays}
                sent={quote.sent}
                notice={quote.notice}
                startedAt={quote.startedAt}
                result={result}
              />
            </HydratedApart>
          )}
        </VehiclePageGrid>
        {sold && (
          <div className="mt-10 px-4 pb-12 sm:px-0">
            <SimilarVehicles vehicles={similar} category={vehicle.category} />
          </div>
        )}
      </div>

      {sold ? (
        <ContactBar phone={site.phone} plan={null} quoteTarget={LEAD_FORM_ID} />
      ) : (
        <ContactAndQuote phone={site.phone} vehicle={vehicle} row={row} retentionDays={retentionDays} />
      )}
    </main>
  );
}
