import { and, desc, eq, gte, lte, sql } from "drizzle-orm";
import { REPEAT_WINDOW_DAYS } from "#domain/lead";
import {
  ALERT_REPEAT_WINDOW_MS,
  RECEIPT_REPEAT_WINDOW_MS,
  RECEIPTS_PER_ADDRESS_PER_DAY,
  RECEIPTS_PER_DAY,
  RETURNING_OWNER_DAYS,
} from "#domain/lead-intake";
import { seoulDayKey } from "#domain/seoul-time";
import type { AppContext, DbOrTx } from "#server/context";
import { inquiries, leadEvents, notificationOutbox, users } from "#server/db/schema";
import { nudgeLeadAlerts } from "#server/services/outbox/nudge";
import {
  alertChannels,
  enqueueLeadAlerts,
  enqueueReceipt,
  enqueueStaffNotice,
  receiptsOn,
} from "#server/services/outbox/outbox";
import { getLeadRouting, routedOwner, routedTo } from "#server/services/staff/lead-routing";
import { recordAttempt } from "#server/shared/rate-limit";
import { leadsChanged } from "./lead-answers";

/** What every lead post answers, whether it was stored, held as 스팸 의심 or dropped (lead-intake.ts). */
export interface Submitted {
  id: number;
  /** True when the idempotency key was seen before: nothing new was stored. */
  replayed: boolean;
}

/** Who sent a lead post. */
export interface LeadClient {
  /** The caller's address bucket (`client-id.ts`): a keyed hash, never the address. */
  bucket: string;
  /**
   * Posted to a page's own form action, as a browser without JavaScript does: a kept page's form carries no time it
   * was shown (the page is the same for everyone), so a missing time says nothing there.
   */
  pageForm?: boolean;
}

export type LeadFields = Omit<
  typeof inquiries.$inferInsert,
  "id" | "status" | "assigneeId" | "followUpAt" | "memo" | "repeatOfId" | "createdAt" | "updatedAt"
>;

/** Leads from one number are stored one at a time, so two at once cannot both find "no alert lately". */
const NUMBER_LOCK_CLASS = 7102;
const DAY_MS = 24 * 3600_000;

/**
 * Stores one lead from any form: linked to the latest earlier lead from the same number within the repeat
 * window (재문의; never merged or dropped), given to the owner of that number's latest owned lead of the last
 * RETURNING_OWNER_DAYS (a returning customer goes back to their consultant; the history records it), else to
 * the next consultant in turn when the 대표 관리자 chose routing (lead-routing.ts), with its
 * new-lead alerts and the customer's receipt in the same transaction, so an acknowledged lead always has them. One
 * alert per number per ALERT_REPEAT_WINDOW_MS: a repeat within it is stored and linked but not announced again.
 * Receipts are bounded per number, per sender's address (`client`) and per day (`receiptAllowed`), so nobody can
 * make the site text numbers over and over. The same idempotency key stores once and answers the first id.
 */
export async function recordLead(ctx: AppContext, fields: LeadFields, client?: LeadClient): Promise<Submitted> {
  const [owner, routing] = await Promise.all([returningOwner(ctx.db, fields.contact), getLeadRouting(ctx.db)]);
  const receipt = (await receiptsOn(ctx)) && (await receiptAllowed(ctx, fields.contact, client));
  const route = owner === null && routing !== "manual";
  // With alerts off and nobody to give it to, the lead is the one write, so it needs no transaction of its own:
  // one statement holds the tally rows its triggers update for the shortest time, which is what bounds how many
  // leads a second the database takes.
  const submitted =
    (await alertChannels(ctx)).length === 0 && !receipt && owner === null && !route
      ? await storedOrReplayed(ctx.db, (await insertLead(ctx.db, fields, null))[0], fields)
      : await ctx.db.transaction((tx) => storeLead(ctx, tx, fields, owner, { receipt, route }));
  if (!submitted.replayed) leadStored(ctx);
  return submitted;
}

/**
 * A held lead an admin released (정상 처리), inside the release's transaction: it keeps its id and arrival time,
 * is linked and assigned as of then, and its alert and receipt go out whatever the number sent lately (a person
 * asked for it). Call `leadStored` after the transaction commits.
 */
export async function storeReleasedLead(
  ctx: AppContext,
  tx: DbOrTx,
  fields: LeadFields,
  released: { id: number; createdAt: Date },
): Promise<Submitted> {
  const owner = await returningOwner(tx, fields.contact, released.createdAt);
  return storeLead(ctx, tx, fields, owner, { receipt: await receiptsOn(ctx, tx), released, route: owner === null });
}

/**
 * Whether a new lead from this number may get its 접수 안내 (domain/lead-intake.ts): not when the number had one
 * within RECEIPT_REPEAT_WINDOW_MS, nor past the sender's address's or everyone's daily bound (with the rate limits
 * on). Reaching everyone's bound tells staff once a day. Judged before the lead's transaction, which checks the
 * number again under its lock.
 */
async function receiptAllowed(ctx: AppContext, contact: string, client: LeadClient | undefined): Promise<boolean> {
  if (await sentLately(ctx.db, "receipt", { contact }, 0)) return false;
  if (ctx.config.rateLimitDisabled || !client) return true;
  let siteFull = false;
  const recorded = await recordAttempt(
    ctx,
    [
      { bucket: `receipt:${client.bucket}`, windowMs: DAY_MS },
      { bucket: "receipt:site", windowMs: DAY_MS },
    ],
    ([fromAddress = 0, fromEveryone = 0]) => {
      siteFull = fromEveryone >= RECEIPTS_PER_DAY;
      return fromAddress < RECEIPTS_PER_ADDRESS_PER_DAY && !siteFull;
    },
  );
  if (siteFull) {
    const day = seoulDayKey(new Date());
    await enqueueStaffNotice(ctx, ctx.db, { about: "receipts-capped", day, limit: RECEIPTS_PER_DAY });
  }
  return recorded !== null;
}

