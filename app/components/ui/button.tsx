import { forwardRef } from "react";
import { cn } from "#app/lib/cn";
import { useHydrated } from "#app/lib/use-hydrated";

const VARIANTS = {
  primary: "bg-brand-600 text-white shadow-sm shadow-brand-600/20 hover:bg-brand-700 disabled:bg-brand-600/50",
  accent: "bg-accent-700 text-white shadow-sm shadow-accent-500/20 hover:bg-accent-800 disabled:bg-accent-700/50",
  secondary:
    "bg-slate-100 text-slate-900 hover:bg-slate-200 dark:bg-slate-800 dark:text-slate-100 dark:hover:bg-slate-700",
  outline:
    "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
  danger: "bg-red-600 text-white hover:bg-red-700 disabled:bg-red-600/50",
} as const;

const SIZES = {
  sm: "h-9 px-3 text-sm rounded-lg",
  md: "h-11 px-4 text-[15px] rounded-xl",
  lg: "h-13 px-6 text-base rounded-xl",
  icon: "size-10 rounded-full",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;
export type ButtonSize = keyof typeof SIZES;

/** Classes of a button, for links and labels that should look like one. */
export function buttonClass(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra = ""): string {
  return cn(
    "inline-flex items-center justify-center gap-2 font-semibold whitespace-nowrap transition disabled:cursor-not-allowed disabled:opacity-60",
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

/**
 * A button. One that only a script answers (`type="button"`) is disabled until the page's scripts run: a tap on it
 * before then would do nothing, silently, so it shows it is not ready instead. A submit button works from the
 * first paint, as a form post.
 */
export const Button = forwardRef<
  HTMLButtonElement,
  React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }
>(function Button({ variant = "primary", size = "md", className = "", type = "button", disabled, ...props }, ref) {
  const hydrated = useHydrated();
  const waiting = type === "button" && !hydrated;
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass(variant, size, className)}
      disabled={disabled || waiting}
      aria-busy={waiting || undefined}
      {...props}
    />
  );
});
