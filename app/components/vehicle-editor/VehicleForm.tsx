import { useCallback } from "react";
import { Button } from "#app/components/ui/button";
import { Field, Input } from "#app/components/ui/field";
import { PROMOTION_TAG } from "#domain/listing";
import { BasicsEditor, basicsOf, withBasics } from "./BasicsEditor";
import { EditorSection } from "./EditorSection";
import { FieldParts } from "./field-editors";
import type { FormDraft } from "./form-areas";
import { ImageManager, type ImagesUpdate } from "./ImageManager";
import { CompleteRowNotice } from "./ListingState";
import { PriceTableEditor } from "./PriceTableEditor";
import { RestoredDraftNotice, SaveBar } from "./SaveBar";
import { DiscardDraftDialog, UnsavedChangesDialog } from "./UnsavedChangesDialog";
import type { VehicleFormState } from "./use-vehicle-form";

/** Errors of single images (`images.3`) by index. */
function imageErrors(errors: Record<string, string>): Record<number, string> {
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
function EditorLayout({
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

/**
 * The listing form of the admin and of the partners, as its area has it (`form.area`): the save bar with the
 * area's buttons (`actions`), a note on a draft read back from the browser and the area's own (`notice`), every
 * section the area edits, each on its part of the draft, and the questions before a draft is thrown away or
 * unsaved changes are left behind.
 */
export function VehicleForm<D extends FormDraft>({
  form,
  actions,
  notice,
}: {
  form: VehicleFormState<D>;
  actions: React.ReactNode;
  notice?: React.ReactNode;
}) {
  const { area, draft, update, errors, dirty, restored, isNew, imagesBusy, setImagesBusy, saving } = form;
  const { confirmDiscard, setConfirmDiscard, discard, asking, leave, stay, saveAndLeave } = form;
  const set = useCallback(
    <K extends keyof FormDraft>(key: K, value: FormDraft[K]) => update((d) => ({ ...d, [key]: value })),
    [update],
  );
  const setImages = useCallback(
    (next: ImagesUpdate) => update((d) => ({ ...d, images: typeof next === "function" ? next(d.images) : next })),
    [update],
  );

  return (
    <>
      <SaveBar
        imagesBusy={imagesBusy}
        dirty={dirty}
        cleanText={isNew ? "새 차량 템플릿" : "모든 변경사항이 저장되었습니다"}
      >
        {isNew && (dirty || restored) && (
          <Button variant="ghost" onClick={() => setConfirmDiscard(true)} disabled={saving} className="max-sm:px-3">
            초안 삭제
          </Button>
        )}
        {actions}
      </SaveBar>

      {restored && <RestoredDraftNotice onDiscard={() => setConfirmDiscard(true)} />}
      {notice}

      <EditorLayout
        media={
          <ImageManager
            {...area.images}
            images={draft.images}
            onChange={setImages}
            onBusyChange={setImagesBusy}
            error={errors.images}
            itemErrors={imageErrors(errors)}
            vehicleName={draft.name}
          />
        }
        aside={
          <>
            <EditorSection title="기본 정보">
              <BasicsEditor
                value={basicsOf(draft)}
                onChange={(change) => update((d) => withBasics(d, change))}
                errors={errors}
                {...area.basics}
              />
              {draft.recommendationTags?.includes(PROMOTION_TAG) && (
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
                      value={draft.promotionEndsAt ?? ""}
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
              {...area.prices}
            />
            <CompleteRowNotice rows={draft.priceInfo} required={area.completeRowRequired} />
          </>
        }
      >
        <FieldParts draft={draft} set={set} errors={errors} area={area} />
      </EditorLayout>

      <DiscardDraftDialog open={confirmDiscard} onClose={() => setConfirmDiscard(false)} onDiscard={discard} />
      <UnsavedChangesDialog
        open={asking}
        saving={saving}
        onCancel={stay}
        onLeave={leave}
        onSaveAndLeave={saveAndLeave}
      />
    </>
  );
}
