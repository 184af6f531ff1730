import { and, desc, eq, ne, type SQL, sql } from "drizzle-orm";
import { LEAD_NOT_FOUND, type LeadDetail, type LeadEvent } from "#domain/lead";
import type { AppContext } from "#server/context";
import { inquiries, leadEvents, users } from "#server/db/schema";
import { notFound } from "#server/errors";
import { keptLeadAnswer } from "./lead-answers";
import { type LeadRow, leadRowColumns, toLeadListItem, userNameSql } from "./lead-row";

/** An owner change's user id (stored as text) as that owner's name. */
const ownerName = (value: SQL | typeof leadEvents.fromValue | typeof leadEvents.toValue) =>
  sql<
    string | null
  >`case when ${leadEvents.kind} = 'assignee' then (select coalesce(nullif(${users.displayName}, ''), ${users.username}) from ${users} where ${users.id}::text = ${value}) end`;

/**
 * One lead as staff work it: everything captured, its history newest first with who did what, and every
 * other lead from the same number (재문의 both ways). Three index reads, sent together, kept until a lead changes.
 */
export function getLead(ctx: AppContext, id: number): Promise<LeadDetail> {
  return keptLeadAnswer(ctx, `lead:${id}`, () => readLead(ctx, id));
}

async function readLead(ctx: AppContext, id: number): Promise<LeadDetail> {
  const db = ctx.db;
  const sameContact = sql`(select ${inquiries.contact} from ${inquiries} where ${inquiries.id} = ${id})`;
  const [[row], history, related] = await Promise.all([
    db
      .select({ ...leadRowColumns, pageUrl: inquiries.pageUrl, updatedAt: inquiries.updatedAt })
      .from(inquiries)
      .where(eq(inquiries.id, id)),
    db
      .select({
        id: leadEvents.id,
        kind: leadEvents.kind,
        fromValue: leadEvents.fromValue,
        toValue: leadEvents.toValue,
        fromName: ownerName(leadEvents.fromValue),
        toName: ownerName(leadEvents.toValue),
        actorName: userNameSql(sql`${leadEvents.actorUserId}`),
        createdAt: leadEvents.createdAt,
      })
      .from(leadEvents)
      .where(eq(leadEvents.inquiryId, id))
      .orderBy(desc(leadEvents.id)),
    db
      .select({
        id: inquiries.id,
        createdAt: inquiries.createdAt,
        source: inquiries.source,
        status: inquiries.status,
        vehicle: inquiries.vehicle,
      })
      .from(inquiries)
      .where(and(sql`${inquiries.contact} = ${sameContact}`, ne(inquiries.id, id)))
      .orderBy(desc(inquiries.createdAt), desc(inquiries.id)),
  ]);
  if (!row) throw notFound(LEAD_NOT_FOUND);
  const { pageUrl, updatedAt, ...listed } = row;
  return {
    ...toLeadListItem(listed as LeadRow),
    pageUrl,
    updatedAt: updatedAt.toISOString(),
    history: history.map((e): LeadEvent => {
      const event: LeadEvent = {
        id: e.id,
        kind: e.kind,
        fromValue: e.fromValue,
        toValue: e.toValue,
        actorName: e.actorName,
        createdAt: e.createdAt.toISOString(),
      };
      return e.kind === "assignee" ? { ...event, fromName: e.fromName, toName: e.toName } : event;
    }),
    related: related.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
  };
}
