import { PARTNER_CATEGORIES } from "./categories";
import {
  templateBasicInfo,
  templateBenefits,
  templateContractTerms,
  templateOptions,
  templatePriceRows,
} from "./new-vehicle-template";
import type { Badge, Insurance, Vehicle } from "./vehicle";
import { draftOfVehicle, type VehicleDraft } from "./vehicle-input";

/** Messages of the partners' vehicle add and edit screens and of their API (docs/spec/admin-and-partners.md §8). */
export const PARTNER_NAME_REQUIRED = "차량명을 입력해주세요";
export const PARTNER_IMAGE_REQUIRED = "최소 1개 이상의 차량 이미지를 업로드해주세요";
export const PARTNER_ADD_SUCCESS = "차량이 성공적으로 추가되었습니다";
export const PARTNER_ADD_FAILED = "차량 추가 실패";
export const PARTNER_UPDATE_SUCCESS = "차량 정보가 수정되었습니다";
export const PARTNER_UPDATE_FAILED = "차량 수정 실패";
export const UNKNOWN_ERROR = "알 수 없는 오류가 발생했습니다";
export const NOT_OWN_VEHICLE = "본인이 등록한 차량만 수정할 수 있습니다";

/** What the partners' add and edit form keeps in state (the editor's draft without the admin-only parts). */
export type PartnerVehicleDraft = Omit<
  VehicleDraft,
  "recommendationTags" | "depositInstallment" | "requiredDocuments" | "promotionEndsAt"
>;

/**
 * The insurance of a partner's new listing (docs/spec/admin-and-partners.md §3, partners form defaults): 책임한도 대인
 * 무한, 대물 2억원, 자손 1억5천만원; 면책금 대물 20만원, 자차 50만원. The spec names no 면책금 for 대인 and 자손, which
 * is to say there is none: they read 없음, so every cell of the customer's table says something (a blank one read as
 * "대인 , 자손 ," and a listing with one is refused). Partners do not edit it in their form.
 */
export function partnerInsurance(): Insurance {
  return {
    책임한도: { 대인: "무한", 대물: "2억원", 자손: "1억5천만원" },
    면책금: { 대인: "없음", 대물: "20만원", 자손: "없음", 자차: "50만원" },
  };
}

/**
 * The partners add form's starting point (docs/spec/admin-and-partners.md §3, partners form defaults): template price
 * rows, options and benefits, 25년07월 · 5km · 가솔린, and the partners' insurance. No name and no photos: the partner
 * gives those.
 */
export function partnerVehicleTemplate(category: string, badge: Badge): PartnerVehicleDraft {
  return {
    name: "",
    category: PARTNER_CATEGORIES.find((c) => c.value === category)?.value ?? PARTNER_CATEGORIES[0]!.value,
    badges: [badge],
    images: [],
    basicInfo: templateBasicInfo(),
    priceInfo: templatePriceRows(),
    options: templateOptions(),
    benefits: templateBenefits(),
    insurance: partnerInsurance(),
    contractTerms: templateContractTerms(),
    displayCategoryText: "",
    description: "",
  };
}

/** A stored listing as the partners form edits it. */
export function partnerDraftOf(vehicle: Vehicle): PartnerVehicleDraft {
  const {
    recommendationTags: _tags,
    depositInstallment: _deposit,
    requiredDocuments: _documents,
    promotionEndsAt: _promotion,
    ...draft
  } = draftOfVehicle(vehicle);
  return draft;
}

/**
 * The body the form sends (`thumbnails` is the images' name in docs/spec/admin-and-partners.md §3). Blank option
 * items are dropped. The insurance is not the partner's to edit in the form: a new listing gets the partners' own
 * (not whatever an unsaved draft kept from an older form), and an edit leaves the stored one as it is.
 */
export function partnerVehiclePayload(draft: PartnerVehicleDraft, mode: "add" | "edit" = "add") {
  return {
    ...(mode === "add" ? { insurance: partnerInsurance() } : {}),
    name: draft.name.trim(),
    category: draft.category,
    badges: draft.badges,
    images: draft.images,
    basicInfo: draft.basicInfo,
    priceInfo: draft.priceInfo,
    options: draft.options,
    benefits: draft.benefits.filter((b) => b.title.trim() || b.desc.trim()),
    contractTerms: draft.contractTerms,
    displayCategoryText: draft.displayCategoryText,
    description: draft.description,
  };
}

/**
 * The first problem the add form reports before sending (the two toasts of docs/spec/admin-and-partners.md §5), or
 * null.
 */
export function partnerDraftProblem(draft: Pick<PartnerVehicleDraft, "name" | "images">): string | null {
  if (!draft.name.trim()) return PARTNER_NAME_REQUIRED;
  if (draft.images.length === 0) return PARTNER_IMAGE_REQUIRED;
  return null;
}
