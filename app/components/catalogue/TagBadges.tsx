import { tagTone } from "#domain/tags";

/**
 * One recommendation tag in its colour (추천 red, 렌트할인 orange, 만21세가능 yellow, 만26세가능 green, others grey): the
 * `tag-badge` class colours it by its `data-tone` (app/styles/config.css), one short class on every card's tags.
 */
export function TagBadge({ tag, className = "" }: { tag: string; className?: string }) {
  return (
    <span data-tone={tagTone(tag)} className={className ? `tag-badge ${className}` : "tag-badge"}>
      {tag}
    </span>
  );
}

/** A vehicle's recommendation tags as a wrapping row; nothing when there are none. */
export function TagBadges({ tags, className = "" }: { tags: readonly string[]; className?: string }) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label="추천 태그" className={className ? `flex flex-wrap gap-1 ${className}` : "flex flex-wrap gap-1"}>
      {tags.map((tag) => (
        <li key={tag}>
          <TagBadge tag={tag} />
        </li>
      ))}
    </ul>
  );
}
