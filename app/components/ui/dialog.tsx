import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { cn } from "#app/lib/cn";

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
  /** Tailwind max-width class of the panel. */
  size?: "sm" | "md" | "lg" | "xl" | "full";
  footer?: React.ReactNode;
}

const WIDTHS = { sm: "max-w-sm", md: "max-w-lg", lg: "max-w-2xl", xl: "max-w-4xl", full: "max-w-6xl" };

/**
 * The native modal <dialog>, shown while `open`: the browser traps focus, the page behind is inert, and focus
 * returns to the opener when it closes. Escape and a click on the backdrop (the element itself, outside its
 * content) call `onClose`.
 */
export function ModalDialog({
  open,
  onClose,
  children,
  ...props
}: { open: boolean; onClose: () => void } & Omit<
  React.DialogHTMLAttributes<HTMLDialogElement>,
  "open" | "onClose" | "onCancel" | "onClick"
>) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (onCancel); the click is for the backdrop
    <dialog
      ref={ref}
      {...props}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {children}
    </dialog>
  );
}

/** A modal panel with a title, a close button, scrolling content and an optional footer. */
export function Dialog({ open, onClose, title, description, children, size = "md", footer }: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      className={cn(
        "m-auto w-[calc(100%-2rem)]",
        WIDTHS[size],
        "max-h-[calc(100dvh-2rem)] overflow-hidden rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 backdrop:backdrop-blur-[2px] dark:bg-slate-900 dark:text-slate-100",
      )}
    >
      {open && (
        <div className="flex max-h-[calc(100dvh-2rem)] flex-col">
          <div className="flex items-start justify-between gap-4 border-b border-slate-100 px-5 py-4 dark:border-slate-800">
            <div>
              <h2 id={titleId} className="text-lg font-bold">
                {title}
              </h2>
              {description && (
                <p id={descriptionId} className="mt-1 text-sm text-slate-500 dark:text-slate-400">
                  {description}
                </p>
              )}
            </div>
            <button
              type="button"
              onClick={onClose}
              aria-label="닫기"
              className="-mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
            >
              <X className="size-5" aria-hidden />
            </button>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer && (
            <div className="flex justify-end gap-2 border-t border-slate-100 px-5 py-3 dark:border-slate-800">
              {footer}
            </div>
          )}
        </div>
      )}
    </ModalDialog>
  );
}

/** A yes/no question in a dialog (instead of window.confirm, which tests and screen readers handle badly). */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel = "확인",
  cancelLabel = "취소",
  danger = false,
  pending = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: React.ReactNode;
  description?: React.ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  danger?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      size="sm"
      footer={
        <>
          <button
            type="button"
            onClick={onCancel}
            className="h-10 rounded-xl px-4 font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={pending}
            className={cn(
              "h-10 rounded-xl px-4 font-semibold text-white disabled:opacity-60",
              danger ? "bg-red-600 hover:bg-red-700" : "bg-brand-600 hover:bg-brand-700",
            )}
          >
            {confirmLabel}
          </button>
        </>
      }
    >
      {description && <div className="text-[15px] text-slate-600 dark:text-slate-300">{description}</div>}
    </Dialog>
  );
}
