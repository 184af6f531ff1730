import { MAIN_INFO_FIELDS, type MainInfoKey } from "./vehicle";
import { z } from "./zod";

/**
 * The parts of a vehicle, as stored and as every form and API call sends them. They take only vehicle.ts's tables
 * (which need no zod), so vehicle.ts takes its part types from here and vehicle-input.ts builds on them without
 * the two importing each other.
 */

/** Trimmed text of at most `max` characters, with the Korean message the forms show. */
export const text = (max: number) => z.string().trim().max(max, `${max}자 이내로 입력해주세요`);

export const priceRowSchema = z.object({
  deposit: text(50),
  period: text(30),
  monthly: text(50),
  totalKm: text(30),
  selected: z.boolean().optional(),
});

export const basicInfoSchema = z.object(
  Object.fromEntries(MAIN_INFO_FIELDS.map((field) => [field.key, text(field.max).optional()])) as {
    [K in MainInfoKey]: z.ZodOptional<ReturnType<typeof text>>;
  },
);

const optionList = z.array(text(60)).max(100);
export const optionsSchema = z.object({
  외관내장: optionList.default([]),
  안전장치: optionList.default([]),
  편의장치: optionList.default([]),
  시트: optionList.default([]),
  전체옵션: text(5000).optional(),
});

export const benefitSchema = z.object({ icon: text(40), title: text(100), desc: text(500) });

export const insuranceSchema = z.object({
  책임한도: z.object({ 대인: text(50), 대물: text(50), 자손: text(50) }),
  면책금: z.object({ 대인: text(50), 대물: text(50), 자손: text(50), 자차: text(50) }),
});

export const contractTermsSchema = z.object({ 개인계약자: text(2000), 법인계약자: text(2000) });
