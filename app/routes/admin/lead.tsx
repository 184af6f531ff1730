import { AlarmClock, ChevronRight, ExternalLink, History, Phone, StickyNote, UserRoundCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { data, isRouteErrorResponse, Link, redirect, useActionData, useLocation, useNavigation } from "react-router";
import { AdminHeader } from "#app/components/admin/AdminHeader";
import { AdminNotFound } from "#app/components/admin/AdminNotFound";
import {
  ContactLink,
  compactFieldClass,
  InvalidNumberBadge,
  LeadStatusSelect,
  NoScriptSubmit,
  OverdueBadge,
  RepeatBadge,
  StatusBadge,
  useSettledChoice,
} from "#app/components/admin/LeadBits";
import { LoadError } from "#app/components/admin/ListStates";
import { panelClass } from "#app/components/admin/StatCards";
import { leadPath, useLeadFetcher } from "#app/components/admin/use-lead-fetcher";
import { buttonClass } from "#app/components/ui/button";
import { FormMessage, inputClass } from "#app/components/ui/field";
import { Spinner } from "#app/components/ui/spinner";
import { adminContext, appContext } from "#app/context";
import {
  isOverdue,
  LEAD_FORM_MESSAGES,
  type LeadActionResult,
  type LeadHistoryEvent,
  leadEventChange,
  leadEventTitle,
  leadUpdateFromForm,
  seoulInputValue,
} from "#app/lib/admin-leads";
import { type AdminUserOption, loadAdminUsers, loadLead, saveLead } from "#app/lib/admin-leads.server";
import { cn } from "#app/lib/cn";
import { notFound, notFoundMessage } from "#app/lib/not-found";
import { privateMeta } from "#app/lib/seo";
import { safeNextPath } from "#domain/auth";
import { formatDateTimeKo } from "#domain/datetime";
import {
  CALL_TIME_LABELS,
  CUSTOMER_TYPE_LABELS,
  LEAD_NOT_FOUND,
  LEAD_SOURCE_LABELS,
  LEAD_STATUS_LABELS,
  type LeadAttribution,
  type LeadDetail,
  leadPlanText,
} from "#domain/lead";
import { vehiclePath } from "#domain/paths";
import { formatPhone, phoneHref } from "#domain/phone";
import { HttpError } from "#server/errors";
import type { Route } from "./+types/lead";

interface LeadPageData {
  lead: LeadDetail;
  admins: AdminUserOption[];
  /** The signed-in admin (내 담당으로 가져오기). */
  me: number;
  /** The server's time of the answer: call-backs before it are overdue. */
  now: string;
}

/** A lead id as the database holds them (a positive 32-bit integer), or null. */
function leadId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const user = context.get(adminContext);
  const ctx = context.get(appContext);
  const now = new Date().toISOString();
  const id = leadId(params.id);
  if (id === null) throw notFound(LEAD_NOT_FOUND);
  try {
    const [lead, admins] = await Promise.all([loadLead(ctx, id), loadAdminUsers(ctx)]);
    return { lead, admins, me: user.id, now } satisfies LeadPageData;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound(LEAD_NOT_FOUND);
    throw error;
  }
}

/**
 * The API's rule (server/http/security.ts) for this page's writes, which do not pass through the API router:
 * a browser's post from another site is refused. Requests without the headers carry no victim's cookies.
 */
