import { Button } from "#app/components/ui/button";
import { ConfirmDialog, Dialog } from "#app/components/ui/dialog";
import { VEHICLE_MESSAGES } from "#domain/vehicle-input";

/** Asked when leaving the editor with unsaved changes: save then leave, leave without saving, or stay. */
export function UnsavedChangesDialog({
  open,
  saving,
  onSaveAndLeave,
  onLeave,
  onCancel,
}: {
  open: boolean;
  saving: boolean;
  onSaveAndLeave: () => void;
  onLeave: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={VEHICLE_MESSAGES.unsaved}
      size="sm"
      footer={
        <div className="flex w-full flex-col-reverse gap-2 sm:w-auto sm:flex-row">
          <Button variant="ghost" onClick={onCancel} disabled={saving}>
            취소
          </Button>
          <Button variant="outline" onClick={onLeave} disabled={saving}>
            저장하지 않고 이동
          </Button>
          <Button onClick={onSaveAndLeave} disabled={saving}>
            {saving ? "저장 중..." : "저장 후 이동"}
          </Button>
        </div>
      }
    >
      <p className="text-[15px] text-slate-600 dark:text-slate-300">
        이 페이지를 떠나면 저장하지 않은 내용이 사라집니다.
      </p>
    </Dialog>
  );
}

/** Asked before a new listing's kept draft is thrown away and the form starts again from the template. */
export function DiscardDraftDialog({
  open,
  onClose,
  onDiscard,
}: {
  open: boolean;
  onClose: () => void;
  onDiscard: () => void;
}) {
  return (
    <ConfirmDialog
      open={open}
      title="초안을 삭제하시겠습니까?"
      description="입력한 내용이 지워지고 새 차량 템플릿으로 돌아갑니다."
      confirmLabel="초안 삭제"
      danger
      onCancel={onClose}
      onConfirm={() => {
        onClose();
        onDiscard();
      }}
    />
  );
}
