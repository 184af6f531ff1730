import { useEffect } from "react";
import { Link, redirect, useLoaderData, useNavigation, useRevalidator } from "react-router";
import { AdminHeader } from "#app/components/admin/AdminHeader";
import { AdminLoginForm } from "#app/components/admin/AdminLoginForm";
import { CatalogueOverview } from "#app/components/admin/CatalogueOverview";
import { CrashNotice } from "#app/components/admin/CrashNotice";
import { DailyChart } from "#app/components/admin/DailyChart";
import { InquiriesTab } from "#app/components/admin/InquiriesTab";
import { LeadAlertsPanel } from "#app/components/admin/LeadAlertsPanel";
import { LeadFunnel } from "#app/components/admin/LeadFunnel";
import { LoadError } from "#app/components/admin/ListStates";
import { PartnersTab } from "#app/components/admin/PartnersTab";
import { PopularPages } from "#app/components/admin/PopularPages";
import { ReviewsTab } from "#app/components/admin/ReviewsTab";
import { SetupChecklist } from "#app/components/admin/SetupChecklist";
import { panelClass, StatCards } from "#app/components/admin/StatCards";
import { VehiclesTab } from "#app/components/admin/VehiclesTab";
import { Spinner } from "#app/components/ui/spinner";
import { appContext, userContext } from "#app/context";
import { loadLeadFunnel, loadLeadsPanel } from "#app/lib/admin-leads.server";
import { cn } from "#app/lib/cn";
import { privateMeta } from "#app/lib/seo";
import adminStylesheet from "#app/styles/admin.css?url";
import { safeNextPath } from "#domain/auth";
import { ACCOUNT_PATH } from "#domain/staff";
import type { SessionUser } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { getDashboardStats } from "#server/services/admin/dashboard-stats";
import { listPartnerApplications } from "#server/services/admin/list-partner-applications";
import { listReviewsForAdmin } from "#server/services/admin/list-reviews";
import { listingOverview } from "#server/services/admin/listing-overview";
import { setupChecklist } from "#server/services/admin/setup-checklist";
import { type WaitingCounts, waitingCounts } from "#server/services/admin/waiting-counts";
import { leadAlertStatus } from "#server/services/notifications/lead-alert-status";
import { lastCrash } from "#server/services/site/crashes";
import { countVehiclesByCategory } from "#server/services/vehicles/vehicle-lists";
import type { Route } from "./+types/dashboard";

/** Outside the admin layout, so it links the admin's stylesheet itself. */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: adminStylesheet }];

export const meta = () => privateMeta("관리자 대시보드");

/** The tabs, each with what waits in it (신규 문의, 검수 대기, 승인 대기), counted on the tab. */
const TABS = [
  { id: "inquiries", label: "문의 관리", waiting: "newLeads", waitingLabel: "신규" },
  { id: "vehicles", label: "차량 관리", waiting: "listingReviews", waitingLabel: "검수 대기" },
  { id: "reviews", label: "후기 관리", waiting: null, waitingLabel: "" },
  { id: "partners", label: "파트너 신청", waiting: "partnerApplications", waitingLabel: "승인 대기" },
] as const satisfies readonly {
  id: string;
  label: string;
  waiting: keyof WaitingCounts | null;
  waitingLabel: string;
}[];
type Tab = (typeof TABS)[number]["id"];

const REFRESH_MS = 60_000;

const parseTab = (value: string | null): Tab => TABS.find((t) => t.id === value)?.id ?? "inquiries";

/** A failed part shows its own error message instead of failing the whole page. */
async function attempt<T>(
  ctx: AppContext,
  what: string,
  load: () => Promise<T>,
): Promise<{ ok: true; data: T } | { ok: false }> {
  try {
    return { ok: true, data: await load() };
  } catch (error) {
    ctx.log.error({ err: { message: (error as Error).message }, what }, "admin dashboard data failed");
    return { ok: false };
  }
}

async function loadPanel(ctx: AppContext, tab: Tab, params: URLSearchParams, viewer: SessionUser) {
  switch (tab) {
    case "inquiries":
      return { tab, inquiries: await loadLeadsPanel(ctx, params, viewer) } as const;
    case "reviews":
      return {
        tab,
        reviews: await listReviewsForAdmin(ctx, Object.fromEntries(params)),
      } as const;
    case "partners":
      return { tab, partners: await listPartnerApplications(ctx) } as const;
    case "vehicles": {
      const [categories, overview] = await Promise.all([countVehiclesByCategory(ctx), listingOverview(ctx)]);
      return { tab, categories, overview } as const;
    }
  }
}

