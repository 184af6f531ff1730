import { forwardRef, useId } from "react";
import { cn } from "#app/lib/cn";

export const inputClass =
  "block min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-[15px] text-slate-900 placeholder:text-slate-400 transition focus:border-brand-500 focus:ring-2 focus:ring-brand-500/20 focus:outline-none aria-[invalid=true]:border-red-500 disabled:bg-slate-100 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-500 dark:disabled:bg-slate-800";

/** A label, one control and its error message, wired together for screen readers. */
export function Field({
  label,
  error,
  hint,
  children,
  className = "",
}: {
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  children: (props: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => React.ReactNode;
  className?: string;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn("space-y-1.5", className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700 dark:text-slate-200">
        {label}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": error || hint ? messageId : undefined })}
      {error ? (
        <p id={messageId} className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-sm text-slate-500 dark:text-slate-400">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export const Input = forwardRef<HTMLInputElement, React.InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className = "", ...props },
  ref,
) {
  return <input ref={ref} className={cn(inputClass, className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, React.TextareaHTMLAttributes<HTMLTextAreaElement>>(
  function Textarea({ className = "", ...props }, ref) {
    return <textarea ref={ref} className={cn(inputClass, "min-h-28", className)} {...props} />;
  },
);

export const Select = forwardRef<HTMLSelectElement, React.SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className = "", ...props },
  ref,
) {
  return <select ref={ref} className={cn(inputClass, "pr-9", className)} {...props} />;
});

/** A list of choices as a select's `<option>`s, in its order: the value is what the form sends, the label what it shows. */
export function Options({ values }: { values: readonly { value: string; label: string }[] }) {
  return values.map((o) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  ));
}

export const Checkbox = forwardRef<
  HTMLInputElement,
  Omit<React.InputHTMLAttributes<HTMLInputElement>, "type"> & { label: React.ReactNode }
>(function Checkbox({ label, className = "", ...props }, ref) {
  return (
    <label className={cn("inline-flex cursor-pointer items-center gap-2 text-[15px]", className)}>
      <input
        ref={ref}
        type="checkbox"
        className="size-5 rounded border-slate-300 accent-brand-600 dark:[color-scheme:dark]"
        {...props}
      />
      <span>{label}</span>
    </label>
  );
});

/** A form-level message (error in red, success in green), announced to screen readers. */
export function FormMessage({ tone = "error", children }: { tone?: "error" | "success"; children: React.ReactNode }) {
  const toneClass =
    tone === "error"
      ? "bg-red-50 text-red-700 dark:bg-red-950/60 dark:text-red-300"
      : "bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200";
  return (
    <p
      role={tone === "error" ? "alert" : "status"}
      className={cn("rounded-xl px-3.5 py-2.5 text-sm font-medium", toneClass)}
    >
      {children}
    </p>
  );
}
