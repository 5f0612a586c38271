import sharp from "sharp";
import type { ImageFormat } from "./limits";

// Requests only read headers (metadata()); the one full decode, the thumbnail, is background work.
// No operation cache and one libvips thread per image: nothing is kept between images, and a
// decode holds one image's memory at a time. The pixel cap refuses decompression bombs.
sharp.cache(false);
sharp.concurrency(1);
const MAX_INPUT_PIXELS = 100_000_000;
export const THUMBNAIL_SIZE = 400;

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

const FORMATS: Record<string, ImageFormat> = { jpeg: "jpeg", png: "png", gif: "gif", webp: "webp", svg: "svg" };

/** Format and dimensions read from the file's own header by libvips; null when it is not a readable image. */
export async function readImageInfo(file: string): Promise<ImageInfo | null> {
  try {
    const meta = await sharp(file, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const format = FORMATS[meta.format ?? ""];
    if (!format || !meta.width || !meta.height) return null;
    return { format, width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/** A WebP at most THUMBNAIL_SIZE on its longer side (first frame of an animation; SVG rasterized). */
export async function writeThumbnail(source: string, target: string): Promise<void> {
  await sharp(source, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toFile(target);
}
