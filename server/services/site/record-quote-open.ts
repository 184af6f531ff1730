import { z } from "zod";
import type { AppContext } from "#server/context";
import { parseInput } from "#server/errors";
import { hitWithinLimit } from "#server/shared/rate-limit";
import { countInTally } from "./daily-tallies";

export const QUOTE_OPEN_PATH_INVALID = "차량 페이지 경로가 아닙니다.";

/** A vehicle page's path, as the page sends it (its query and fragment are dropped). */
export const quoteOpenSchema = z.object({
  path: z
    .string({ error: QUOTE_OPEN_PATH_INVALID })
    .max(500, QUOTE_OPEN_PATH_INVALID)
    .transform((p) => p.split(/[?#]/)[0] ?? "")
    .refine((p) => /^\/(vehicles|vehicle-info)\/[^/\s]{1,300}\/?$/.test(p), QUOTE_OPEN_PATH_INVALID),
});

/** One client's openings counted per minute; more than this from one address are answered but not counted. */
export const QUOTE_OPEN_LIMIT = 20;
export const QUOTE_OPEN_WINDOW_MS = 60_000;

/**
 * Counts a quote dialog opened on a vehicle page in today's `quote_opens` tally (the funnel's middle step).
 * A flood from one client is answered the same way but stops counting, so the figure cannot be inflated and
 * the sender learns nothing from the answer; its excess hits are not stored either, so a flood adds no rows.
 */
export async function recordQuoteOpen(
  ctx: AppContext,
  input: unknown,
  client: { bucket: string },
): Promise<{ counted: boolean }> {
  parseInput(quoteOpenSchema, input);
  if (
    !ctx.config.rateLimitDisabled &&
    !(await hitWithinLimit(ctx, client.bucket, QUOTE_OPEN_LIMIT, QUOTE_OPEN_WINDOW_MS))
  )
    return { counted: false };
  await countInTally(ctx.db, "quote_opens");
  return { counted: true };
}
