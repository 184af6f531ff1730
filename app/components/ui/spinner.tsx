import { cn } from "#app/lib/cn";

export function Spinner({ label = "불러오는 중...", className = "" }: { label?: string; className?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-slate-500", className)}>
      <span className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent" aria-hidden />
      <span>{label}</span>
    </span>
  );
}
