import { CarFront } from "lucide-react";
import { cn } from "#app/lib/cn";
import { useSiteName } from "#app/lib/site";

export function LogoMark({ className = "" }: { className?: string }) {
  const name = useSiteName();
  return (
    <span className={cn("inline-flex items-center gap-2 font-extrabold tracking-tight", className)}>
      <span className="inline-flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm shadow-brand-600/30">
        <CarFront className="size-5" aria-hidden />
      </span>
      <span className="text-lg">{name}</span>
    </span>
  );
}
