import { count, desc, ilike, like, max, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context";
import { inquiries } from "../../db/schema";
import type { LeadSource } from "../../../domain/lead";
import { phoneDigits } from "../../../domain/phone";
import { createVersionedCache, type VersionedCache } from "../site/versioned-cache";
import { inquiryTotal, inquiryTotalColumn } from "./daily-tallies";

export const INQUIRIES_PAGE_SIZE = 20;

/** `?page=&pageSize=&q=` of `GET /api/inquiries` and of the dashboard's 문의 관리 tab. */
export const inquiryListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).catch(INQUIRIES_PAGE_SIZE).default(INQUIRIES_PAGE_SIZE),
  q: z.string().trim().max(50).catch("").default(""),
});
export type InquiryListQuery = z.input<typeof inquiryListQuerySchema>;

export interface InquiryListItem {
  id: number;
  name: string;
  /** Digits, as stored. */
  contact: string;
  /** The driver age bracket (the spec's field name). */
  region: string;
  vehicle: string;
  source: LeadSource;
  createdAt: string;
}

/** `%`, `_` and `\` in a search term match themselves. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A name containing the term or, when the term is a phone number or part of one (hyphens allowed), a contact containing its digits. */
export function inquirySearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const byName = ilike(inquiries.name, likePattern(q));
  const digits = /^[\d\s-]+$/.test(q) ? phoneDigits(q) : "";
  return digits ? or(byName, like(inquiries.contact, likePattern(digits))) : byName;
}

async function countMatches(ctx: AppContext, where: SQL): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(inquiries).where(where);
  return Number(row?.n ?? 0);
}

/** The first pages without a search are what staff reload all day; later pages and searches are read each time. */
const KEPT_PAGES = 5;
const keptPages = new WeakMap<AppContext, VersionedCache>();

/**
 * Leads are only ever added (a higher id) or deleted (a lower total), so the newest id and the total name the
 * state of the list, whichever instance changed it: two index reads instead of the page's query.
 */
async function leadsVersion(ctx: AppContext): Promise<string> {
  const [row] = await ctx.db.select({ newest: max(inquiries.id), total: inquiryTotalColumn(ctx) }).from(inquiries);
  return `${row?.newest ?? 0}:${Number(row?.total ?? 0)}`;
}

export async function listInquiries(ctx: AppContext, query: InquiryListQuery) {
  const parsed = inquiryListQuerySchema.parse(query);
  if (parsed.q || parsed.page > KEPT_PAGES) return readInquiryPage(ctx, parsed);
  let kept = keptPages.get(ctx);
  if (!kept) {
    kept = createVersionedCache();
    keptPages.set(ctx, kept);
  }
  return kept.get(`${parsed.page}:${parsed.pageSize}`, await leadsVersion(ctx), () => readInquiryPage(ctx, parsed));
}

/**
 * Newest first (an index range), one page at a time, so thousands of leads stay quick. Without a search the
 * total comes with the page's rows from the inquiry tally, in one round trip and without counting the table.
 */
async function readInquiryPage(ctx: AppContext, { page, pageSize, q }: z.output<typeof inquiryListQuerySchema>) {
  const where = inquirySearch(q);
  const [rows, matches] = await Promise.all([
    ctx.db
      .select({
        id: inquiries.id,
        name: inquiries.name,
        contact: inquiries.contact,
        region: inquiries.region,
        vehicle: inquiries.vehicle,
        source: inquiries.source,
        createdAt: inquiries.createdAt,
        total: where ? sql<null>`null` : inquiryTotalColumn(ctx),
      })
      .from(inquiries)
      .where(where)
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    where ? countMatches(ctx, where) : undefined,
  ]);
  // A page past the end has no row to carry the total.
  const totalCount = matches ?? (rows[0] ? Number(rows[0].total) : await inquiryTotal(ctx));
  return {
    inquiries: rows.map(({ total: _total, ...r }): InquiryListItem => ({ ...r, createdAt: r.createdAt.toISOString() })),
    total: totalCount,
    page,
    pageSize,
    totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
    q,
  };
}
