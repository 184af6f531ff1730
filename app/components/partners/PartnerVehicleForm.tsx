import { Eye, Heart } from "lucide-react";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog } from "#app/components/ui/dialog";
import { Field, Input, Select } from "#app/components/ui/field";
import { BenefitsEditor, DescriptionEditor } from "#app/components/vehicle-editor/DetailsEditors";
import { EditorSection, FieldError } from "#app/components/vehicle-editor/EditorSection";
import { ImageManager, type ImagesUpdate } from "#app/components/vehicle-editor/ImageManager";
import { MainInfoEditor } from "#app/components/vehicle-editor/MainInfoEditor";
import { type AddLabels, OptionsEditor } from "#app/components/vehicle-editor/OptionsEditor";
import { PriceTableEditor } from "#app/components/vehicle-editor/PriceTableEditor";
import { RestoredDraftNotice, SaveBar, SaveButton } from "#app/components/vehicle-editor/SaveBar";
import { UnsavedChangesDialog } from "#app/components/vehicle-editor/UnsavedChangesDialog";
import { useLeaveGuard, useVehicleDraft } from "#app/components/vehicle-editor/use-vehicle-draft";
import { EditorLayout, imageErrors } from "#app/components/vehicle-editor/VehicleEditorForm";
import { PARTNER_CATEGORIES } from "#domain/categories";
import { partnerVehiclePath } from "#domain/partner-filters";
import type { PartnerVehicleDraft } from "#domain/partner-vehicle";
import { BADGES } from "#domain/vehicle";
import { type PartnerFormMode, usePartnerSave } from "./use-partner-save";

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
}: {
  initial: PartnerVehicleDraft;
  mode: PartnerFormMode;
  cancelTo: string;
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
  const { save, saving, errors } = usePartnerSave({ mode, draft, imagesBusy });
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
              <PartnerBasics draft={draft} patch={patch} errors={errors} />
            </EditorSection>
            <PriceTableEditor
              rows={draft.priceInfo}
              onRowsChange={(priceInfo) => patch({ priceInfo })}
              errors={errors}
              fixedRows
              description="월 납입료와 보증금은 만원 단위로 입력해주세요. (예: 45만원, 300만원, 무보증)"
            />
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

      <ConfirmDialog
        open={confirmDiscard}
        title="초안을 삭제하시겠습니까?"
        description="입력한 내용이 지워지고 새 차량 템플릿으로 돌아갑니다."
        confirmLabel="초안 삭제"
        danger
        onCancel={() => setConfirmDiscard(false)}
        onConfirm={() => {
          setConfirmDiscard(false);
          discard();
        }}
      />
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

/**
 * The partners' 기본 정보: name, their ten categories (with their own labels), 구분 as one of 신차/중고차 (the
 * spec's single badge), 차량번호 and 추가 옵션; views and likes start at 0.
 */
function PartnerBasics({
  draft,
  patch,
  errors,
}: {
  draft: PartnerVehicleDraft;
  patch: (changes: Partial<PartnerVehicleDraft>) => void;
  errors: Record<string, string>;
}) {
  return (
    <div className="space-y-5" data-testid="basics-editor">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-700 dark:text-slate-200">구분</legend>
        <div className="mt-2 grid grid-cols-2 gap-1.5 rounded-xl bg-slate-100 p-1 dark:bg-slate-800">
          {BADGES.map((b) => (
            <button
              key={b}
              type="button"
              aria-pressed={draft.badges[0] === b}
              onClick={() => patch({ badges: [b] })}
              className={`h-9 rounded-lg text-sm font-bold transition ${
                draft.badges[0] === b
                  ? "bg-white text-brand-700 shadow-sm dark:bg-slate-950 dark:text-brand-300"
                  : "text-slate-600 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
              }`}
            >
              {b}
            </button>
          ))}
        </div>
        <FieldError message={errors.badges ?? errors["badges.0"]} />
      </fieldset>

      <Field label="차량명" error={errors.name}>
        {(props) => (
          <Input
            {...props}
            value={draft.name}
            onChange={(e) => patch({ name: e.target.value })}
            placeholder="예) 기아 쏘렌토 하이브리드 시그니처"
            className="h-12 text-lg font-bold"
            maxLength={100}
          />
        )}
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="카테고리" error={errors.category}>
          {(props) => (
            <Select {...props} value={draft.category} onChange={(e) => patch({ category: e.target.value })}>
              {PARTNER_CATEGORIES.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="차량번호" error={errors["basicInfo.차량번호"]}>
          {(props) => (
            <Input
              {...props}
              value={draft.basicInfo.차량번호}
              onChange={(e) => patch({ basicInfo: { ...draft.basicInfo, 차량번호: e.target.value } })}
              placeholder="예) 12가3456"
              maxLength={30}
            />
          )}
        </Field>
      </div>

      <Field label="추가 옵션" error={errors.displayCategoryText} hint="카드와 상세 화면에 함께 표시됩니다.">
        {(props) => (
          <Input
            {...props}
            value={draft.displayCategoryText}
            onChange={(e) => patch({ displayCategoryText: e.target.value })}
            placeholder="예) 풀옵션, 무사고"
            maxLength={200}
          />
        )}
      </Field>

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
    </div>
  );
}
