import { CarFront } from "lucide-react";
import { cn } from "#app/lib/cn";
import { useSiteLogo, useSiteName } from "#app/lib/site";

/**
 * The site's logo: the image uploaded in 사이트 설정 (named by the site's name for screen readers), else the car
 * mark and the name as text. On the dark theme the image sits on a light plate, as most logos are drawn for white.
 */
export function LogoMark({ className = "", compact = false }: { className?: string; compact?: boolean }) {
  const name = useSiteName();
  const logo = useSiteLogo();
  if (logo)
    return (
      <span className={cn("inline-flex items-center", className)}>
        <img
          src={logo}
          alt={name}
          data-testid="site-logo"
          decoding="async"
          className="h-8 w-auto max-w-[180px] object-contain dark:rounded-md dark:bg-white dark:px-1.5 dark:py-0.5"
        />
      </span>
    );
  return (
    <span className={cn("inline-flex min-w-0 items-center gap-2 font-extrabold tracking-tight", className)}>
      <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-brand-600 text-white shadow-sm shadow-brand-600/30">
        <CarFront className="size-5" aria-hidden />
      </span>
      <span className={cn("truncate text-lg", compact && "hidden sm:inline")}>{name}</span>
    </span>
  );
}
