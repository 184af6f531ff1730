import { LEAD_STATUSES } from "./lead";
import { SEOUL_OFFSET_MS } from "./seoul-time";
import { z } from "./zod";

export const LEAD_STATUS_UNKNOWN = "알 수 없는 상태입니다";
export const LEAD_MEMO_EMPTY = "메모를 입력해주세요";
export const LEAD_MEMO_TOO_LONG = "메모는 2000자 이내로 입력해주세요";
export const LEAD_ASSIGNEE_INVALID = "담당자를 다시 선택해주세요";
export const LEAD_FOLLOW_UP_INVALID = "콜백 예약 일시를 다시 선택해주세요";
export const LEAD_UPDATE_EMPTY = "변경할 내용이 없습니다";
export const LEAD_MEMO_MAX = 2000;

/** `2026-11-25T10:00+09:00`, `…Z`, or a form's `2026-11-25T10:00` (no offset: staff work in Seoul time). */
const ISO_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/i;

/** The instant an ISO time names, or null when it is not one (`2026-02-30T10:00` included). */
export function parseFollowUpAt(text: string): Date | null {
  const m = ISO_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, s = "0", zone] = m;
  const wall = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  const check = new Date(wall);
  if (
    check.getUTCFullYear() !== Number(y) ||
    check.getUTCMonth() !== Number(mo) - 1 ||
    check.getUTCDate() !== Number(d)
  )
    return null;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return null;
  const parsed = zone ? Date.parse(text.trim()) : wall - SEOUL_OFFSET_MS;
  return Number.isNaN(parsed) ? null : new Date(parsed);
}

const followUpAt = z
  .string({ error: LEAD_FOLLOW_UP_INVALID })
  .max(40, LEAD_FOLLOW_UP_INVALID)
  .transform((text, c) => {
    const at = parseFollowUpAt(text);
    // Years outside 2000-2099 are typing slips, not call-backs.
    if (!at || at.getUTCFullYear() < 2000 || at.getUTCFullYear() > 2099) {
      c.addIssue({ code: "custom", message: LEAD_FOLLOW_UP_INVALID });
      return z.NEVER;
    }
    return at.toISOString();
  });

/**
 * `PATCH /api/inquiries/{id}`: any of status, memo (a new note, kept in the history), owner and call-back time;
 * null clears the owner or the call-back. At least one of them. The server also checks that the owner is an
 * enabled admin account.
 */
export const leadUpdateSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: LEAD_STATUS_UNKNOWN }).optional(),
    memo: z
      .string({ error: LEAD_MEMO_EMPTY })
      .trim()
      .min(1, LEAD_MEMO_EMPTY)
      .max(LEAD_MEMO_MAX, LEAD_MEMO_TOO_LONG)
      .optional(),
    assigneeId: z
      .number({ error: LEAD_ASSIGNEE_INVALID })
      .int(LEAD_ASSIGNEE_INVALID)
      .min(1, LEAD_ASSIGNEE_INVALID)
      .max(2_147_483_647, LEAD_ASSIGNEE_INVALID)
      .nullable()
      .optional(),
    followUpAt: followUpAt.nullable().optional(),
  })
  .refine((u) => Object.values(u).some((v) => v !== undefined), { message: LEAD_UPDATE_EMPTY });
