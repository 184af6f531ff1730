/**
 * An application after the quote (이 조건으로 신청하기): its stages, who may move it where, and the documents each
 * customer type sends with what each is for. No 주민등록번호 anywhere: it may be collected only where a law requires
 * it, so no form asks for it and every upload reminds the customer to mask it. The rental company, not the broker,
 * checks the licence (도로교통공단) and decides on credit.
 */
import type { CustomerType } from "./lead";

/** 서류 접수 → 심사 중 → 승인 / 반려 → 계약 → 출고 대기 → 인도 완료. */
export const APPLICATION_STAGES = [
  "documents",
  "review",
  "approved",
  "rejected",
  "contract",
  "awaiting-delivery",
  "delivered",
] as const;
export type ApplicationStage = (typeof APPLICATION_STAGES)[number];
export const APPLICATION_STAGE_LABELS: Record<ApplicationStage, string> = {
  documents: "서류 접수",
  review: "심사 중",
  approved: "승인",
  rejected: "반려",
  contract: "계약",
  "awaiting-delivery": "출고 대기",
  delivered: "인도 완료",
};

/**
 * Where each stage may go next. A 반려 may be reviewed again (a document replaced, another company), and every
 * stage before the contract may go back to 서류 접수 when something is missing.
 */
const NEXT: Record<ApplicationStage, readonly ApplicationStage[]> = {
  documents: ["review"],
  review: ["approved", "rejected", "documents"],
  approved: ["contract", "documents"],
  rejected: ["review", "documents"],
  contract: ["awaiting-delivery"],
  "awaiting-delivery": ["delivered"],
  delivered: [],
};

export function nextStages(stage: ApplicationStage): readonly ApplicationStage[] {
  return NEXT[stage];
}

export function canMoveStage(from: ApplicationStage, to: ApplicationStage): boolean {
  return NEXT[from].includes(to);
}

/** What the customer's status page says comes next, at each stage. */
export const APPLICATION_NEXT_STEP: Record<ApplicationStage, string> = {
  documents: "필요한 서류가 모두 올라오면 렌트사 심사를 시작합니다.",
  review: "렌트사가 심사하고 있습니다. 결과가 나오면 알려드립니다.",
  approved: "심사가 승인되었습니다. 계약서를 보내드립니다.",
  rejected: "이번 심사는 승인되지 않았습니다. 담당자가 다른 조건을 안내해드립니다.",
  contract: "계약이 완료되었습니다. 출고 일정을 안내해드립니다.",
  "awaiting-delivery": "차량 출고를 기다리고 있습니다.",
  delivered: "차량 인도가 완료되었습니다. 이용해주셔서 감사합니다.",
};

export const DOCUMENT_KINDS = [
  "driver-licence",
  "employment-or-income",
  "business-registration",
  "business-income",
  "corporate-register",
  "corporate-seal",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENTS: Record<DocumentKind, { label: string; purpose: string }> = {
  "driver-licence": {
    label: "운전면허증",
    purpose: "렌트사가 도로교통공단 시스템으로 운전 자격을 확인합니다.",
  },
  "employment-or-income": {
    label: "재직 또는 소득 증빙",
    purpose: "재직증명서, 건강보험 자격득실확인서나 소득금액증명원 중 하나로 렌트사가 심사합니다.",
  },
  "business-registration": {
    label: "사업자등록증",
    purpose: "사업자 명의 계약과 세금계산서 발행에 씁니다.",
  },
  "business-income": {
    label: "소득 증빙 (소득금액증명원 또는 부가세 과세표준증명원)",
    purpose: "렌트사가 사업 소득으로 심사합니다.",
  },
  "corporate-register": {
    label: "법인등기부등본",
    purpose: "법인과 대표자를 확인합니다 (최근 3개월 이내 발급).",
  },
  "corporate-seal": {
    label: "법인인감증명서",
    purpose: "법인 명의 계약서의 인감을 확인합니다 (최근 3개월 이내 발급).",
  },
};

/** The documents each customer type sends, in the order the checklist shows them. */
export const DOCUMENT_CHECKLISTS: Record<CustomerType, readonly DocumentKind[]> = {
  individual: ["driver-licence", "employment-or-income"],
  "sole-proprietor": ["driver-licence", "business-registration", "business-income"],
  corporation: ["business-registration", "corporate-register", "corporate-seal", "driver-licence"],
};

/** Shown beside every upload. */
export const MASK_REMINDER = "주민등록번호 뒷자리는 가리고 올려주세요. 주민등록번호는 받지 않습니다.";

/** What an upload may be: a phone's photo or a PDF, up to 10MB each. */
export const DOCUMENT_TYPES = ["image/jpeg", "image/png", "image/heic", "image/webp", "application/pdf"] as const;
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The checklist's documents not yet sent, in its order. */
export function missingDocuments(type: CustomerType, sent: readonly DocumentKind[]): DocumentKind[] {
  return DOCUMENT_CHECKLISTS[type].filter((kind) => !sent.includes(kind));
}