/** The server decides: without an admin session this page is the login form, and no data is read. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const viewer = context.get(userContext);
  if (viewer?.role !== "admin") return { signedIn: false as const, next: safeNextPath(params.get("next"), "/admin") };
  if (viewer.mustChangePassword) throw redirect(ACCOUNT_PATH);
  const ctx = context.get(appContext);
  const tab = parseTab(params.get("tab"));
  const [stats, funnel, alerts, panel, crash, setup, waiting] = await Promise.all([
    attempt(ctx, "stats", () => getDashboardStats(ctx)),
    attempt(ctx, "funnel", () => loadLeadFunnel(ctx)),
    attempt(ctx, "alerts", () => leadAlertStatus(ctx)),
    attempt(ctx, tab, () => loadPanel(ctx, tab, params, viewer)),
    attempt(ctx, "crash", () => lastCrash(ctx)),
    attempt(ctx, "setup", () => setupChecklist(ctx)),
    attempt(ctx, "waiting", () => waitingCounts(ctx)),
  ]);
  return {
    signedIn: true as const,
    viewer: { staffRole: viewer.staffRole },
    tab,
    stats,
    funnel,
    alerts,
    panel,
    crash: crash.ok ? crash.data : null,
    setup: setup.ok ? setup.data : [],
    waiting: waiting.ok ? waiting.data : null,
  };
}

type SignedIn = Extract<Awaited<ReturnType<typeof loader>>, { signedIn: true }>;

/** Statistics refresh every 60 s while the tab is visible (the loader runs again; lists refresh with them). */
function useAutoRefresh() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [revalidator]);
}

/** What waits in a tab, as a count beside its name (read out as `신규 3건`); nothing when none waits. */
function WaitingBadge({ count, label }: { count: number | undefined; label: string }) {
  if (!count) return null;
  return (
    <span className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-500 px-1.5 py-0.5 align-[1px] text-[11px] font-bold leading-none text-white tabular-nums dark:bg-red-500">
      <span className="sr-only">{`${label} `}</span>
      {count > 99 ? "99+" : count}
      <span className="sr-only">건</span>
    </span>
  );
}

function TabPanel({ panel }: { panel: SignedIn["panel"] }) {
  if (!panel.ok) return <LoadError />;
  const data = panel.data;
  switch (data.tab) {
    case "inquiries":
      return <InquiriesTab data={data.inquiries} />;
    case "reviews":
      return <ReviewsTab data={data.reviews} />;
    case "partners":
      return <PartnersTab partners={data.partners} />;
    case "vehicles":
      return (
        <>
          <CatalogueOverview overview={data.overview} />
          <VehiclesTab categories={data.categories} />
        </>
      );
  }
}

function Dashboard({ data }: { data: SignedIn }) {
  useAutoRefresh();
  const navigation = useNavigation();
  // Another tab, page or filter of the dashboard, or a lead opened from the list.
  const switching =
    navigation.state === "loading" &&
    (navigation.location.pathname === "/admin" || navigation.location.pathname.startsWith("/admin/leads/"));
  const stats = data.stats.ok ? data.stats.data : null;
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <AdminHeader />
      <main className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:space-y-6 sm:px-6 sm:py-8">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">관리자 대시보드</h1>
          <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
            방문 통계와 문의, 차량, 후기, 파트너 신청을 한곳에서 관리합니다.
          </p>
        </div>
        <SetupChecklist checks={data.setup} />
        {data.stats.ok ? null : (
          <div className={panelClass}>
            <LoadError />
          </div>
        )}
        <StatCards stats={stats} />
        {stats && (
          // One column of minmax(0, 1fr) on phones: an implicit column grows to its widest content (a long
          // 인기 페이지 address), pushing the chart off the screen.
          <div className="grid grid-cols-1 gap-5 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <DailyChart daily={stats.daily} />
            </div>
            <PopularPages pages={stats.popularPages} />
          </div>
        )}
        {data.funnel.ok ? (
          <LeadFunnel funnel={data.funnel.data} />
        ) : (
          <div className={panelClass}>
            <LoadError />
          </div>
        )}
        <LeadAlertsPanel status={data.alerts.ok ? data.alerts.data : null} />
        {data.crash && <CrashNotice at={data.crash.at} count30d={data.crash.count30d} />}

        <section className={cn(panelClass, "overflow-hidden")} aria-label="관리 메뉴">
          <nav
            aria-label="관리 탭"
            className="flex overflow-x-auto border-b border-slate-200 px-1 sm:gap-1 sm:px-2 dark:border-slate-800"
          >
            {TABS.map((tab) => {
              const active = tab.id === data.tab;
              return (
                <Link
                  key={tab.id}
                  to={`?tab=${tab.id}`}
                  preventScrollReset
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "relative flex-1 shrink-0 px-1.5 py-3.5 text-center text-sm font-semibold sm:text-[15px] whitespace-nowrap transition sm:flex-none sm:px-5",
                    active
                      ? "text-brand-700 dark:text-brand-300"
                      : "text-slate-500 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white",
                  )}
                >
                  {tab.label}
                  <WaitingBadge
                    count={tab.waiting ? data.waiting?.[tab.waiting] : undefined}
                    label={tab.waitingLabel}
                  />
                  {active && (
                    <span
                      className="absolute inset-x-2 bottom-0 h-0.5 rounded-full bg-brand-600 dark:bg-brand-400"
                      aria-hidden
                    />
                  )}
                </Link>
              );
            })}
          </nav>
          <div className={cn("relative transition-opacity", switching && "opacity-50")} aria-busy={switching}>
            {switching && (
              <div className="absolute inset-x-0 top-6 z-10 flex justify-center">
                <Spinner className="rounded-full bg-white px-3 py-1.5 shadow dark:bg-slate-800" />
              </div>
            )}
            <TabPanel panel={data.panel} />
          </div>
        </section>
      </main>
    </div>
  );
}

export default function AdminDashboardPage() {
  const data = useLoaderData<typeof loader>();
  if (!data.signedIn) return <AdminLoginForm next={data.next} />;
  return <Dashboard data={data} />;
}
