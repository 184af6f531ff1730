import { CircleAlert, CircleCheck, History, Loader2, Save } from "lucide-react";
import { Button } from "#app/components/ui/button";
import { VEHICLE_MESSAGES } from "#domain/vehicle-input";

/**
 * The form's save bar: fixed to the bottom on phones, sticky under the header from `sm` up. Says whether
 * photos are uploading, changes are unsaved or everything is saved; the buttons come from the form.
 */
export function SaveBar({
  imagesBusy,
  dirty,
  cleanText,
  children,
}: {
  imagesBusy: boolean;
  dirty: boolean;
  /** What the bar says with nothing to save. */
  cleanText: string;
  children: React.ReactNode;
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200/80 bg-white/95 backdrop-blur-md sm:sticky sm:top-[4.75rem] sm:mb-5 sm:rounded-2xl sm:border sm:shadow-md sm:shadow-slate-900/5 dark:border-slate-800 dark:bg-slate-950/90 sm:dark:bg-slate-900/90">
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-5">
        <p className="flex min-w-0 items-center gap-2 text-sm" aria-live="polite" data-testid="save-status">
          {imagesBusy ? (
            <>
              <Loader2 className="size-4 shrink-0 animate-spin text-brand-600" aria-hidden />
              <span className="truncate text-slate-600 dark:text-slate-300">사진 업로드 중...</span>
            </>
          ) : dirty ? (
            <>
              <CircleAlert className="size-4 shrink-0 text-amber-500" aria-hidden />
              <span className="truncate font-semibold text-slate-800 dark:text-slate-100">
                {VEHICLE_MESSAGES.unsaved}
              </span>
            </>
          ) : (
            <>
              <CircleCheck className="size-4 shrink-0 text-emerald-500" aria-hidden />
              <span className="truncate text-slate-500 dark:text-slate-400">{cleanText}</span>
            </>
          )}
        </p>
        <div className="flex shrink-0 items-center gap-2">{children}</div>
      </div>
    </div>
  );
}

/** The 저장 button of the bar: a spinner and 저장 중... while saving. */
export function SaveButton({
  saving,
  disabled,
  onClick,
  type = "button",
}: {
  saving: boolean;
  disabled?: boolean;
  onClick?: () => void;
  type?: "button" | "submit";
}) {
  return (
    <Button type={type} onClick={onClick} disabled={saving || disabled} className="min-w-24 shadow-md">
      {saving ? <Loader2 className="size-4 animate-spin" aria-hidden /> : <Save className="size-4" aria-hidden />}
      {saving ? "저장 중..." : "저장"}
    </Button>
  );
}

/** Shown above the form when an unsaved draft was read back from the browser. */
export function RestoredDraftNotice({ onDiscard }: { onDiscard: () => void }) {
  return (
    <div
      className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
      role="status"
    >
      <span className="flex items-center gap-2">
        <History className="size-4 shrink-0" aria-hidden />
        저장하지 않은 초안을 불러왔습니다.
      </span>
      <button type="button" onClick={onDiscard} className="font-semibold underline underline-offset-2">
        초안 삭제
      </button>
    </div>
  );
}
