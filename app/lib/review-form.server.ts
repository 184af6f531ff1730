import { fieldErrorsFrom } from "#domain/field-errors";
import { reviewSchema } from "#domain/review";
import {
  REVIEW_CHECK_FIELDS,
  REVIEW_FAILED,
  REVIEW_FORM_FIELDS,
  type ReviewFormResult,
  type ReviewFormValues,
} from "#domain/review-text";
import type { AppContext } from "#server/context";
import { HttpError } from "#server/errors";
import { ANONYMOUS_SLOTS_PER_HOUR } from "#server/http/api/media";
import { ipBucket } from "#server/http/client-id";
import { storeImage } from "#server/services/media/upload-slots";
import { createReview, PHOTO_NOT_STORED } from "#server/services/reviews/create-review";
import { hitWithinLimit } from "#server/shared/rate-limit";
import { formText } from "./form-data";

const UPLOADS_EXHAUSTED = "업로드 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.";

/**
 * 후기 작성 posted to /reviews/new, with or without the page's scripts: the same service as `POST /api/reviews`
 * (`createReview`: its schema, its per-address limits, the photo checked as one the site stored, the review
 * waiting for an admin). The photo comes either as the address of one the page's scripts uploaded already
 * (`photoUrl`), or as the file itself (`photo`, without scripts), which is stored here as an upload would be,
 * under the same per-address allowance of uploads, and only when the words of the post would be taken. Answers
 * null when the review is taken, else what the form shows.
 */
export async function submitReviewForm(
  ctx: AppContext,
  form: FormData,
  ip: string,
): Promise<{ status: number; result: ReviewFormResult } | null> {
  const values = Object.fromEntries(REVIEW_FORM_FIELDS.map((name) => [name, formText(form, name)])) as ReviewFormValues;
  const website = formText(form, "website");
  const posted = form.get("photo");
  const file = posted instanceof File && posted.size > 0 ? posted : null;
  const refuse = (status: number, message: string, fieldErrors: Record<string, string> = {}) => ({
    status,
    result: { ok: false as const, message, fieldErrors, values },
  });

  let photoUrl = formText(form, "photoUrl");
  // The words first: a post the schema refuses stores no photo (the browser drops the chosen file with the page,
  // so the form then asks for it again).
  const wordsTaken = Object.keys(fieldErrorsFrom(reviewSchema, { ...values, photoUrl: "-", website })).length === 0;
  if (file && wordsTaken) {
    try {
      if (!ctx.config.rateLimitDisabled) {
        const allowed = await hitWithinLimit(ctx, ipBucket(ctx, "upload", ip), ANONYMOUS_SLOTS_PER_HOUR, 3600_000);
        if (!allowed) throw new HttpError(429, UPLOADS_EXHAUSTED);
      }
      photoUrl = (await storeImage(ctx, Buffer.from(await file.arrayBuffer()))).url;
    } catch (error) {
      if (error instanceof HttpError) return refuse(error.status, error.message, { photoUrl: error.message });
      throw error;
    }
  }

  try {
    await createReview(ctx, { ...values, photoUrl, website }, { bucket: ipBucket(ctx, "review", ip) });
    return null;
  } catch (error) {
    if (!(error instanceof HttpError)) {
      // Not the message: a failed query's text can carry what was written.
      const { name, code } = error as { name?: string; code?: string };
      ctx.log.error({ err: { name, code } }, "review form failed");
      return refuse(500, REVIEW_FAILED);
    }
    const fieldErrors = { ...error.fieldErrors };
    if (file && !wordsTaken) fieldErrors.photoUrl = PHOTO_NOT_STORED;
    return refuse(error.status, error.status === 400 ? REVIEW_CHECK_FIELDS : error.message, fieldErrors);
  }
}
