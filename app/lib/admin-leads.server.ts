/**
 * What the admin lead screens read and write, through the lead services, typed with the `domain/lead.ts`
 * shapes the screens are built on.
 */
import type { LeadDetail, LeadFunnel, LeadListFilters, LeadListItem, LeadStatus, LeadUpdate } from "#domain/lead";
import type { HeldLeadPage } from "#domain/lead-intake";
import type { SessionUser } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { listAdminUsers } from "#server/services/admin/list-admin-users";
import { getLead } from "#server/services/leads/get-lead";
import { heldLeadCount, listHeldLeads } from "#server/services/leads/held-leads";
import { leadFunnel } from "#server/services/leads/lead-funnel";
import { listLeads } from "#server/services/leads/list-leads";
import { updateLead } from "#server/services/leads/update-lead";

/** An admin a lead can be given to (`GET /api/admin-users`). */
export interface AdminUserOption {
  id: number;
  name: string;
}

/** One page of the lead list with the count per status (for every filter but the status itself). */
export interface LeadListPage {
  inquiries: LeadListItem[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  q: string;
  counts: Record<LeadStatus, number>;
  /** The filters the list applied, values that make no sense left out. */
  filters: LeadListFilters;
}

/** The 문의 관리 tab: the page, whether any lead exists at all (the download is offered only then), the owners. */
export interface LeadsPanelData extends LeadListPage {
  hasAny: boolean;
  admins: AdminUserOption[];
  /** The server's time of the answer, so the page marks overdue call-backs the same when it hydrates. */
  now: string;
  /** Leads held as 스팸 의심, and their page when `view=held` shows that list instead of the leads. */
  heldCount: number;
  held: HeldLeadPage | null;
}

/**
 * The tab's query parameters are the list's filters (`status`, `source`, `from`, `to`, `assignee`, `view`, `q`,
 * `page`); `view=held` shows 스팸 의심 (its `page`) with the status counts of every lead.
 */
export async function loadLeadsPanel(
  ctx: AppContext,
  params: URLSearchParams,
  viewer: SessionUser,
): Promise<LeadsPanelData> {
  const showHeld = params.get("view") === "held";
  const [list, admins, heldCount, held]: [LeadListPage, AdminUserOption[], number, HeldLeadPage | null] =
    await Promise.all([
      listLeads(ctx, showHeld ? {} : Object.fromEntries(params), viewer),
      listAdminUsers(ctx),
      heldLeadCount(ctx),
      showHeld ? listHeldLeads(ctx, { page: params.get("page") ?? undefined }) : null,
    ]);
  const filtered = Object.keys(list.filters).length > 0;
  const hasAny = filtered ? ((await listLeads(ctx, { pageSize: 1 })) as LeadListPage).total > 0 : list.total > 0;
  return { ...list, hasAny, admins, now: new Date().toISOString(), heldCount, held };
}

/** One lead with its history and related leads; the services' 404 (`HttpError`) when there is none. */
export function loadLead(ctx: AppContext, id: number): Promise<LeadDetail> {
  return getLead(ctx, id);
}

export function loadAdminUsers(ctx: AppContext): Promise<AdminUserOption[]> {
  return listAdminUsers(ctx);
}

/** `PATCH /api/inquiries/{id}`'s service: validates, writes the history, answers the lead as it now is. */
export function saveLead(ctx: AppContext, actor: SessionUser, id: number, update: LeadUpdate): Promise<LeadDetail> {
  return updateLead(ctx, actor, id, update);
}

export function loadLeadFunnel(ctx: AppContext): Promise<LeadFunnel> {
  return leadFunnel(ctx);
}
