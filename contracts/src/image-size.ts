import { z } from 'zod';
import { limits } from './limits.js';

export interface PixelSize {
  width: number;
  height: number;
}

/**
 * The size a picture is drawn at before upload: scaled down, never up, to fit a square of `maxSide`, keeping its
 * proportions; no side rounds to nothing.
 */
export function sizeToFit(size: PixelSize, maxSide: number = limits.imageSide): PixelSize {
  const scale = Math.min(1, maxSide / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/**
 * The longest side to try when a picture encoded at `side` came out at `bytes`, above `maxBytes`. A PNG's size
 * grows about with its area, so the side shrinks by the square root of the excess, and a tenth more so that one
 * more try is usually enough.
 */
export function sideForBytes(side: number, bytes: number, maxBytes: number = limits.imageBytes): number {
  return Math.max(1, Math.floor(side * Math.sqrt(maxBytes / bytes) * 0.9));
}

/** `GET /api/Image/:id`: the stored picture, or with `size=thumb` its small copy (WebP, fits `limits.imageThumbnailSide`). */
export const ImageQuery = z.object({ size: z.literal('thumb').optional() });
export type ImageQuery = z.infer<typeof ImageQuery>;
