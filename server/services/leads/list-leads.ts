import { and, asc, desc, eq, gte, ilike, isNull, like, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import { LEAD_SOURCES, LEAD_STATUSES, type LeadListFilters, type LeadListItem, type LeadStatus } from "#domain/lead";
import { phoneDigits } from "#domain/phone";
import { addDays, seoulDayKey, seoulDayStart } from "#domain/seoul-time";
import type { AppContext } from "#server/context";
import { dailyTallies, inquiries } from "#server/db/schema";
import { keptLeadAnswer } from "./lead-answers";
import { type LeadRow, leadRowColumns, toLeadListItem } from "./lead-row";

export const LEADS_PAGE_SIZE = 20;

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (`2026-02-30` is not). */
const dayKey = z
  .string()
  .refine((d) => DAY_KEY.test(d) && !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && addDays(d, 0) === d);

/**
 * `?page=&pageSize=&q=` of `GET /api/inquiries` and of the dashboard's 문의 관리 tab, with the lead filters
 * (`LeadListFilters`). A value that makes no sense is ignored, as if it had not been sent.
 */
export const leadListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).catch(LEADS_PAGE_SIZE).default(LEADS_PAGE_SIZE),
  q: z.string().trim().max(50).catch("").default(""),
  status: z.enum(LEAD_STATUSES).optional().catch(undefined),
  source: z.enum(LEAD_SOURCES).optional().catch(undefined),
  from: dayKey.optional().catch(undefined),
  to: dayKey.optional().catch(undefined),
  /** An admin's user id, `me`, or `none` (nobody owns it yet). */
  assignee: z
    .string()
    .regex(/^(me|none|[1-9]\d{0,8})$/)
    .optional()
    .catch(undefined),
  view: z.literal("due").optional().catch(undefined),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;
type ParsedQuery = z.output<typeof leadListQuerySchema>;

export interface LeadList {
  inquiries: LeadListItem[];
  /** Leads matching every filter. */
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
  q: string;
  /** Leads per status for the filters other than status (the status tabs' numbers). */
  counts: Record<LeadStatus, number>;
  /** The filters applied, junk left out (`assignee` as sent: `me` stays `me`). */
  filters: LeadListFilters;
}

/** Who is asking: `assignee=me` means this admin. */
export interface Viewer {
  id: number;
}

/** `%`, `_` and `\` in a search term match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A name containing the term or, when the term is a phone number or part of one (hyphens allowed), a contact containing its digits. */
export function leadSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const byName = ilike(inquiries.name, likePattern(q));
  const digits = /^[\d\s-]+$/.test(q) ? phoneDigits(q) : "";
  return digits ? or(byName, contactContains(digits)) : byName;
}

/**
 * `010` and `101` are in nearly every stored number, so the trigram index would read almost the whole table's
 * entries for them: past a mobile prefix the index looks for the rest of the digits alone (a few rows) and the
 * whole number is checked on those rows, in an expression the index does not take. Same rows, 10-30× faster.
 */
function contactContains(digits: string): SQL {
  const whole = like(inquiries.contact, likePattern(digits));
  if (!digits.startsWith("010") || digits.length < 9) return whole;
  return sql`(${like(sql`(${inquiries.contact} || '')`, likePattern(digits))} and ${like(inquiries.contact, likePattern(digits.slice(3)))})`;
}

/** The filters as conditions; everything is resolved here (`me`, today's end), so equal keys mean equal lists. */
interface ResolvedFilters {
  query: ParsedQuery;
  /** Assignee: a user id, null for `none`, undefined for anyone. */
  assigneeId: number | null | undefined;
  /** Call-backs due before this instant (the end of today in Seoul), for `view=due`. */
  dueBefore: Date | undefined;
}

function resolveFilters(query: ParsedQuery, viewer: Viewer | undefined, now: Date): ResolvedFilters {
  let assigneeId: number | null | undefined;
  if (query.assignee === "none") assigneeId = null;
  else if (query.assignee === "me") assigneeId = viewer?.id;
  else if (query.assignee) assigneeId = Number(query.assignee);
  const dueBefore = query.view === "due" ? seoulDayStart(addDays(seoulDayKey(now), 1)) : undefined;
  return {
    query: { ...query, assignee: assigneeId === undefined ? undefined : query.assignee },
    assigneeId,
    dueBefore,
  };
}

/** Every condition but the status one: the status tabs count over these. */
function conditionsBesideStatus({ query, assigneeId, dueBefore }: ResolvedFilters): SQL[] {
  const where: SQL[] = [];
  if (query.source) where.push(eq(inquiries.source, query.source));
  if (query.from) where.push(gte(inquiries.createdAt, seoulDayStart(query.from)));
  if (query.to) where.push(lt(inquiries.createdAt, seoulDayStart(addDays(query.to, 1))));
  if (assigneeId === null) where.push(isNull(inquiries.assigneeId));
  else if (assigneeId !== undefined) where.push(eq(inquiries.assigneeId, assigneeId));
  if (dueBefore) where.push(lt(inquiries.followUpAt, dueBefore));
  const search = leadSearch(query.q);
  if (search) where.push(search);
  return where;
}

