import { useId } from "react";
import { cn } from "#app/lib/cn";

/** A card of the editor: heading, optional note and actions on the right, then its fields. */
export function EditorSection({
  title,
  description,
  actions,
  children,
  testId,
}: {
  title: string;
  description?: React.ReactNode;
  actions?: React.ReactNode;
  children: React.ReactNode;
  testId?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      data-testid={testId}
      className="rounded-2xl border border-slate-200/80 bg-white p-4 shadow-sm shadow-slate-900/[0.03] sm:p-6 dark:border-slate-800 dark:bg-slate-900/60"
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
            {title}
          </h2>
          {description && <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A red message under a field or list item; nothing without a message. */
export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1 text-sm text-red-600 dark:text-red-400" data-testid="field-error">
      {message}
    </p>
  );
}

/** A checkbox drawn as a pill (badges, recommendation tags): native input, so keyboard and forms work. */
export function ChipCheckbox({
  label,
  checked,
  onChange,
  tone = "brand",
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  tone?: "brand" | "red" | "orange" | "yellow" | "green" | "grey";
}) {
  const on: Record<string, string> = {
    brand: "border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-500",
    red: "border-red-500 bg-red-50 text-red-700 dark:border-red-400 dark:bg-red-500/15 dark:text-red-300",
    orange:
      "border-orange-500 bg-orange-50 text-orange-700 dark:border-orange-400 dark:bg-orange-500/15 dark:text-orange-300",
    yellow:
      "border-yellow-500 bg-yellow-50 text-yellow-800 dark:border-yellow-300 dark:bg-yellow-400/15 dark:text-yellow-200",
    green:
      "border-emerald-500 bg-emerald-50 text-emerald-700 dark:border-emerald-400 dark:bg-emerald-500/15 dark:text-emerald-300",
    grey: "border-slate-500 bg-slate-100 text-slate-700 dark:border-slate-400 dark:bg-slate-700/60 dark:text-slate-200",
  };
  return (
    <label
      className={cn(
        "relative inline-flex h-9 cursor-pointer items-center rounded-full border px-3.5 text-sm font-semibold transition select-none has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 has-[:focus-visible]:ring-offset-2 dark:ring-offset-slate-950",
        checked
          ? on[tone]
          : "border-slate-300 bg-white text-slate-600 hover:border-slate-400 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-slate-500",
      )}
    >
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-full opacity-0"
      />
      {label}
    </label>
  );
}

/** A small square icon button with a Korean name (for screen readers and the tooltip). */
export function IconButton({
  label,
  onClick,
  disabled,
  children,
  tone = "default",
  className = "",
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
  tone?: "default" | "danger";
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={cn(
        "inline-flex size-8 shrink-0 items-center justify-center rounded-lg transition disabled:cursor-not-allowed disabled:opacity-30",
        tone === "danger"
          ? "text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:hover:bg-transparent dark:text-slate-400 dark:hover:bg-red-500/10 dark:hover:text-red-400"
          : "text-slate-500 hover:bg-slate-100 hover:text-slate-900 disabled:hover:bg-transparent dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white",
        className,
      )}
    >
      {children}
    </button>
  );
}
