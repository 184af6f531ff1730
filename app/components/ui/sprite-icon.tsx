import type { LucideProps } from "lucide-react";
import { cn } from "#app/lib/cn";

/**
 * What the build draws in place of each lucide-react icon (vite.config.ts, `lucideSprite`): an `<svg>` with one
 * `<use>` of the icon in the site's sprite file, which the browser fetches once and keeps. Drawn inline, every icon
 * carried its whole drawing and lucide's seven attributes, 300–500 bytes of each page's HTML and of the scripts,
 * and dozens of them on a page. The `icon` class (app/styles/base.css) gives lucide's size and strokes; a utility
 * or a prop overrides them as it overrode lucide's attributes.
 */
export function spriteIcon(href: string) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per icon, at the top of the module that imports it, as lucide's own createLucideIcon is
  function SpriteIcon({
    className,
    size,
    color,
    strokeWidth,
    absoluteStrokeWidth: _absolute,
    fill,
    style,
    children,
    ...rest
  }: LucideProps) {
    // As lucide does: an icon without a label or a role is decoration, hidden from screen readers.
    const labelled = Boolean(children) || Object.keys(rest).some((key) => key.startsWith("aria-") || key === "role");
    // React leaves out the properties that are undefined; no props, no style attribute.
    const styled = size !== undefined || color !== undefined || strokeWidth !== undefined || fill !== undefined;
    return (
      <svg
        className={cn("icon", className)}
        style={styled || style ? { width: size, height: size, color, strokeWidth, fill, ...style } : undefined}
        aria-hidden={labelled ? undefined : true}
        {...rest}
      >
        {children}
        <use href={href} />
      </svg>
    );
  }
  return SpriteIcon;
}
