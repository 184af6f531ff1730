/**
 * The 후기 작성 form's words and shapes, apart from the schema (domain/review.ts) so the review pages show the
 * form and its answers without loading zod until the visitor sends it.
 */

export const DEFAULT_RATING = 5;

/**
 * A visitor's review waits for an admin before it is public, and the writer is told so (the notice on the list
 * the form returns to, and the API's `message`).
 */
export const REVIEW_WRITTEN = {
  title: "후기가 등록되었습니다",
  description: "소중한 후기 감사합니다. 관리자 확인 후 게시됩니다.",
} as const;
export const REVIEW_FAILED = "후기 작성 중 오류가 발생했습니다. 다시 시도해주세요.";
/** Above the form when the server refused some of its fields (each field says what is wrong). */
export const REVIEW_CHECK_FIELDS = "입력한 내용을 확인해주세요.";
export const PHOTO_UPLOADED = "사진 업로드 완료";
export const PHOTO_FAILED = "사진 업로드 중 오류가 발생했습니다.";

/** The 후기 작성 page (a form that posts to itself), and the list's address once a review was taken. */
export const REVIEW_WRITE_PATH = "/reviews/new";
export const REVIEW_SENT_PATH = "/reviews?review=sent";

/** The text fields of the form, as posted and shown again when it is refused. */
export const REVIEW_FORM_FIELDS = ["customerName", "vehicleName", "rating", "content"] as const;
export type ReviewFormValues = Record<(typeof REVIEW_FORM_FIELDS)[number], string>;

/** What the page's action answers when it refuses a post (a taken one redirects to REVIEW_SENT_PATH). */
export interface ReviewFormResult {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: ReviewFormValues;
}