/** After a lead's transaction committed: lists read again, and this process's alert workers look at once. */
export function leadStored(ctx: AppContext): void {
  leadsChanged(ctx);
  nudgeLeadAlerts(ctx);
}

async function storeLead(
  ctx: AppContext,
  tx: DbOrTx,
  fields: LeadFields,
  returning: number | null,
  {
    receipt: receipting,
    released,
    route,
  }: { receipt: boolean; released?: { id: number; createdAt: Date }; route?: boolean },
): Promise<Submitted> {
  const alerting = (await alertChannels(ctx, tx)).length > 0;
  if (alerting || receipting)
    await tx.execute(sql`select pg_advisory_xact_lock(${NUMBER_LOCK_CLASS}, hashtext(${fields.contact}))`);
  // A lead nobody had before goes to the next consultant in turn (문의 배정 방식), the turn locked until commit.
  const routed = returning === null && route ? await routedOwner(tx) : null;
  const owner = returning ?? routed;
  const [row] = await insertLead(tx, fields, owner, released);
  if (row) {
    if (routed !== null) await routedTo(tx, routed);
    if (owner !== null)
      await tx
        .insert(leadEvents)
        .values({ inquiryId: row.id, kind: "assignee", fromValue: null, toValue: String(owner) });
    if (alerting && (released || !(await sentLately(tx, "lead", fields, row.id))))
      await enqueueLeadAlerts(ctx, tx, row.id);
    if (receipting && (released || !(await sentLately(tx, "receipt", fields, row.id))))
      await enqueueReceipt(ctx, tx, row.id);
  }
  return storedOrReplayed(tx, row, fields);
}

/** The insert, with the repeat link looked up inside it (the latest earlier lead from the number in the window). */
function insertLead(db: DbOrTx, fields: LeadFields, owner: number | null, released?: { id: number; createdAt: Date }) {
  const at = released?.createdAt;
  const since = new Date((at?.getTime() ?? Date.now()) - REPEAT_WINDOW_DAYS * DAY_MS);
  const earlier = db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.contact, fields.contact),
        gte(inquiries.createdAt, since),
        at ? lte(inquiries.createdAt, at) : undefined,
      ),
    )
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(1);
  return db
    .insert(inquiries)
    .values({
      ...fields,
      repeatOfId: sql`(${earlier})`,
      assigneeId: owner,
      ...(released ? { id: released.id, createdAt: released.createdAt } : {}),
    })
    .onConflictDoNothing({ target: inquiries.idempotencyKey })
    .returning({ id: inquiries.id });
}

/**
 * The owner of the number's latest lead of the last RETURNING_OWNER_DAYS that has one, while that owner is still
 * an admin who can take leads; null otherwise. An index range on the number.
 */
async function returningOwner(db: DbOrTx, contact: string, at?: Date): Promise<number | null> {
  const until = at ?? new Date();
  const [row] = await db
    .select({ id: inquiries.assigneeId })
    .from(inquiries)
    .innerJoin(users, eq(users.id, inquiries.assigneeId))
    .where(
      and(
        eq(inquiries.contact, contact),
        gte(inquiries.createdAt, new Date(until.getTime() - RETURNING_OWNER_DAYS * DAY_MS)),
        at ? lte(inquiries.createdAt, at) : undefined,
        eq(users.role, "admin"),
        eq(users.disabled, false),
      ),
    )
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Whether another lead from the number had its receipt queued within RECEIPT_REPEAT_WINDOW_MS, or its alert within
 * ALERT_REPEAT_WINDOW_MS (the number's few leads, by index). An alert is held back only for the same request again:
 * the same name and car as well. A lead under another name or about another car is announced (as 재문의), so a
 * decoy sent with a customer's number a moment before them cannot silence the customer's own lead.
 */
async function sentLately(
  tx: DbOrTx,
  kind: "lead" | "receipt",
  lead: Pick<LeadFields, "contact"> & Partial<Pick<LeadFields, "name" | "vehicle">>,
  self: number,
): Promise<boolean> {
  const windowMs = kind === "lead" ? ALERT_REPEAT_WINDOW_MS : RECEIPT_REPEAT_WINDOW_MS;
  const [row] = await tx
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .innerJoin(inquiries, eq(inquiries.id, notificationOutbox.inquiryId))
    .where(
      and(
        eq(inquiries.contact, lead.contact),
        kind === "lead"
          ? and(eq(inquiries.name, lead.name ?? ""), eq(inquiries.vehicle, lead.vehicle ?? ""))
          : undefined,
        eq(notificationOutbox.kind, kind),
        sql`${inquiries.id} <> ${self}`,
        sql`${notificationOutbox.createdAt} > now() - ${windowMs}::integer * interval '1 millisecond'`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The new lead's id, or, when the idempotency key was stored before, the first lead's. */
async function storedOrReplayed(db: DbOrTx, row: { id: number } | undefined, fields: LeadFields): Promise<Submitted> {
  if (row) return { id: row.id, replayed: false };
  const [first] = await db
    .select({ id: inquiries.id })
    .from(inquiries)
    .where(eq(inquiries.idempotencyKey, fields.idempotencyKey ?? ""));
  if (!first) throw new Error("idempotent lead vanished");
  return { id: first.id, replayed: true };
}
