import { mediaKeyOf, mediaUrl } from "#domain/media";
import { type Review, reviewSchema } from "#domain/review";
import type { AppContext } from "#server/context";
import { reviews } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { isStoredMediaKey } from "#server/services/media/upload-slots";
import { submitPublicForm } from "#server/shared/form-limit";
import { toReview } from "./review-view";

export const PHOTO_NOT_STORED = "사진을 다시 첨부해주세요";

/**
 * A visitor's review; the photo must be one this site stored (uploaded through /api/objects/upload). Only
 * accepted reviews count toward the per-IP form limit. It waits for an admin (승인 대기): until then no public
 * page shows it, so the data version (and with it every kept page) stays as it is; a flood of reviews costs
 * the site's pages nothing. The answer is the review as it will be published, the name masked.
 */
export async function createReview(
  ctx: AppContext,
  input: unknown,
  client: { bucket: string },
): Promise<Review & { status: "pending" }> {
  return submitPublicForm(
    ctx,
    client.bucket,
    reviewSchema,
    input,
    async ({ website: _honeypot, photoUrl, ...fields }) => {
      const key = mediaKeyOf(photoUrl);
      if (!key || !(await isStoredMediaKey(ctx, key))) {
        throw new HttpError(400, PHOTO_NOT_STORED, { photoUrl: PHOTO_NOT_STORED });
      }
      const [row] = await ctx.db
        .insert(reviews)
        .values({ ...fields, photoUrl: mediaUrl(key), status: "pending" })
        .returning();
      return { ...toReview(row!), status: "pending" as const };
    },
  );
}
