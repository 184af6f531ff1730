import { z } from "./zod";

export const REVIEWS_PAGE_SIZE = 9;
export const DEFAULT_RATING = 5;

export const REVIEW_WRITTEN = { title: "후기가 등록되었습니다", description: "소중한 후기 감사합니다." } as const;
export const REVIEW_FAILED = "후기 작성 중 오류가 발생했습니다. 다시 시도해주세요.";

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

/** `PUT /api/reviews/{id}` from the admin review tab. */
export const reviewUpdateSchema = z.object(fields);

/** A review as the API and pages serve it. */
export interface Review {
  id: number;
  customerName: string;
  vehicleName: string;
  rating: number;
  content: string;
  photoUrl: string | null;
  createdAt: string;
}

/** A row of the admin's 후기 관리 tab: the same fields the site shows. */
export type AdminReviewItem = Review;
