import { data, isRouteErrorResponse, redirect, useLocation, useNavigation } from "react-router";
import { AdminHeader } from "#app/components/admin/AdminHeader";
import { AdminNotFound } from "#app/components/admin/AdminNotFound";
import { LoadError } from "#app/components/admin/ListStates";
import { Breadcrumb, useListHref } from "#app/components/admin/lead-detail/LeadBreadcrumb";
import { LeadWork } from "#app/components/admin/lead-detail/LeadWork";
import { panelClass } from "#app/components/admin/StatCards";
import { leadPath } from "#app/components/admin/use-lead-fetcher";
import { buttonClass } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { adminContext, appContext } from "#app/context";
import { LEAD_FORM_MESSAGES, type LeadActionResult, leadUpdateFromForm } from "#app/lib/admin-leads";
import { type AdminUserOption, loadAdminUsers, loadLead, saveLead } from "#app/lib/admin-leads.server";
import { cn } from "#app/lib/cn";
import { notFound, notFoundMessage } from "#app/lib/not-found";
import { privateMeta } from "#app/lib/seo";
import { safeNextPath } from "#domain/auth";
import { LEAD_NOT_FOUND, type LeadDetail } from "#domain/lead";
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