function fromAnotherSite(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin" && site !== "none") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  try {
    return origin === "null" || new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

/**
 * Every change to a lead (status, owner, call-back, memo), from this page and from the list, with JavaScript
 * (a fetcher) or without (a plain form post). A failure answers the Korean message and echoes the memo, so the
 * typed text is never lost.
 */
export async function action({ context, params, request }: Route.ActionArgs) {
  if (fromAnotherSite(request)) throw data("허용되지 않은 요청입니다.", { status: 403 });
  const form = await request.formData();
  const parsed = leadUpdateFromForm(form);
  const memo = form.get("memo");
  const fail = (status: number, message: string, fieldErrors?: Record<string, string>) =>
    data<LeadActionResult>(
      {
        ok: false,
        intent: parsed.intent,
        message,
        fieldErrors,
        memo: parsed.intent === "memo" && typeof memo === "string" ? memo : undefined,
      },
      { status },
    );
  // Nothing is written without an admin session: the admin layout's guard sends the post to the sign-in first
  // (a save from the page finds that redirect in clientAction, and the typed memo stays on screen).
  const user = context.get(adminContext);
  const ctx = context.get(appContext);
  const id = leadId(params.id);
  if (id === null) return fail(404, LEAD_NOT_FOUND);
  if ("error" in parsed) return fail(400, parsed.error, parsed.field ? { [parsed.field]: parsed.error } : undefined);
  try {
    await saveLead(ctx, user, id, parsed.update);
  } catch (error) {
    if (error instanceof HttpError) return fail(error.status, error.message, error.fieldErrors);
    // Not the message: a failed query's text can carry the memo.
    const { name, code } = error as { name?: string; code?: string };
    ctx.log.error({ err: { name, code }, leadId: id }, "lead update failed");
    return fail(500, LEAD_FORM_MESSAGES.saveFailed);
  }
  // A form posted without JavaScript from the list goes back to the list it came from.
  const returnTo = form.get("returnTo");
  if (typeof returnTo === "string" && returnTo) return redirect(safeNextPath(returnTo, leadPath(id)), 303);
  return data<LeadActionResult>({ ok: true, intent: parsed.intent });
}

/**
 * With JavaScript a save that cannot reach the server, or finds the session ended, answers like a failed save
 * instead of leaving the page: the typed memo and the page stay, with a Korean message.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  const failed = (message: string): LeadActionResult => {
    const memo = form.get("memo");
    return {
      ok: false,
      intent: leadUpdateFromForm(form).intent,
      message,
      memo: typeof memo === "string" ? memo : undefined,
    };
  };
  try {
    return await serverAction();
  } catch (error) {
    // Answered as the refusal it is: after a 4xx no loader runs again, so the page is not sent to the sign-in
    // and the memo stays.
    if (error instanceof Response && error.status >= 300 && error.status < 400)
      return data(failed(LEAD_FORM_MESSAGES.signedOut), { status: 401 });
    if (isRouteErrorResponse(error)) return failed(LEAD_FORM_MESSAGES.saveFailed);
    return failed(LEAD_FORM_MESSAGES.offline);
  }
}

export function meta({ params, data }: Route.MetaArgs) {
  // The number, not the name: titles end up in browser history and tab lists.
  const title = data ? `문의 #${params.id}` : LEAD_NOT_FOUND;
  return privateMeta(`${title} | 관리자`);
}

export default function LeadPage({ loaderData }: Route.ComponentProps) {
  const { lead, admins, me, now } = loaderData;
  const location = useLocation();
  const listHref = useListHref();
  const navigation = useNavigation();
  // Another lead (a 재문의 link) on its way.
  const opening =
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/admin/leads/") &&
    navigation.location.pathname !== location.pathname;
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <AdminHeader />
      <main
        className={cn(
          "relative mx-auto max-w-7xl space-y-5 px-4 py-6 transition-opacity sm:px-6 sm:py-8",
          opening && "opacity-60",
        )}
        aria-busy={opening}
      >
        {opening && (
          <div className="absolute inset-x-0 top-4 z-10 flex justify-center">
            <Spinner className="rounded-full bg-white px-3 py-1.5 shadow dark:bg-slate-800" />
          </div>
        )}
        <Breadcrumb listHref={listHref} current={lead.name} />
        <LeadWork key={lead.id} lead={lead} admins={admins} me={me} now={now} />
      </main>
    </div>
  );
}

/** Back to the filtered list the lead was opened from, when the list passed it along. */
function useListHref(): string {
  const back = (useLocation().state as { back?: unknown } | null)?.back;
  return `/admin${typeof back === "string" && back.startsWith("?") ? back : "?tab=inquiries"}`;
}

function Breadcrumb({ listHref, current }: { listHref: string; current: string }) {
  return (
    <nav aria-label="이동 경로">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
        {[
          { to: "/admin", label: "관리자 홈" },
          { to: listHref, label: "문의 관리" },
        ].map((crumb) => (
          <li key={crumb.label} className="flex items-center gap-1">
            <Link to={crumb.to} className="hover:text-brand-600 hover:underline">
              {crumb.label}
            </Link>
            <ChevronRight className="size-4" aria-hidden />
          </li>
        ))}
        <li aria-current="page" className="max-w-48 truncate font-semibold text-slate-900 dark:text-white">
          {current}
        </li>
      </ol>
    </nav>
  );
}

function LeadWork({ lead, admins, me, now }: { lead: LeadDetail; admins: AdminUserOption[]; me: number; now: string }) {
  const history = lead.history as LeadHistoryEvent[];
  // A form posted without JavaScript comes back as this page; the memo and call-back forms show their own errors.
  const own = useActionData<LeadActionResult>();
  const ownError = own && !own.ok && own.intent !== "memo" && own.intent !== "followUp" ? own.message : null;
  const ownerName = (id: string) => admins.find((a) => String(a.id) === id)?.name;
  return (
    <>
      <Summary lead={lead} now={now} />
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="space-y-5 lg:col-start-2 lg:row-start-1">
          <section className={cn(panelClass, "space-y-5 p-5")} aria-labelledby="lead-work-title">
            <h2 id="lead-work-title" className="text-base font-bold">
              상담 관리
            </h2>
            {ownError && <FormMessage>{ownError}</FormMessage>}
            <div className="space-y-1.5">
              <p className="text-sm font-semibold text-slate-700 dark:text-slate-200" aria-hidden>
                상태
              </p>
              <LeadStatusSelect
                id={lead.id}
                status={lead.status}
                label="상태"
                returnTo={leadPath(lead.id)}
                className="max-w-60"
              />
            </div>
            <OwnerForm lead={lead} admins={admins} me={me} />
            <FollowUpForm lead={lead} now={now} />
          </section>
          <MemoSection lead={lead} history={history} />
        </div>
        <div className="space-y-5 lg:col-start-1 lg:row-start-1">
          <Details lead={lead} />
          <Related lead={lead} />
          <Timeline lead={lead} history={history} ownerName={ownerName} />
        </div>
      </div>
    </>
  );
}

function Summary({ lead, now }: { lead: LeadDetail; now: string }) {
  const overdue = isOverdue(lead.followUpAt, now);
  return (
    <section className={cn(panelClass, "p-5 sm:p-6")} aria-labelledby="lead-name">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h1 id="lead-name" className="text-2xl font-extrabold tracking-tight break-all sm:text-3xl">
              {lead.name}
            </h1>
            <StatusBadge status={lead.status} />
            {lead.repeatOfId !== null && <RepeatBadge title={`이전 문의 #${lead.repeatOfId}`} />}
            {!lead.contactValid && <InvalidNumberBadge />}
          </div>
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-500 dark:text-slate-400">
            <span>{LEAD_SOURCE_LABELS[lead.source]}</span>
            <span aria-hidden>·</span>
            <span className="tabular-nums">
              <span className="sr-only">신청일시 </span>
              {formatDateTimeKo(lead.createdAt)}
            </span>
            <span aria-hidden>·</span>
            <span>
              담당{" "}
              <strong className="font-semibold text-slate-700 dark:text-slate-200">
                {lead.assigneeName ?? "미배정"}
              </strong>
            </span>
            {lead.followUpAt && (
              <span
                className={cn(
                  "inline-flex items-center gap-1 tabular-nums",
                  overdue && "font-semibold text-red-600 dark:text-red-400",
                )}
              >
                <AlarmClock className="size-4" aria-hidden />
                콜백 {formatDateTimeKo(lead.followUpAt)}
                {overdue && <OverdueBadge />}
              </span>
            )}
          </p>
        </div>
        <a
          href={phoneHref(lead.contact)}
          className={buttonClass("primary", "md", "w-full shrink-0 tabular-nums sm:w-auto")}
        >
          <Phone className="size-4" aria-hidden />
          {formatPhone(lead.contact)}
          <span className="sr-only">로 전화 걸기</span>
        </a>
      </div>
    </section>
  );
}

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

function Details({ lead }: { lead: LeadDetail }) {
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

function Related({ lead }: { lead: LeadDetail }) {
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

function OwnerForm({ lead, admins, me }: { lead: LeadDetail; admins: AdminUserOption[]; me: number }) {
  const fetcher = useLeadFetcher({ success: "담당자를 변경했습니다", failure: "담당자를 변경하지 못했습니다" });
  const sent = fetcher.formData?.get("assigneeId");
  const stored = lead.assigneeId === null ? "" : String(lead.assigneeId);
  const save = (value: string) =>
    fetcher.submit({ intent: "assignee", assigneeId: value }, { method: "post", action: leadPath(lead.id) });
  const { shown, change } = useSettledChoice(stored, typeof sent === "string" ? sent : undefined, save);
  // An owner whose account was since disabled is still shown as the owner.
  const options =
    lead.assigneeId !== null && !admins.some((a) => a.id === lead.assigneeId)
      ? [...admins, { id: lead.assigneeId, name: lead.assigneeName ?? `#${lead.assigneeId}` }]
      : admins;
  return (
    <div className="space-y-1.5">
      <label htmlFor="lead-owner" className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
        담당자
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <fetcher.Form
          method="post"
          action={leadPath(lead.id)}
          className="flex min-w-0 flex-1 items-center gap-2"
          aria-busy={fetcher.state !== "idle"}
        >
          <input type="hidden" name="intent" value="assignee" />
          <select
            id="lead-owner"
            name="assigneeId"
            value={shown}
            onChange={(e) => change(e.target.value)}
            className={cn(compactFieldClass, "min-w-40 flex-1 pr-8")}
          >
            <option value="">담당자 없음</option>
            {options.map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.id === me ? `${a.name} (나)` : a.name}
              </option>
            ))}
          </select>
          <NoScriptSubmit returnTo={leadPath(lead.id)} label="저장" />
        </fetcher.Form>
        {shown !== String(me) && (
          <fetcher.Form method="post" action={leadPath(lead.id)}>
            <input type="hidden" name="intent" value="assignee" />
            <input type="hidden" name="assigneeId" value={String(me)} />
            <button type="submit" className={buttonClass("outline", "sm", "h-10")}>
              <UserRoundCheck className="size-4" aria-hidden />내 담당으로 가져오기
            </button>
          </fetcher.Form>
        )}
      </div>
    </div>
  );
}

