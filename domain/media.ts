/** Widths of the stored WebP variants of every image. */
export const MEDIA_WIDTHS = [320, 640, 960, 1440] as const;
export const DEFAULT_MEDIA_WIDTH = 960;

const MEDIA_URL = /^\/media\/([a-f0-9]{32})\//;

export function mediaUrl(key: string, width: number = DEFAULT_MEDIA_WIDTH): string {
  return `/media/${key}/${width}.webp`;
}

export function mediaKeyOf(url: string): string | null {
  return MEDIA_URL.exec(url)?.[1] ?? null;
}

/** `srcset` for a stored image URL; empty for anything else (placeholders, external images). */
export function mediaSrcSet(url: string | null | undefined): string | undefined {
  const key = url ? mediaKeyOf(url) : null;
  if (!key) return undefined;
  return MEDIA_WIDTHS.map((w) => `${mediaUrl(key, w)} ${w}w`).join(", ");
}
