/**
 * The consultation forms' choices and messages, apart from the schemas so a page can show a form without
 * loading zod until the visitor starts filling it in.
 */

/** Driver age brackets of the home quick form (stored in the inquiry's `region` field). */
export const HOME_AGE_OPTIONS = ["만 21세 이상", "만 23세 이상", "만 24세 이상", "만 26세 이상"] as const;

/** Driver age choices of the vehicle page's quote dialog. */
export const QUOTE_AGE_OPTIONS = [
  "만 26세 이상",
  "만 23세 이상 (월 렌트료 +3~7만원)",
  "만 21세 이상 (월 렌트료 +5~10만원)",
] as const;

export const INQUIRY_SENT = "상담 신청이 완료되었습니다. 빠른 시일 내에 연락드리겠습니다.";
export const INQUIRY_FAILED = "상담 신청 중 오류가 발생했습니다. 다시 시도해주세요.";
export const QUOTE_SENT = "견적 문의가 접수되었습니다. 빠른 시일 내에 연락드리겠습니다.";
export const QUOTE_FAILED = "견적 문의 처리 중 오류가 발생했습니다.";

/**
 * What the consent texts and 개인정보처리방침 add while receipts are on (RECEIPT_WEBHOOK_URL): the receipt is sent only
 * because this is said where the customer agrees.
 */
export const RECEIPT_CONSENT =
  "상담 신청이 접수되면 입력하신 연락처로 접수 안내 메시지(알림톡 또는 문자)를 보내드립니다.";