function FollowUpForm({ lead, now }: { lead: LeadDetail; now: string }) {
  const fetcher = useLeadFetcher({ success: "콜백 예약을 저장했습니다" });
  const own = useActionData<LeadActionResult>();
  const result = fetcher.data ?? (own?.intent === "followUp" ? own : undefined);
  const error = result && !result.ok ? result.message : undefined;
  const busy = fetcher.state !== "idle";
  const overdue = isOverdue(lead.followUpAt, now);
  return (
    <fetcher.Form method="post" action={leadPath(lead.id)} className="space-y-1.5" noValidate>
      <input type="hidden" name="intent" value="followUp" />
      <label htmlFor="lead-follow-up" className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
        콜백 예약 <span className="font-normal text-slate-500 dark:text-slate-400">(한국 시간)</span>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id="lead-follow-up"
          name="followUpAt"
          type="datetime-local"
          // A saved time replaces whatever the field held.
          key={lead.followUpAt ?? "none"}
          defaultValue={seoulInputValue(lead.followUpAt)}
          aria-invalid={Boolean(error)}
          aria-describedby="lead-follow-up-message"
          className={cn(compactFieldClass, "min-w-0 flex-1")}
        />
        <button type="submit" disabled={busy} className={buttonClass("secondary", "sm", "h-10")}>
          {busy && fetcher.formData?.get("clear") !== "1" ? "저장 중..." : "예약"}
        </button>
        {lead.followUpAt && (
          <button type="submit" name="clear" value="1" disabled={busy} className={buttonClass("ghost", "sm", "h-10")}>
            지우기
          </button>
        )}
      </div>
      <p
        id="lead-follow-up-message"
        className={cn("text-sm", error ? "text-red-600 dark:text-red-400" : "text-slate-500 dark:text-slate-400")}
        role={error ? "alert" : undefined}
      >
        {error ??
          (lead.followUpAt ? (
            <span
              className={cn(
                "inline-flex items-center gap-1",
                overdue && "font-semibold text-red-600 dark:text-red-400",
              )}
            >
              예약됨: {formatDateTimeKo(lead.followUpAt)}
              {overdue && <OverdueBadge />}
            </span>
          ) : (
            "예약된 콜백이 없습니다. 예약하면 오늘 콜백 목록에 나옵니다."
          ))}
      </p>
    </fetcher.Form>
  );
}

