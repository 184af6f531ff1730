import type { AppContext } from "#server/context";
import { HttpError } from "#server/errors";
import { hitRateLimit } from "#server/shared/rate-limit";

/** Public forms (consultations, quotes, reviews) accept this many posts per IP in the window. */
export const PUBLIC_FORM_LIMIT = 5;
export const PUBLIC_FORM_WINDOW_MS = 60_000;
export const TOO_MANY_REQUESTS = "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.";

/** Counts one post in the caller's bucket; over the limit answers 429 (unless limits are switched off). */
export async function enforcePublicFormLimit(ctx: AppContext, bucket: string): Promise<void> {
  if (ctx.config.rateLimitDisabled) return;
  if (await hitRateLimit(ctx, bucket, PUBLIC_FORM_LIMIT, PUBLIC_FORM_WINDOW_MS))
    throw new HttpError(429, TOO_MANY_REQUESTS);
}
