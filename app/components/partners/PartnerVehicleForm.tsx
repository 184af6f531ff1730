import { Eye, Heart, ShieldCheck } from "lucide-react";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { BasicsEditor, basicsOf, withBasics } from "#app/components/vehicle-editor/BasicsEditor";
import { BenefitsEditor, DescriptionEditor } from "#app/components/vehicle-editor/DetailsEditors";
import { EditorSection } from "#app/components/vehicle-editor/EditorSection";
import { ImageManager, type ImagesUpdate } from "#app/components/vehicle-editor/ImageManager";
import { CompleteRowNotice } from "#app/components/vehicle-editor/ListingState";
import { MainInfoEditor } from "#app/components/vehicle-editor/MainInfoEditor";
import { type AddLabels, OptionsEditor } from "#app/components/vehicle-editor/OptionsEditor";
import { PriceTableEditor } from "#app/components/vehicle-editor/PriceTableEditor";
import { RestoredDraftNotice, SaveBar, SaveButton } from "#app/components/vehicle-editor/SaveBar";
import { PARTNER_SAVE } from "#app/components/vehicle-editor/save-vehicle";
import { DiscardDraftDialog, UnsavedChangesDialog } from "#app/components/vehicle-editor/UnsavedChangesDialog";
import { useLeaveGuard, useVehicleDraft } from "#app/components/vehicle-editor/use-vehicle-draft";
import { useVehicleSave } from "#app/components/vehicle-editor/use-vehicle-save";
import { EditorLayout, imageErrors } from "#app/components/vehicle-editor/VehicleEditorForm";
import { PARTNER_CATEGORIES } from "#domain/categories";
import { partnerVehiclePath } from "#domain/partner-filters";
import type { PartnerVehicleDraft } from "#domain/partner-vehicle";

export type PartnerFormMode = { kind: "add" } | { kind: "edit"; id: number; slug: string; updatedAt: string };

/** The partners' names for a group's add input and button. */
const PARTNER_OPTION_LABELS: AddLabels = {
  input: (group) => `${group} 옵션 이름`,
  button: (group) => `${group} 옵션 추가`,
};

/** A new listing's unsaved draft is kept per category and 신차/중고차, like the add page's address. */
export function partnerDraftKey(category: string, badge: string): string {
  return `partner-vehicle-draft:${category}:${badge}`;
}

/**
 * The partners' vehicle form, for adding (POST /api/partner/vehicles) and for editing their own listing
 * (PATCH /api/partner/vehicles/{id}). The photos, price rows, options, benefits, 주요 정보 and description are
 * the admin editor's own sections; what partners may not set (추천 태그, 보증금 분납, 필요 서류, 보험, 계약 조건)
 * is left out, the price table keeps the spec's five rows, and 구분 is one of 신차/중고차. A new listing's
 * draft survives a reload; leaving with unsaved changes asks first.
 */
