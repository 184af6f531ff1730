import { mediaKeyOf, mediaUrl } from "#domain/media";
import type { Review } from "#domain/review";
import { reviewSchema } from "#domain/review";
import type { AppContext } from "#server/context";
import { reviews } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { submitPublicForm } from "#server/services/inquiries/form-limit";
import { isStoredMediaKey } from "#server/services/media/upload-slots";
import { bumpDataVersion } from "#server/shared/data-version";
import { toReview } from "./review-view";

export const PHOTO_NOT_STORED = "사진을 다시 첨부해주세요";

/**
 * A visitor's review; the photo must be one this site stored (uploaded through /api/objects/upload). Only
 * accepted reviews count toward the per-IP form limit.
 */
export async function createReview(ctx: AppContext, input: unknown, client: { bucket: string }): Promise<Review> {
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
      return ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reviews)
          .values({ ...fields, photoUrl: mediaUrl(key) })
          .returning();
        // The home page shows the newest reviews; its cached data follows the data version.
        await bumpDataVersion(ctx, tx);
        return toReview(row!);
      });
    },
  );
}
