import { z } from "./zod";
import { isKoreanPhone, phoneDigits } from "./phone";

const phone = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(30, "올바른 연락처를 입력해주세요")
    .refine(isKoreanPhone, "올바른 연락처를 입력해주세요 (예: 010-1234-5678)")
    .transform(phoneDigits);

/** Spam bots fill every field; people never see this one. */
const honeypot = z.string().max(0, "잘못된 요청입니다.").optional();
const idempotencyKey = z.string().trim().min(8).max(100).optional();

/** `POST /api/inquiries` and the home quick form (same rules on both sides). */
export const inquirySchema = z.object({
  name: z.string({ error: "이름을 입력해주세요" }).trim().min(1, "이름을 입력해주세요").max(30, "이름은 30자 이내로 입력해주세요"),
  contact: phone("연락처를 입력해주세요"),
  region: z.string().trim().max(50, "운전자 연령을 다시 선택해주세요").default(""),
  vehicle: z
    .string({ error: "희망 차량을 입력해주세요" })
    .trim()
    .min(1, "희망 차량을 입력해주세요")
    .max(100, "희망 차량은 100자 이내로 입력해주세요"),
  /** Which form sent it: the home quick form, or a vehicle page's quote dialog. */
  source: z.enum(["home", "quote"]).default("home"),
  website: honeypot,
  idempotencyKey,
});
export type InquiryInput = z.input<typeof inquirySchema>;

/** `POST /api/quote-requests` (the spec's separate quote form). */
export const quoteRequestSchema = z.object({
  customerName: z.string({ error: "이름을 입력해주세요" }).trim().min(1, "이름을 입력해주세요").max(30, "이름은 30자 이내로 입력해주세요"),
  customerPhone: phone("연락처를 입력해주세요"),
  specialOptions: z.string().trim().max(200).default(""),
  agreeToPrivacy: z.literal(true, { error: "개인정보 수집 및 이용에 동의해주세요" }),
  website: honeypot,
  idempotencyKey,
});
