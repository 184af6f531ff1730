/**
 * The input of an issued 견적서, apart from `issued-quote.ts`: the pages that show quotes and issue them import that
 * module, and a schema here would bring the validation library into their scripts.
 */
import { QUOTE_MESSAGES } from "./issued-quote";
import { z } from "./zod";

/**
 * What `POST /api/quotes` (and the vehicle page's form without JavaScript) sends: the listing's slug and the plan,
 * as its place in the price table, its period and deposit texts, or both (then they must agree, so a page
 * left open while the prices changed does not issue a quote for another plan).
 */
export const quoteInputSchema = z
  .object({
    slug: z
      .string({ error: QUOTE_MESSAGES.vehicle })
      .trim()
      .min(1, QUOTE_MESSAGES.vehicle)
      .max(300, QUOTE_MESSAGES.vehicle),
    // A number, or its digits as a form sends them.
    row: z
      .preprocess(
        (v) => (typeof v === "string" && /^\d{1,2}$/.test(v) ? Number(v) : v),
        z
          .number({ error: QUOTE_MESSAGES.row })
          .int(QUOTE_MESSAGES.row)
          .min(0, QUOTE_MESSAGES.row)
          .max(99, QUOTE_MESSAGES.row),
      )
      .optional(),
    period: z.string({ error: QUOTE_MESSAGES.row }).max(50, QUOTE_MESSAGES.row).optional(),
    deposit: z.string({ error: QUOTE_MESSAGES.row }).max(50, QUOTE_MESSAGES.row).optional(),
  })
  .refine((v) => v.row !== undefined || (v.period !== undefined && v.deposit !== undefined), {
    message: QUOTE_MESSAGES.row,
    path: ["row"],
  });
