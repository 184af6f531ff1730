/** `50:50` → `50:50 (2회 분납)`. */
export function instalmentLabel(ratio: string): string {
  return `${ratio} 2회 분납`;
}

/** What the on-page form's post answers when it fails (on success it redirects back with `?quote=sent#quote`). */
export interface QuoteFormResult {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}
