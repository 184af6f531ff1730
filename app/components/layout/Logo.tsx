import { CarFront } from "lucide-react";
import { cn } from "#app/lib/cn";
import { useSiteConfig } from "#app/lib/site";

export function LogoMark({ className = "", compact = false }: { className?: string; compact?: boolean }) {
  const site = useSiteConfig();
  return (
    <span className={cn("inline-flex min-w-0 items-center gap-2 font-extrabold tracking-tight", className)}>
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm shadow-brand-600/30">
        <CarFront className="size-5" aria-hidden />
      </span>
      <span className={cn("truncate text-lg", compact && "hidden sm:inline")}>{site.name}</span>
    </span>
  );
}
