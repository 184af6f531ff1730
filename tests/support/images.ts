import sharp from "sharp";

/** A real image made on the spot, so upload tests need no fixture files. */
export function makeImage(
  options: { width?: number; height?: number; format?: "png" | "jpeg" | "webp"; color?: string } = {},
) {
  const { width = 64, height = 48, format = "png", color = "#3366ff" } = options;
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}
