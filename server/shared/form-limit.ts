import type { z } from "zod";
import type { AppContext } from "#server/context";
import { HttpError, parseInput } from "#server/errors";
import { hitWithinLimit, moveHit, reserveHit } from "./rate-limit";

/**
 * Public forms (quotes, reviews, partner sign-ups) accept this many posts per IP in the window. Lead forms do not:
 * a valid lead is never refused over its address (server/services/leads/lead-intake.ts).
 */
export const PUBLIC_FORM_LIMIT = 5;
export const PUBLIC_FORM_WINDOW_MS = 60_000;
/** Refused posts (invalid input, a photo the site did not store) per IP in the same window, counted apart. */
export const REFUSED_FORM_LIMIT = 30;
export const TOO_MANY_REQUESTS = "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.";

const tooMany = () => new HttpError(429, TOO_MANY_REQUESTS);
const refusedBucket = (bucket: string) => `${bucket}:refused`;
const isRefusal = (error: unknown) => error instanceof HttpError && error.status >= 400 && error.status < 500;

/**
 * Validates a public form post and stores it under the caller's limits. Only accepted posts use up the
 * PUBLIC_FORM_LIMIT a minute: a refused one (its input invalid, or refused by `store` with a 4xx) counts in a
 * separate, larger bucket, so junk from one client cannot lock out everyone behind the same address (a
 * company's proxy, a mobile carrier's gateway). Invalid input is refused before it takes an accepted slot;
 * a valid post reserves its slot in one statement before it is stored, and hands it over to the refused
 * bucket if `store` refuses it (`options.limit` sets another accepted limit than PUBLIC_FORM_LIMIT). Over either limit the answer is 429 and nothing is stored or counted.
 */
export async function submitPublicForm<S extends z.ZodType, T>(
  ctx: AppContext,
  bucket: string,
  schema: S,
  input: unknown,
  store: (fields: z.output<S>) => Promise<T>,
  options: { limit?: number } = {},
): Promise<T> {
  const limit = options.limit ?? PUBLIC_FORM_LIMIT;
  if (ctx.config.rateLimitDisabled) return store(parseInput(schema, input));
  const fields = await parseCountingRefusals(ctx, bucket, schema, input);
  const slot = await reserveHit(ctx, bucket, limit, PUBLIC_FORM_WINDOW_MS);
  if (slot === null) throw tooMany();
  try {
    return await store(fields);
  } catch (error) {
    if (
      isRefusal(error) &&
      !(await moveHit(ctx, slot, refusedBucket(bucket), REFUSED_FORM_LIMIT, PUBLIC_FORM_WINDOW_MS))
    )
      throw tooMany();
    throw error;
  }
}

/**
 * The schema's output, or its 400; each refusal counts in the address's refused bucket (REFUSED_FORM_LIMIT a
 * window), past which the answer is 429: junk from one client is bounded without touching valid posts. With the
 * limits off, a plain parse.
 */
export async function parseCountingRefusals<S extends z.ZodType>(
  ctx: AppContext,
  bucket: string,
  schema: S,
  input: unknown,
): Promise<z.output<S>> {
  if (ctx.config.rateLimitDisabled) return parseInput(schema, input);
  try {
    return parseInput(schema, input);
  } catch (error) {
    if (!(await hitWithinLimit(ctx, refusedBucket(bucket), REFUSED_FORM_LIMIT, PUBLIC_FORM_WINDOW_MS))) throw tooMany();
    throw error;
  }
}
