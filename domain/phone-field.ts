import { phoneDigits, phoneProblem } from "./phone";
import { z } from "./zod";

/**
 * A phone number field of every form schema: any common way of writing it is accepted, the message says what
 * is wrong, and the parsed value is the digits. The raw-text cap only stops abuse; it sits far above any real
 * number written with spaces, brackets and a `+82`, so nothing real is cut before its digits are counted.
 */
export const phoneField = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(40, "올바른 연락처를 입력해주세요")
    .superRefine((value, ctx) => {
      const problem = phoneProblem(value);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform(phoneDigits);
