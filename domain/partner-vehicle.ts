import { PARTNER_CATEGORIES } from "./categories";
import {
  listingField,
  PARTNER_FORM_FIELDS,
  type PartnerFormField,
  pickFields,
  type VehicleDraft,
} from "./listing-fields";
import type { Badge, Vehicle } from "./vehicle";
import { draftOfVehicle } from "./vehicle-input";

/** Messages of the partners' vehicle add and edit screens and of their API (docs/spec/admin-and-partners.md §8). */
export const PARTNER_NAME_REQUIRED = "차량명을 입력해주세요";
export const PARTNER_IMAGE_REQUIRED = "최소 1개 이상의 차량 이미지를 업로드해주세요";
export const PARTNER_ADD_SUCCESS = "차량이 성공적으로 추가되었습니다";
export const PARTNER_ADD_FAILED = "차량 추가 실패";
export const PARTNER_UPDATE_SUCCESS = "차량 정보가 수정되었습니다";
export const PARTNER_UPDATE_FAILED = "차량 수정 실패";
export const UNKNOWN_ERROR = "알 수 없는 오류가 발생했습니다";
export const NOT_OWN_VEHICLE = "본인이 등록한 차량만 수정할 수 있습니다";

/** What the partners' add and edit form keeps in state: the fields partners set in their form (`partners: "form"`). */
export type PartnerVehicleDraft = Pick<VehicleDraft, PartnerFormField>;

/**
 * The partners add form's starting point: the template's price rows (periods and yearly distance, no prices) and
 * nothing the partner would be stating without having typed it. 연식, 주행거리, options, benefits, insurance and
 * contract terms start empty; the form offers the template's values as examples the partner picks
 * (docs/catalogue.md, "Nothing published that its owner did not state"). No name and no photos: the partner gives
 * those.
 */
export function partnerVehicleTemplate(category: string, badge: Badge): PartnerVehicleDraft {
  const fields = Object.fromEntries(
    PARTNER_FORM_FIELDS.map((key) => {
      const { editor } = listingField(key);
      return [key, (editor.partnerTemplate ?? editor.blank)()];
    }),
  ) as PartnerVehicleDraft;
  return {
    ...fields,
    category: PARTNER_CATEGORIES.find((c) => c.value === category)?.value ?? PARTNER_CATEGORIES[0]!.value,
    badges: [badge],
  };
}

/** A stored listing as the partners form edits it. */
export function partnerDraftOf(vehicle: Vehicle): PartnerVehicleDraft {
  return pickFields(draftOfVehicle(vehicle), PARTNER_FORM_FIELDS);
}

/**
 * The body the form sends (`thumbnails` is the images' name in docs/spec/admin-and-partners.md §3): what the
 * partner entered, insurance and contract terms included, and nothing added to it. Blank benefit cards are dropped.
 */
export function partnerVehiclePayload(draft: PartnerVehicleDraft): PartnerVehicleDraft {
  return {
    ...pickFields(draft, PARTNER_FORM_FIELDS),
    name: draft.name.trim(),
    benefits: draft.benefits.filter((b) => b.title.trim() || b.desc.trim()),
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
