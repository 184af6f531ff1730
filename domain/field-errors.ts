import type { z } from "zod";

/** Turns zod issues into one message per field (the first), keyed by the dotted path: the API and the forms show the same. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    out[key] ??= issue.message;
  }
  return out;
}

/** One message per field for a value the schema refuses; empty when it passes (a form's check before sending). */
export function fieldErrorsFrom(schema: z.ZodType, value: unknown): Record<string, string> {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
}

/**
 * Korean text for the issues no field names itself (zod's defaults are English: the shared part schemas of
 * `vehicle.ts`, a body that is not an object, a field of the wrong type): lengths, list sizes, choices, types.
 * Pass it as the per-parse `error` map.
 */
export const koreanIssue: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "too_big":
      return issue.origin === "string"
        ? `${issue.maximum}자 이내로 입력해주세요`
        : `최대 ${issue.maximum}개까지 입력할 수 있습니다`;
    case "too_small":
      return issue.origin === "string" ? "내용을 입력해주세요" : `최소 ${issue.minimum}개 이상 입력해주세요`;
    case "invalid_value":
      return "목록에서 선택해주세요";
    case "invalid_format":
      return "형식이 올바르지 않습니다";
    default:
      return "입력값이 올바르지 않습니다";
  }
};

export const UNSTORABLE_TEXT = "입력할 수 없는 문자가 포함되어 있습니다";

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The dotted path of the first text in validated data that the database cannot hold as sent, or null: NUL,
 * which PostgreSQL refuses in text and jsonb columns, or an unpaired UTF-16 surrogate, which it would keep
 * as U+FFFD. No keyboard types either; scripts send them.
 */
export function unstorableTextPath(data: unknown, path: string[] = []): string | null {
  if (typeof data === "string")
    return data.includes("\u0000") || LONE_SURROGATE.test(data) ? path.join(".") || "_" : null;
  if (data && typeof data === "object") {
    for (const [key, value] of Object.entries(data)) {
      const found = unstorableTextPath(value, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
