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
