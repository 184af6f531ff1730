import { type SQL, sql } from "drizzle-orm";
import type { LeadListItem } from "#domain/lead";
import { RETURNING_OWNER_DAYS } from "#domain/lead-intake";
import { isKoreanPhone } from "#domain/phone";
import { inquiries, users } from "#server/db/schema";

/** The owner's display name, or the login id when it has none. */
export const userNameSql = (userId: SQL | typeof inquiries.assigneeId) =>
  sql<
    string | null
  >`(select coalesce(nullif(${users.displayName}, ''), ${users.username}) from ${users} where ${users.id} = ${userId})`;

/**
 * A lead's row as staff and their alerts read it (the list, the detail, the export, the new-lead alerts): its
 * columns and its owner's name, written once here.
 */
export const leadRowColumns = {
  id: inquiries.id,
  name: inquiries.name,
  contact: inquiries.contact,
  region: inquiries.region,
  vehicle: inquiries.vehicle,
  createdAt: inquiries.createdAt,
  source: inquiries.source,
  status: inquiries.status,
  memo: inquiries.memo,
  plan: inquiries.plan,
  attribution: inquiries.attribution,
  vehicleSlug: inquiries.vehicleSlug,
  assigneeId: inquiries.assigneeId,
  assigneeName: userNameSql(inquiries.assigneeId),
  followUpAt: inquiries.followUpAt,
  repeatOfId: inquiries.repeatOfId,
  callTime: inquiries.callTime,
  customerType: inquiries.customerType,
  quoteToken: inquiries.quoteToken,
  cars: inquiries.cars,
};

/** A row of `leadRowColumns`: the list item with its times as the database gives them. */
export type LeadRow = Omit<LeadListItem, "createdAt" | "followUpAt" | "contactValid"> & {
  createdAt: Date;
  followUpAt: Date | null;
};

export function toLeadListItem(row: LeadRow): LeadListItem {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    followUpAt: row.followUpAt ? row.followUpAt.toISOString() : null,
    contactValid: isKoreanPhone(row.contact),
  };
}

/**
 * Whether the number sent a lead within RETURNING_OWNER_DAYS before this one (재문의, linked or not). Written out
 * with the table's name: the lead's own columns, not the earlier one's.
 */
export const returningSql = sql<boolean>`exists (select 1 from ${inquiries} earlier where earlier.contact = ${inquiries}.contact and earlier.id <> ${inquiries}.id and earlier.created_at <= ${inquiries}.created_at and earlier.created_at >= ${inquiries}.created_at - ${RETURNING_OWNER_DAYS}::integer * interval '1 day')`;
