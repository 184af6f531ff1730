import type { Insurance } from "./vehicle";

/**
 * The limits, Korean messages and plain checks of what an editor sends about a listing, without zod: the listing
 * field table (domain/listing-fields.ts) builds its rules from them, and the editors show them, without loading a
 * validation library. The schemas themselves are domain/vehicle-input.ts.
 */

export const MAX_VEHICLE_IMAGES = 30;
export const MAX_PRICE_ROWS = 20;
export const MAX_BENEFITS = 20;
export const MAX_REQUIRED_DOCUMENTS = 20;

export const VEHICLE_MESSAGES = {
  nameRequired: "차량명을 입력해주세요",
  nameTooLong: "차량명은 100자 이내로 입력해주세요",
  category: "카테고리를 선택해주세요",
  badges: "신차 또는 중고차를 선택해주세요",
  tags: "추천 태그를 목록에서 선택해주세요",
  images: "이미지 형식이 올바르지 않습니다. 이미지를 다시 올려주세요.",
  tooManyImages: `이미지는 최대 ${MAX_VEHICLE_IMAGES}개까지 등록할 수 있습니다.`,
  tooManyRows: `가격표는 최대 ${MAX_PRICE_ROWS}행까지 입력할 수 있습니다.`,
  tooManyBenefits: `혜택은 최대 ${MAX_BENEFITS}개까지 입력할 수 있습니다.`,
  tooManyDocuments: `필요 서류는 최대 ${MAX_REQUIRED_DOCUMENTS}개까지 입력할 수 있습니다.`,
  fuel: "연료를 목록에서 선택해주세요",
  depositInstallment: "보증금 분납 방식을 목록에서 선택해주세요",
  updatedAt: "수정 기준 시각이 없습니다. 새로고침 후 다시 시도해주세요.",
  conflict: "다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해주세요.",
  imageMissing: "이미지를 찾을 수 없습니다. 다시 업로드해주세요.",
  invalid: "입력값을 확인해주세요.",
  saved: { title: "저장 완료", description: "차량 정보가 저장되었습니다." },
  saveFailed: { title: "저장 실패", description: "차량 정보 저장에 실패했습니다." },
  timeout: "업로드 시간이 초과되었습니다. 이미지 수나 크기를 줄여주세요.",
  payload: "이미지 파일이 너무 큽니다. 더 작은 이미지를 사용해주세요.",
  imageProcessing: "이미지 처리 중 오류가 발생했습니다. 다시 시도해주세요.",
  unsaved: "저장하지 않은 변경사항이 있습니다",
  deleteAllImages: "모든 이미지를 삭제하시겠습니까?",
  promotionEndsAt: "렌트할인 종료일을 날짜로 입력해주세요",
  insuranceHint:
    "모두 비우면 고객 페이지에 보험 표가 표시되지 않습니다. 하나라도 입력하면 모든 칸을 채워주세요. 면책금이 없는 항목은 '없음'으로 입력해주세요.",
} as const;

/** The insurance table's cells: 책임한도 of 대인, 대물, 자손 and 면책금 of those and 자차. */
export const INSURANCE_CELLS = [
  ["책임한도", "대인"],
  ["책임한도", "대물"],
  ["책임한도", "자손"],
  ["면책금", "대인"],
  ["면책금", "대물"],
  ["면책금", "자손"],
  ["면책금", "자차"],
] as const;

const OBJECT_PARTICLE: Record<(typeof INSURANCE_CELLS)[number][1], string> = {
  대인: "을",
  대물: "을",
  자손: "을",
  자차: "를",
};

/** The message of an empty cell in an insurance table that has others filled (`면책금 대인을 입력해주세요`). */
export function insuranceCellMessage(group: (typeof INSURANCE_CELLS)[number][0], cell: keyof typeof OBJECT_PARTICLE) {
  return `${group} ${cell}${OBJECT_PARTICLE[cell]} 입력해주세요`;
}

/** The insurance table as the editor starts it: every cell empty (no table, once saved). */
export const EMPTY_INSURANCE: Insurance = {
  책임한도: { 대인: "", 대물: "", 자손: "" },
  면책금: { 대인: "", 대물: "", 자손: "", 자차: "" },
};

const STORED_MEDIA = /^(?:https?:\/\/[^/\s]+)?\/media\/[a-f0-9]{32}\/[\w.-]+$/;
const DATA_IMAGE = /^data:image\/(?:png|jpe?g|webp|gif|avif);base64,[A-Za-z0-9+/=\s]+$/;

/** A stored media URL (relative or with this site's origin) or a base64 `data:image/…` URL. */
export function isVehicleImageRef(value: string): boolean {
  return STORED_MEDIA.test(value) || DATA_IMAGE.test(value);
}

export function isDataImage(value: string): boolean {
  return value.startsWith("data:");
}
