import type { DbOrTx } from "#server/context";
import { auditLog } from "#server/db/schema";

/** Who did it: the signed-in user (null for an unknown actor, e.g. a failed login). */
export interface Actor {
  id: number;
}

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  /** Counts or flags only: never names, phone numbers or other personal data. */
  detail?: Record<string, string | number | boolean | null>;
}

/** Records an admin or account action; call it inside the transaction of the change it describes. */
export async function recordAudit(db: DbOrTx, actor: Actor | null, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorUserId: actor?.id ?? null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    detail: entry.detail ?? null,
  });
}