/** The filters other than status, as a cache key. */
function countKey({ query, assigneeId, dueBefore }: ResolvedFilters): string {
  // JSON writes undefined in an array as null: the owner filter is spelt out so `none` and "anyone" differ.
  const owner = assigneeId === undefined ? "any" : assigneeId === null ? "none" : assigneeId;
  return JSON.stringify([
    query.q,
    query.source ?? "",
    query.from ?? "",
    query.to ?? "",
    owner,
    dueBefore?.getTime() ?? "",
  ]);
}

const zeroCounts = (): Record<LeadStatus, number> =>
  Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;

/**
 * Leads per status, from the tallies the database keeps per arrival day (a few rows per day, whatever the
 * table's size): by status alone, by source or by owner, within the arrival days asked for. A search, the due
 * view or source and owner together count the matching rows through their index (few, or bounded).
 */
async function countByStatus(ctx: AppContext, filters: ResolvedFilters): Promise<Record<LeadStatus, number>> {
  const { query, assigneeId, dueBefore } = filters;
  const counts = zeroCounts();
  const owner = assigneeId === undefined ? undefined : (assigneeId?.toString() ?? "-");
  const fromTallies = !query.q && !dueBefore && !(query.source && owner);
  let rows: { status: string; n: string | number }[];
  if (fromTallies) {
    const [metric, prefix] = query.source
      ? (["lead_source_status", `${query.source}/`] as const)
      : owner
        ? (["lead_owner_status", `${owner}/`] as const)
        : (["lead_status", ""] as const);
    rows = await ctx.db
      .select({
        status: sql<string>`substr(${dailyTallies.key}, ${prefix.length + 1})`,
        n: sql<string | number>`sum(${dailyTallies.n})`,
      })
      .from(dailyTallies)
      .where(
        and(
          eq(dailyTallies.metric, metric),
          prefix ? like(dailyTallies.key, `${prefix}%`) : undefined,
          query.from ? gte(dailyTallies.day, query.from) : undefined,
          query.to ? lte(dailyTallies.day, query.to) : undefined,
        ),
      )
      .groupBy(dailyTallies.key);
  } else {
    rows = await ctx.db
      .select({ status: inquiries.status, n: sql<string | number>`count(*)` })
      .from(inquiries)
      .where(and(...conditionsBesideStatus(filters)))
      .groupBy(inquiries.status);
  }
  for (const row of rows) if (row.status in counts) counts[row.status as LeadStatus] = Number(row.n);
  return counts;
}

/**
 * One page of leads, newest first (the due view: earliest call-back first, so overdue ones lead), with the
 * count per status. Each filter is an index range in the list's order, so a page costs the same at a million
 * leads; counts come from the status tallies where they can. The answer is the same object until a lead changes.
 */
export async function listLeads(
  ctx: AppContext,
  query: LeadListQuery,
  viewer?: Viewer,
  now = new Date(),
): Promise<LeadList> {
  const filters = resolveFilters(leadListQuerySchema.parse(query), viewer, now);
  const counts = () => keptLeadAnswer(ctx, `counts:${countKey(filters)}`, () => countByStatus(ctx, filters));
  const { page, pageSize, status } = filters.query;
  // The owner as sent too: `me` and the same admin's id list the same leads but echo different filters.
  return keptLeadAnswer(
    ctx,
    `page:${countKey(filters)}:${filters.query.assignee ?? ""}:${status ?? ""}:${page}:${pageSize}`,
    () => readLeadPage(ctx, filters, counts()),
  );
}

async function readLeadPage(
  ctx: AppContext,
  filters: ResolvedFilters,
  countsPromise: Promise<Record<LeadStatus, number>>,
): Promise<LeadList> {
  const { page, pageSize, q, status } = filters.query;
  const where = conditionsBesideStatus(filters);
  if (status) where.push(eq(inquiries.status, status));
  const order = filters.dueBefore
    ? [asc(inquiries.followUpAt), asc(inquiries.id)]
    : [desc(inquiries.createdAt), desc(inquiries.id)];
  // The page's ids first, from the index alone, then its rows: the rows skipped to reach a deep page are never
  // read from the table nor given their owner's name.
  const ids = ctx.db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(and(...where))
    .orderBy(...order)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .as("page_ids");
  const [rows, counts] = await Promise.all([
    ctx.db
      .select(leadRowColumns)
      .from(ids)
      .innerJoin(inquiries, eq(inquiries.id, ids.id))
      .orderBy(...order),
    countsPromise,
  ]);
  const total = status ? counts[status] : LEAD_STATUSES.reduce((sum, s) => sum + counts[s], 0);
  const { query } = filters;
  const applied: LeadListFilters = {
    status: query.status,
    source: query.source,
    from: query.from,
    to: query.to,
    assignee: query.assignee,
    view: query.view,
    q: q || undefined,
  };
  return {
    inquiries: (rows as LeadRow[]).map(toLeadListItem),
    total,
    page,
    pageSize,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    q,
    counts,
    filters: Object.fromEntries(Object.entries(applied).filter(([, v]) => v !== undefined)) as LeadListFilters,
  };
}
