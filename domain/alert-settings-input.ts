import { ALERT_KINDS, isWebhookUrl, TEST_CHANNELS } from "./alert-settings";
import { isKoreanPhone, PHONE_INVALID, phoneDigits } from "./phone";
import { z } from "./zod";

const URL_INVALID = "http:// 또는 https:// 로 시작하는 올바른 주소를 입력해주세요";
const EMAIL_INVALID = "받는 사람 메일 주소를 확인해주세요 (쉼표로 여러 개)";

/** A replaceable secret: absent keeps what is stored, "" removes it, anything else replaces it. */
const webhookField = z
  .string()
  .trim()
  .refine((v) => v === "" || isWebhookUrl(v), URL_INVALID)
  .optional();
const secretField = z
  .string()
  .trim()
  .max(200, "200자 이하로 입력해주세요")
  .regex(/^[\x21-\x7e]*$/, "영문, 숫자, 기호만 공백 없이 입력해주세요")
  .optional();
const templateField = z
  .string()
  .trim()
  .max(100, "100자 이하로 입력해주세요")
  .regex(/^[\w-]*$/, "템플릿 ID는 영문, 숫자, -, _ 만 쓸 수 있습니다");

const emailList = z
  .string()
  .max(1000, EMAIL_INVALID)
  .transform((v) =>
    v
      .split(/[,\n]/)
      .map((a) => a.trim())
      .filter(Boolean),
  )
  .refine(
    (list) => list.length <= 10 && list.every((a) => /^[^\s@<>,;"]+@[^\s@<>,;"]+\.[^\s@<>,;"]+$/.test(a)),
    EMAIL_INVALID,
  );

const senderNumber = z
  .string()
  .trim()
  .refine((v) => v === "" || isKoreanPhone(v), PHONE_INVALID)
  .transform((v) => (v === "" ? "" : phoneDigits(v)));

/** `PUT /api/alert-settings`: every field of the form; a secret left out (or undefined) keeps its stored value. */
export const alertSettingsInputSchema = z.object({
  lead: z.object({ on: z.boolean(), emailTo: emailList, webhookUrl: webhookField }),
  receipt: z.object({ on: z.boolean(), webhookUrl: webhookField, sms: z.boolean(), templateId: templateField }),
  partner: z.object({
    on: z.boolean(),
    email: z.boolean(),
    webhookUrl: webhookField,
    sms: z.boolean(),
    templateId: templateField,
  }),
  solapi: z.object({
    apiKey: secretField,
    apiSecret: secretField,
    from: senderNumber,
    pfId: z
      .string()
      .trim()
      .max(100, "100자 이하로 입력해주세요")
      .regex(/^[\w-]*$/, "pfId는 영문, 숫자, -, _ 만 쓸 수 있습니다"),
  }),
});

/** `POST /api/alert-settings/test`: one channel of one kind; `to` is the phone a 알림톡/SMS test goes to. */
export const testSendInputSchema = z.object({
  kind: z.enum(ALERT_KINDS, "알림 종류를 선택해주세요"),
  channel: z.enum(TEST_CHANNELS, "발송 방법을 선택해주세요"),
  to: z
    .string()
    .trim()
    .optional()
    .refine((v) => v === undefined || v === "" || isKoreanPhone(v), PHONE_INVALID)
    .transform((v) => (v ? phoneDigits(v) : undefined)),
});
