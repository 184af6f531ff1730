import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf } from "./field-errors";

describe("field errors", () => {
  it("keeps the first message per dotted path", () => {
    const schema = z.object({ a: z.string().min(2, "짧아요").max(1, "길어요"), b: z.object({ c: z.number({ error: "숫자" }) }) });
    const result = schema.safeParse({ a: "x", b: { c: "y" } });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({ a: "짧아요", "b.c": "숫자" });
  });
});