function MemoSection({ lead, history }: { lead: LeadDetail; history: LeadHistoryEvent[] }) {
  const fetcher = useLeadFetcher({ success: "메모를 추가했습니다" });
  const own = useActionData<LeadActionResult>();
  const ownMemo = own && !own.ok && own.intent === "memo" ? own : undefined;
  // Without JavaScript a failed post comes back as a new page: the typed text comes back with it.
  const [text, setText] = useState(ownMemo?.memo ?? "");
  const [localError, setLocalError] = useState<string | null>(null);
  const sentText = useRef<string | null>(null);
  const result = fetcher.data ?? ownMemo;
  const serverError = result && !result.ok && fetcher.state === "idle" ? result.message : undefined;
  const error = localError ?? serverError;
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    // Cleared only once saved, and only if nothing new was typed meanwhile.
    if (fetcher.state === "idle" && fetcher.data?.ok && sentText.current !== null) {
      setText((current) => (current.trim() === sentText.current ? "" : current));
      sentText.current = null;
    }
  }, [fetcher.state, fetcher.data]);

  const memos = history.filter((e) => e.kind === "memo" && e.toValue);
  return (
    <section className={cn(panelClass, "p-5")} aria-labelledby="lead-memo-title">
      <h2 id="lead-memo-title" className="flex items-center gap-2 text-base font-bold">
        <StickyNote className="size-4 text-slate-400" aria-hidden />
        메모
      </h2>
      <fetcher.Form
        method="post"
        action={leadPath(lead.id)}
        className="mt-3 space-y-2"
        noValidate
        onSubmit={(event) => {
          if (!text.trim()) {
            event.preventDefault();
            setLocalError(LEAD_FORM_MESSAGES.memoEmpty);
            return;
          }
          setLocalError(null);
          sentText.current = text.trim();
        }}
      >
        <input type="hidden" name="intent" value="memo" />
        <label htmlFor="lead-memo" className="sr-only">
          새 메모
        </label>
        <textarea
          id="lead-memo"
          name="memo"
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (localError) setLocalError(null);
          }}
          placeholder="통화 내용, 고객 요청, 다음 할 일을 남겨주세요"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? "lead-memo-error" : undefined}
          className={cn(inputClass, "min-h-24")}
        />
        {error && (
          <p id="lead-memo-error" role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex justify-end">
          <button type="submit" disabled={busy} className={buttonClass("primary", "sm")}>
            {busy ? "저장 중..." : "메모 추가"}
          </button>
        </div>
      </fetcher.Form>
      {memos.length > 0 ? (
        <ol className="mt-4 space-y-3" aria-label="메모 목록 (최신순)">
          {memos.map((m) => (
            <li key={m.id} className="rounded-xl bg-slate-50 p-3 dark:bg-slate-800/60">
              <p className="text-sm whitespace-pre-wrap break-words">{m.toValue}</p>
              <p className="mt-1.5 text-xs text-slate-500 tabular-nums dark:text-slate-400">
                {m.actorName ?? "알 수 없음"} · {formatDateTimeKo(m.createdAt)}
              </p>
            </li>
          ))}
        </ol>
      ) : lead.memo ? (
        <p className="mt-4 rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-wrap break-words dark:bg-slate-800/60">
          {lead.memo}
        </p>
      ) : (
        <p className="mt-4 text-sm text-slate-500 dark:text-slate-400">아직 메모가 없습니다.</p>
      )}
    </section>
  );
}

