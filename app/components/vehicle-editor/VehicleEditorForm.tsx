import { useCallback } from "react";
import { Field, Input } from "#app/components/ui/field";
import { PROMOTION_TAG } from "#domain/listing";
import type { VehicleDraft } from "#domain/vehicle-input";
import { BasicsEditor, type BasicsValue, basicsOf, withBasics } from "./BasicsEditor";
import {
  BenefitsEditor,
  ContractTermsEditor,
  DescriptionEditor,
  InsuranceEditor,
  RequiredDocumentsEditor,
} from "./DetailsEditors";
import { EditorSection } from "./EditorSection";
import { ImageManager, type ImagesUpdate } from "./ImageManager";
import { CompleteRowNotice } from "./ListingState";
import { MainInfoEditor } from "./MainInfoEditor";
import { OptionsEditor } from "./OptionsEditor";
import { PriceTableEditor } from "./PriceTableEditor";

export type DraftUpdate = (update: (draft: VehicleDraft) => VehicleDraft) => void;

/** Errors of single images (`images.3`) by index. */
export function imageErrors(errors: Record<string, string>): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const m = /^images\.(\d+)$/.exec(key);
    if (m) out[Number(m[1])] = message;
  }
  return out;
}

/**
 * A listing's sections laid out like the customer page: photos left, name and prices right (beside the
 * photos and the details on wide screens), details below the photos.
 */
export function EditorLayout({
  media,
  aside,
  children,
}: {
  media: React.ReactNode;
  aside: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_440px] lg:items-start lg:gap-6">
      <div className="lg:col-start-1">{media}</div>
      <div className="space-y-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">{aside}</div>
      <div className="space-y-4 lg:col-start-1">{children}</div>
    </div>
  );
}

/** Every section of the admin's listing, each editing its part of the draft. */
export function VehicleEditorForm({
  draft,
  update,
  errors,
  onImagesBusyChange,
}: {
  draft: VehicleDraft;
  update: DraftUpdate;
  errors: Record<string, string>;
  onImagesBusyChange?: (busy: boolean) => void;
}) {
  const set = useCallback(
    <K extends keyof VehicleDraft>(key: K, value: VehicleDraft[K]) => update((d) => ({ ...d, [key]: value })),
    [update],
  );
  const setImages = useCallback(
    (next: ImagesUpdate) => update((d) => ({ ...d, images: typeof next === "function" ? next(d.images) : next })),
    [update],
  );
  const setBasics = (change: Partial<BasicsValue>) => update((d) => withBasics(d, change));

  return (
    <EditorLayout
      media={
        <ImageManager
          images={draft.images}
          onChange={setImages}
          onBusyChange={onImagesBusyChange}
          error={errors.images}
          itemErrors={imageErrors(errors)}
          vehicleName={draft.name}
        />
      }
      aside={
        <>
          <EditorSection title="기본 정보">
            <BasicsEditor value={basicsOf(draft)} onChange={setBasics} errors={errors} />
            {draft.recommendationTags.includes(PROMOTION_TAG) && (
              <Field
                label={`${PROMOTION_TAG} 종료일`}
                error={errors.promotionEndsAt}
                hint="이 날이 지나도 태그가 남아 있으면 관리자 화면에 점검 필요로 표시됩니다."
                className="mt-4"
              >
                {(props) => (
                  <Input
                    {...props}
                    type="date"
                    value={draft.promotionEndsAt}
                    onChange={(event) => set("promotionEndsAt", event.target.value)}
                    className="max-w-48"
                  />
                )}
              </Field>
            )}
          </EditorSection>
          <PriceTableEditor
            rows={draft.priceInfo}
            onRowsChange={(rows) => set("priceInfo", rows)}
            depositInstallment={draft.depositInstallment}
            onDepositInstallmentChange={(value) => set("depositInstallment", value)}
            errors={errors}
          />
          <CompleteRowNotice rows={draft.priceInfo} required={false} />
        </>
      }
    >
      <MainInfoEditor value={draft.basicInfo} onChange={(info) => set("basicInfo", info)} errors={errors} />
      <OptionsEditor value={draft.options} onChange={(options) => set("options", options)} errors={errors} />
      <BenefitsEditor value={draft.benefits} onChange={(benefits) => set("benefits", benefits)} errors={errors} />
      <InsuranceEditor value={draft.insurance} onChange={(insurance) => set("insurance", insurance)} errors={errors} />
      <ContractTermsEditor
        value={draft.contractTerms}
        onChange={(terms) => set("contractTerms", terms)}
        errors={errors}
      />
      <RequiredDocumentsEditor
        value={draft.requiredDocuments}
        onChange={(docs) => set("requiredDocuments", docs)}
        errors={errors}
      />
      <DescriptionEditor
        value={draft.description}
        onChange={(text) => set("description", text)}
        error={errors.description}
      />
    </EditorLayout>
  );
}
