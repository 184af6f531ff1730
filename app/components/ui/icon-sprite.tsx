import type { LucideIcon } from "lucide-react";

/** An icon a page draws many times, drawn once in its sprite. `filled` fills the shape with the text colour. */
export interface SpriteIcon {
  id: string;
  icon: LucideIcon;
  filled?: boolean;
}

/**
 * The page's repeated icons, each drawn once: every use is then an `<svg>` with one `<use>` instead of the whole
 * drawing (the home page drew the same arrow thirteen times). Render it once, outside any block that hydrates apart.
 */
export function IconSprite({ icons }: { icons: readonly SpriteIcon[] }) {
  return (
    <svg aria-hidden="true" className="hidden">
      {icons.map(({ id, icon: Icon, filled }) => (
        <symbol key={id} id={id} viewBox="0 0 24 24">
          <Icon className={filled ? "fill-current" : undefined} />
        </symbol>
      ))}
    </svg>
  );
}

/** One use of a sprite's icon, sized and coloured by `className` as the icon itself would be. */
export function UseIcon({ icon, className }: { icon: SpriteIcon; className?: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#${icon.id}`} />
    </svg>
  );
}