function Timeline({
  lead,
  history,
  ownerName,
}: {
  lead: LeadDetail;
  history: LeadHistoryEvent[];
  ownerName: (id: string) => string | undefined;
}) {
  return (
    <section className={cn(panelClass, "p-5")} aria-labelledby="lead-history-title">
      <h2 id="lead-history-title" className="flex items-center gap-2 text-base font-bold">
        <History className="size-4 text-slate-400" aria-hidden />
        처리 이력
      </h2>
      <ol className="mt-4 space-y-0" data-testid="lead-history">
        {history.map((event) => {
          const change = leadEventChange(event, ownerName);
          return (
            <li key={event.id} className="relative border-l-2 border-slate-200 pb-4 pl-4 dark:border-slate-700">
              <span className="absolute top-1 -left-[5px] size-2 rounded-full bg-brand-500" aria-hidden />
              <p className="text-sm">
                <strong className="font-semibold">{leadEventTitle(event)}</strong>
                {change && (
                  <>
                    {" "}
                    <span className="text-slate-600 dark:text-slate-300">
                      <span aria-hidden>{`${change.from} → ${change.to}`}</span>
                      <span className="sr-only">{`변경 전 ${change.from}, 변경 후 ${change.to}`}</span>
                    </span>
                  </>
                )}
              </p>
              {event.kind === "memo" && event.toValue && (
                <p className="mt-0.5 line-clamp-2 text-sm break-words text-slate-600 dark:text-slate-300">
                  {event.toValue}
                </p>
              )}
              <p className="mt-0.5 text-xs text-slate-500 tabular-nums dark:text-slate-400">
                {/* A first owner with nobody behind it is the returning customer's consultant, given on arrival. */}
                {event.actorName ??
                  (event.kind === "assignee" && event.fromValue === null ? "자동 배정 (재문의)" : "알 수 없음")}{" "}
                · {formatDateTimeKo(event.createdAt)}
              </p>
            </li>
          );
        })}
        <li className="relative border-l-2 border-transparent pl-4">
          <span className="absolute top-1 -left-[5px] size-2 rounded-full bg-slate-300 dark:bg-slate-600" aria-hidden />
          <p className="text-sm">
            <strong className="font-semibold">문의 접수</strong>{" "}
            <span className="text-slate-600 dark:text-slate-300">{`${LEAD_SOURCE_LABELS[lead.source]} · ${LEAD_STATUS_LABELS.new}`}</span>
          </p>
          <p className="mt-0.5 text-xs text-slate-500 tabular-nums dark:text-slate-400">
            {formatDateTimeKo(lead.createdAt)}
          </p>
        </li>
      </ol>
    </section>
  );
}

/**
 * A lead that is not there is the admin area's 404, with the way back to the list; a failure to read the lead
 * shows the admin header and the load error, with a way to try again.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const { pathname, search } = useLocation();
  const listHref = useListHref();
  const missing = notFoundMessage(error, LEAD_NOT_FOUND);
  if (missing !== null) return <AdminNotFound message={missing} back={{ to: listHref, label: "문의 목록으로" }} />;
  return (
    <div className="min-h-dvh bg-slate-50 dark:bg-slate-950">
      <AdminHeader />
      <main className="mx-auto max-w-7xl space-y-5 px-4 py-6 sm:px-6 sm:py-8">
        <Breadcrumb listHref="/admin?tab=inquiries" current="오류" />
        <section className={cn(panelClass, "flex flex-col items-center gap-2 px-6 pb-10")} data-status={status}>
          <LoadError />
          <a href={pathname + search} className={buttonClass("outline", "sm")}>
            다시 시도
          </a>
        </section>
      </main>
    </div>
  );
}
