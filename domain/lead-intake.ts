/**
 * How a lead form post is taken in. A valid lead is never refused because many came from one address (Korean
 * carriers and offices put many people behind one): limits key on the phone number (repeats are stored and linked
 * as 재문의, and announced once per ALERT_REPEAT_WINDOW_MS), and what looks like a bot or a flood is stored and held
 * as 스팸 의심 for a person to release or delete, while the sender is answered as if it went through. Constants
 * only, so pages can show them.
 */
import type { LeadPlan, LeadSource } from "./lead";

/** A post sent sooner than this after its form was shown was not typed by a person. */
export const MIN_FILL_MS = 2_000;

/**
 * The per-address safety cap: past this many leads from one address in the window, further leads from it are
 * held (no refusal, no alert) until a person releases them. Far above what an office or a carrier's gateway sends.
 */
export const ADDRESS_LEAD_CAP = 30;
export const ADDRESS_LEAD_WINDOW_MS = 10 * 60_000;
/**
 * A post that says nothing of how long its form took (no `fillMs`, no `formStartedAt`: every page of the site sends
 * one) is not taken for a person's: past this many such posts from one address in ADDRESS_LEAD_WINDOW_MS, the next
 * are held (`untimed`). An integration that posts a lead now and then is not held.
 */
export const UNTIMED_ADDRESS_CAP = 5;

/**
 * Held rows are bounded, and bots never use the room kept for customers:
 * - a filled honeypot (only a script fills it) is held up to BOT_HELD_PER_ADDRESS_PER_DAY from one address and
 *   BOT_HELD_PER_DAY from everyone within 24 hours; past either it is not stored;
 * - any other held post (sent too fast, past the address cap) is always stored when it is its number's first held
 *   post within 24 hours; a number's held posts past HELD_PER_NUMBER_PER_DAY are already on file and answered with
 *   the latest one's id;
 * - HELD_PER_DAY held rows in all within 24 hours bound the disk; past it nothing more is held.
 * A post that is not stored is told so, with the number to call (`leadNotTaken`), never answered as sent.
 */
export const BOT_HELD_PER_ADDRESS_PER_DAY = 50;
export const BOT_HELD_PER_DAY = 2_000;
export const HELD_PER_NUMBER_PER_DAY = 5;
export const HELD_PER_DAY = 20_000;
/** Staff hear of held posts that may be customers' at most once per this period, as one notice with the count. */
export const HELD_NOTICE_PERIOD_MS = 10 * 60_000;

/** What a visitor whose post could not be stored is told: honestly, with the phone number to call instead. */
export const leadNotTaken = (phone: string) =>
  `지금은 문의가 많아 접수하지 못했습니다. 번거로우시겠지만 전화(${phone})로 연락해주세요.`;

/** Held leads nobody released are deleted after this many days (or sooner, with a shorter lead retention). */
export const HELD_RETENTION_DAYS = 30;

/** One alert per phone number in this window: a repeat within it is stored and linked (재문의) but not announced again. */
export const ALERT_REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * The customer's 접수 안내 is a paid 알림톡 or SMS to a number any visitor can type, so it is bounded: one per number
 * within RECEIPT_REPEAT_WINDOW_MS, RECEIPTS_PER_ADDRESS_PER_DAY to numbers sent from one address and
 * RECEIPTS_PER_DAY in all within 24 hours (staff are told once when that is reached). A lead past a bound is
 * stored and alerted as any other, without its receipt; a held post gets none until an admin releases it.
 */
export const RECEIPT_REPEAT_WINDOW_MS = 24 * 3600_000;
export const RECEIPTS_PER_ADDRESS_PER_DAY = 5;
export const RECEIPTS_PER_DAY = 500;

/**
 * Past this many alert messages on one channel within the digest window, the alerts due are folded into one
 * digest message per window instead of one message each.
 */
export const ALERT_DIGEST_AFTER = 10;
export const ALERT_DIGEST_WINDOW_MS = 60_000;
/** Leads one digest message lists at most (the rest go in the next). */
export const ALERT_DIGEST_MAX = 50;

/** A new lead from a number whose lead of the last this many days has an owner goes to that owner. */
export const RETURNING_OWNER_DAYS = 90;

export const SPAM_SUSPECT_LABEL = "스팸 의심";

/** Why a lead was held. */
export const HELD_REASONS = ["honeypot", "too_fast", "address_cap", "untimed"] as const;
export type HeldReason = (typeof HELD_REASONS)[number];

export const HELD_REASON_LABELS: Record<HeldReason, string> = {
  honeypot: "숨은 입력칸 채움",
  too_fast: "너무 빠른 제출",
  address_cap: "같은 주소 과다 접수",
  untimed: "작성 시간 정보 없음",
};

/** One row of the 스팸 의심 list (`GET /api/held-leads`). */
export interface HeldLeadItem {
  id: number;
  name: string;
  /** Digits, as stored. */
  contact: string;
  contactValid: boolean;
  region: string;
  vehicle: string;
  source: LeadSource;
  plan: LeadPlan | null;
  vehicleSlug: string | null;
  reason: HeldReason;
  createdAt: string;
}

export interface HeldLeadPage {
  leads: HeldLeadItem[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

export const HELD_LEAD_NOT_FOUND = "스팸 의심 문의를 찾을 수 없습니다.";
export const HELD_LEAD_RELEASED = "정상 문의로 옮겼습니다.";
export const HELD_LEAD_DELETED = "스팸 의심 문의를 삭제했습니다.";
