import { z } from "./zod";

export { DEFAULT_RATING, REVIEW_FAILED, REVIEW_WRITTEN } from "./review-text";

export const REVIEWS_PAGE_SIZE = 9;

export const REVIEW_RECEIVED = "후기가 등록되었습니다. 관리자 확인 후 게시됩니다.";

const fields = {
  customerName: z
    .string({ error: "고객명을 입력해주세요" })
    .trim()
    .min(1, "고객명을 입력해주세요")
    .max(30, "고객명은 30자 이내로 입력해주세요"),
  vehicleName: z
    .string({ error: "차량명을 입력해주세요" })
    .trim()
    .min(1, "차량명을 입력해주세요")
    .max(100, "차량명은 100자 이내로 입력해주세요"),
  rating: z.coerce
    .number({ error: "평점을 선택해주세요" })
    .int("평점을 선택해주세요")
    .min(1, "평점을 선택해주세요")
    .max(5, "평점은 5점까지입니다"),
  content: z
    .string({ error: "후기는 10자 이상 입력해주세요" })
    .trim()
    .min(10, "후기는 10자 이상 입력해주세요")
    .max(2000, "후기는 2000자 이내로 입력해주세요"),
};

/** `POST /api/reviews` and the write dialog. The server also checks that the photo is one it stored. */
export const reviewSchema = z.object({
  ...fields,
  photoUrl: z
    .string({ error: "사진을 첨부해주세요" })
    .trim()
    .min(1, "사진을 첨부해주세요")
    .max(300, "사진을 첨부해주세요"),
  website: z.string().max(0, "잘못된 요청입니다.").optional(),
});

/** `PUT /api/reviews/{id}` from the admin review tab, and the edits of 수정 후 승인. */
export const reviewUpdateSchema = z.object(fields);

/**
 * A visitor's review waits (pending) until an admin approves it (public) or rejects it (kept, hidden). Reviews
 * the demo seed writes are approved.
 */
export const REVIEW_STATUSES = ["pending", "approved", "rejected"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: "승인 대기",
  approved: "게시됨",
  rejected: "거절됨",
};

/** What an admin decides about a review: `POST /api/reviews/{id}/approve` and `/reject`. */
export type ReviewDecision = "approve" | "reject";

/** Made on first use: this module loads in browsers too, some of which (Firefox before 125) lack Intl.Segmenter. */
let graphemes: Intl.Segmenter | undefined;
const charactersOf = (text: string): string[] => {
  if (typeof Intl.Segmenter !== "function") return Array.from(text);
  graphemes ??= new Intl.Segmenter("ko", { granularity: "grapheme" });
  return Array.from(graphemes.segment(text), (s) => s.segment);
};

/**
 * An author's name as the site publishes it: the first and last character kept, the ones between masked
 * (홍길동 → 홍*동, 남궁민수 → 남**수); two characters keep the first (김수 → 김*), one is only `*`. Characters
 * are what a reader sees as one (a syllable written as separate jamo, an emoji), so none is cut in half.
 */
export function maskAuthorName(name: string): string {
  const chars = charactersOf(name.trim());
  if (chars.length === 0) return "";
  if (chars.length === 1) return "*";
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${"*".repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** A review as the public API and pages serve it: approved only, the author's name masked. */
export interface Review {
  id: number;
  /** Masked with `maskAuthorName`; the full name is the admin's only. */
  customerName: string;
  vehicleName: string;
  rating: number;
  content: string;
  photoUrl: string | null;
  createdAt: string;
}

/** A row of the admin's 후기 관리 tab: the full name, and where the review stands. */
export interface AdminReviewItem extends Review {
  status: ReviewStatus;
}

/** The 후기 관리 tab's data and `GET /api/admin-reviews`: one page of reviews with full names. */
export interface AdminReviewList {
  reviews: AdminReviewItem[];
  /** Reviews in the list's status (every review without one). */
  total: number;
  page: number;
  totalPages: number;
  /** The status shown, or none for 전체. */
  status: ReviewStatus | null;
  /** Reviews per status, for the 승인 대기 queue's number and the other filters'. */
  counts: Record<ReviewStatus, number>;
}
