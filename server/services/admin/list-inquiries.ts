import { count, desc, ilike, like, or, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { AppContext } from "../../context";
import { inquiries } from "../../db/schema";
import { phoneDigits } from "../../../domain/phone";
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
  source: "home" | "quote";
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

/**
 * Newest first (an index range), one page at a time, so thousands of leads stay quick. Without a search the
 * total comes with the page's rows from the inquiry tally, in one round trip and without counting the table.
 */
export async function listInquiries(ctx: AppContext, query: InquiryListQuery) {
  const { page, pageSize, q } = inquiryListQuerySchema.parse(query);
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
