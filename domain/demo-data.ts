/**
 * The demo data a fresh install starts with (listings, reviews, board posts and their photos) and the admin's one
 * action that leaves it (데모 데이터 모두 삭제, in 사이트 설정): what it counts and what it says.
 */
import { groupDigits } from "./number-text";
import { z } from "./zod";

/** Demo rows still stored, by kind; `photos` are the ones that go with them (no real row shows them). */
export interface DemoDataCounts {
  vehicles: number;
  reviews: number;
  boardPosts: number;
  photos: number;
}

export interface DemoDataSummary extends DemoDataCounts {
  /** When the admin deleted the demo data (ISO), or null. */
  clearedAt: string | null;
}

export const DEMO_DATA_LABEL = "데모 데이터 모두 삭제";
export const DEMO_DATA_NOTHING = "삭제할 데모 데이터가 없습니다.";
export const DEMO_DATA_FAILED = "데모 데이터를 삭제하지 못했습니다. 잠시 후 다시 시도해주세요.";
export const DEMO_DATA_CONFIRM_REQUIRED = "데모 데이터 삭제를 확인해주세요.";

export const hasDemoData = (counts: DemoDataCounts) =>
  counts.vehicles + counts.reviews + counts.boardPosts + counts.photos > 0;

/** `데모 차량 81대, 후기 26건, 게시글 4건, 사진 288장`: the kinds there are, in that order. */
export function describeDemoCounts(counts: Partial<DemoDataCounts>): string {
  const parts = [
    counts.vehicles ? `차량 ${groupDigits(counts.vehicles)}대` : null,
    counts.reviews ? `후기 ${groupDigits(counts.reviews)}건` : null,
    counts.boardPosts ? `게시글 ${groupDigits(counts.boardPosts)}건` : null,
    counts.photos ? `사진 ${groupDigits(counts.photos)}장` : null,
  ].filter((part) => part !== null);
  return parts.length > 0 ? `데모 ${parts.join(", ")}` : "데모 데이터";
}

/** `closed` after a closed syllable (건, 장), else `open` (대, 데이터): 을/를, 이/가. */
const withParticle = (text: string, closed: string, open: string) => `${text}${/[건장]$/.test(text) ? closed : open}`;

/** The confirmation's question, with what goes: `데모 차량 81대, …, 사진 288장을 삭제합니다.` */
export const demoDataConfirmText = (counts: DemoDataCounts) =>
  `${withParticle(describeDemoCounts(counts), "을", "를")} 삭제합니다.`;

/** What the deletion answers. */
export const demoDataDeletedText = (counts: DemoDataCounts) =>
  hasDemoData(counts) ? `${withParticle(describeDemoCounts(counts), "을", "를")} 삭제했습니다.` : DEMO_DATA_NOTHING;

/** 설정 점검's line while visitors see demo rows. */
export const demoDataShownText = (counts: Partial<DemoDataCounts>) =>
  `${withParticle(describeDemoCounts(counts), "이", "가")} 사이트에 공개되어 있습니다. 사이트 설정의 '${DEMO_DATA_LABEL}'로 한 번에 지울 수 있습니다.`;

/**
 * The request: `{ "confirm": true }`. A bulk delete that cannot be undone is not done on an empty or stray body
 * (a retried request of something else, a script's typo).
 */
export const demoDataDeleteSchema = z.object(
  { confirm: z.literal(true, { error: DEMO_DATA_CONFIRM_REQUIRED }) },
  { error: DEMO_DATA_CONFIRM_REQUIRED },
);
