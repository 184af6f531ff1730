import { type TagTone, tagTone } from "#domain/tags";

const TONE_CLASSES: Record<TagTone, string> = {
  red: "bg-red-50 text-red-700 ring-red-600/15 dark:bg-red-500/15 dark:text-red-300 dark:ring-red-400/20",
  orange:
    "bg-orange-50 text-orange-700 ring-orange-600/15 dark:bg-orange-500/15 dark:text-orange-300 dark:ring-orange-400/20",
  yellow:
    "bg-yellow-50 text-yellow-800 ring-yellow-600/20 dark:bg-yellow-400/15 dark:text-yellow-200 dark:ring-yellow-300/20",
  green:
    "bg-emerald-50 text-emerald-700 ring-emerald-600/15 dark:bg-emerald-500/15 dark:text-emerald-300 dark:ring-emerald-400/20",
  grey: "bg-slate-100 text-slate-600 ring-slate-500/15 dark:bg-slate-700/50 dark:text-slate-300 dark:ring-slate-400/20",
};

/** One recommendation tag in its colour (추천 red, 렌트할인 orange, 만21세가능 yellow, 만26세가능 green, others grey). */
export function TagBadge({ tag, className = "" }: { tag: string; className?: string }) {
  return (
    <span
      data-tone={tagTone(tag)}
      className={`inline-flex items-center rounded-md px-1.5 py-0.5 text-[11px] leading-4 font-semibold ring-1 ring-inset ${TONE_CLASSES[tagTone(tag)]} ${className}`}
    >
      {tag}
    </span>
  );
}

/** A vehicle's recommendation tags as a wrapping row; nothing when there are none. */
export function TagBadges({ tags, className = "" }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="추천 태그" className={`flex flex-wrap gap-1 ${className}`}>
      {tags.map((tag) => (
        <li key={tag}>
          <TagBadge tag={tag} />
        </li>
      ))}
    </ul>
  );
}