export function PartnerVehicleForm({
  initial,
  mode,
  cancelTo,
  live = false,
}: {
  initial: PartnerVehicleDraft;
  mode: PartnerFormMode;
  cancelTo: string;
  /** The listing is public (or hidden): a change to its name, prices or photos waits for review. */
  live?: boolean;
}) {
  const navigate = useNavigate();
  const editing = mode.kind === "edit";
  const [imagesBusy, setImagesBusy] = useState(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const { draft, update, dirty, restored, commit, discard } = useVehicleDraft({
    initial,
    template: () => initial,
    storageKey: editing ? null : partnerDraftKey(initial.category, initial.badges[0] ?? ""),
  });
  const { save, saving, errors } = useVehicleSave({
    channel: PARTNER_SAVE,
    stored: mode.kind === "edit" ? mode : null,
    draft,
    imagesBusy,
  });
  const { blocker, leaving } = useLeaveGuard(dirty);

  const patch = useCallback((changes: Partial<PartnerVehicleDraft>) => update((d) => ({ ...d, ...changes })), [update]);
  const setImages = useCallback(
    (next: ImagesUpdate) => update((d) => ({ ...d, images: typeof next === "function" ? next(d.images) : next })),
    [update],
  );

  /** Saves; on success the draft is clean and the form may move on without asking. */
  const saveDraft = async () => {
    const stored = await save();
    if (!stored) return null;
    commit(draft);
    leaving.current = true;
    return stored;
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const stored = await saveDraft();
    if (!stored) return;
    if (editing) navigate(partnerVehiclePath(stored.slug), { replace: true });
    else navigate("/partners");
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={editing ? "차량 수정" : "차량 추가"}
      className="pb-24 sm:pb-0"
      data-testid="partner-vehicle-form"
    >
      <SaveBar
        imagesBusy={imagesBusy}
        dirty={dirty}
        cleanText={editing ? "모든 변경사항이 저장되었습니다" : "새 차량 템플릿"}
      >
        {!editing && (dirty || restored) && (
          <Button variant="ghost" onClick={() => setConfirmDiscard(true)} disabled={saving} className="max-sm:px-3">
            초안 삭제
          </Button>
        )}
        <Button variant="outline" onClick={() => navigate(cancelTo)} disabled={saving} className="max-sm:px-3">
          취소
        </Button>
        <SaveButton type="submit" saving={saving} disabled={imagesBusy} />
      </SaveBar>

      {restored && <RestoredDraftNotice onDiscard={() => setConfirmDiscard(true)} />}
      <ReviewRule live={live} />

      <EditorLayout
        media={
          <ImageManager
            title="차량 이미지"
            countText={(count) => `${count}장 등록됨`}
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
                categories={PARTNER_CATEGORIES}
                singleBadge
                tags={false}
                footer={NEW_COUNTS}
              />
            </EditorSection>
            <PriceTableEditor
              rows={draft.priceInfo}
              onRowsChange={(priceInfo) => patch({ priceInfo })}
              errors={errors}
              fixedRows
              description="월 납입료와 보증금은 만원 단위로 입력해주세요. (예: 45만원, 300만원, 무보증)"
            />
            <CompleteRowNotice rows={draft.priceInfo} required />
          </>
        }
      >
        <MainInfoEditor
          value={draft.basicInfo}
          onChange={(basicInfo) => patch({ basicInfo })}
          errors={errors}
          plate={false}
        />
        <OptionsEditor
          value={draft.options}
          onChange={(options) => patch({ options })}
          errors={errors}
          addLabels={PARTNER_OPTION_LABELS}
        />
        <BenefitsEditor value={draft.benefits} onChange={(benefits) => patch({ benefits })} errors={errors} />
        <DescriptionEditor
          value={draft.description}
          onChange={(description) => patch({ description })}
          error={errors.description}
        />
      </EditorLayout>

      <DiscardDraftDialog open={confirmDiscard} onClose={() => setConfirmDiscard(false)} onDiscard={discard} />
      <UnsavedChangesDialog
        open={blocker.state === "blocked"}
        saving={saving}
        onCancel={() => blocker.reset?.()}
        onLeave={() => {
          leaving.current = true;
          blocker.proceed?.();
        }}
        onSaveAndLeave={async () => {
          if (await saveDraft()) blocker.proceed?.();
          else blocker.reset?.();
        }}
      />
    </form>
  );
}

/** What a new listing starts with; views and likes are counted from 0 once it is public. */
const NEW_COUNTS = (
  <p className="flex gap-4 text-sm text-slate-500 dark:text-slate-400">
    <span className="inline-flex items-center gap-1">
      <Eye className="size-4" aria-hidden />
      조회수 0
    </span>
    <span className="inline-flex items-center gap-1">
      <Heart className="size-4" aria-hidden />
      좋아요 0
    </span>
  </p>
);

/** What 저장 does with the listing, said before it is pressed. */
function ReviewRule({ live }: { live: boolean }) {
  return (
    <p className="mb-4 flex items-start gap-2 rounded-2xl border border-brand-100 bg-brand-50/60 px-4 py-3 text-sm text-slate-700 dark:border-brand-900/60 dark:bg-brand-950/30 dark:text-slate-200">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300" aria-hidden />
      {live
        ? "차량명, 가격, 사진, 보험, 계약 조건, 설명 등 무엇을 바꾸든 관리자 검수 후 고객 페이지에 반영됩니다. 그 전까지는 지금 내용이 그대로 보입니다."
        : "저장하면 관리자 검수를 요청합니다. 승인되면 고객 페이지에 게시됩니다. 가격표에 빈칸 없는 행이 한 줄 이상 필요합니다."}
    </p>
  );
}
