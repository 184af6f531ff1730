import { cn } from "#app/lib/cn";
import { type TagTone, tagTone } from "#domain/tags";

const TONES: Record<TagTone, string> = {
  red: "bg-red-50 text-red-700 ring-red-200 dark:bg-red-950/60 dark:text-red-300 dark:ring-red-900",
  orange:
    "bg-orange-50 text-orange-700 ring-orange-200 dark:bg-orange-950/60 dark:text-orange-300 dark:ring-orange-900",
  yellow:
    "bg-yellow-50 text-yellow-800 ring-yellow-200 dark:bg-yellow-950/50 dark:text-yellow-200 dark:ring-yellow-900",
  green:
    "bg-emerald-50 text-emerald-700 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-300 dark:ring-emerald-900",
  grey: "bg-slate-100 text-slate-600 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700",
};

/** The 신차/중고차 badges, then the recommendation tags in their colours. */
export function VehicleBadges({ badges, tags }: { badges: readonly string[]; tags: readonly string[] }) {
  if (badges.length === 0 && tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap items-center gap-1.5" aria-label="차량 구분">
      {badges.map((badge) => (
        <li
          key={`badge-${badge}`}
          className={cn(
            "rounded-md px-2 py-0.5 text-xs font-bold text-white",
            badge === "중고차" ? "bg-slate-700 dark:bg-slate-600" : "bg-brand-600",
          )}
        >
          {badge}
        </li>
      ))}
      {tags.map((tag) => (
        <li
          key={`tag-${tag}`}
          className={cn("rounded-md px-2 py-0.5 text-xs font-semibold ring-1 ring-inset", TONES[tagTone(tag)])}
        >
          {tag}
        </li>
      ))}
    </ul>
  );
}
