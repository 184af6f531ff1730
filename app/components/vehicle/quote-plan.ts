/** `50:50` → `50:50 (2회 분납)`. */
export function instalmentLabel(ratio: string): string {
  return `${ratio} 2회 분납`;
}

/** The on-page form's own messages, the same on both sides (the schema's are used for name and phone). */
export const QUOTE_MESSAGES = {
  name: "이름을 입력해주세요",
  contact: "연락처를 입력해주세요",
  region: "운전자 연령을 선택해주세요",
  agreed: "개인정보 수집 및 이용에 동의해주세요",
  /** Above the form when some fields need another look. */
  check: "입력하신 내용을 확인해주세요.",
} as const;

/** What the on-page form's post answers when it fails (on success it redirects back with `?quote=sent#quote`). */
export interface QuoteFormResult {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  values: Record<string, string>;
}
