import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrorsOf, unstorableTextPath } from "./field-errors";

describe("field errors", () => {
  it("keeps the first message per dotted path", () => {
    const schema = z.object({
      a: z.string().min(2, "짧아요").max(1, "길어요"),
      b: z.object({ c: z.number({ error: "숫자" }) }),
    });
    const result = schema.safeParse({ a: "x", b: { c: "y" } });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({ a: "짧아요", "b.c": "숫자" });
  });

  it("finds text the database cannot store as sent: NUL and unpaired surrogates, not emoji or decomposed Hangul", () => {
    expect(unstorableTextPath({ a: "😀 한".normalize("NFD"), b: ["\u202E", { c: "ok" }] })).toBeNull();
    expect(unstorableTextPath({ a: "ok", b: ["x", { c: "a\u0000b" }] })).toBe("b.1.c");
    expect(unstorableTextPath({ a: "\uD83D" })).toBe("a");
    expect(unstorableTextPath("\uDE00x")).toBe("_");
  });
});
