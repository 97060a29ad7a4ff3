import { limits, type PixelSize, sideForBytes, sizeToFit } from '@wl/contracts';

/** Tries at a smaller size when a PNG comes out above `limits.imageBytes` (a photo full of fine detail). */
const MAX_TRIES = 4;

export class PictureProblem extends Error {
  constructor(readonly reason: 'unreadable' | 'too_large') {
    super(reason);
  }
}

interface Decoded extends PixelSize {
  source: CanvasImageSource;
  close(): void;
}

/**
 * Any picture the browser can decode (JPEG, PNG, WebP, GIF, HEIC on Safari), turned upright by its EXIF
 * orientation. `createImageBitmap` does that with `from-image`; where it is missing or refuses the file, an
 * `<img>` does the same (browsers draw images by their EXIF orientation by default).
 */
async function decoded(file: Blob): Promise<Decoded> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' }).catch(() => null);
    if (bitmap) return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
  } catch {
    throw new PictureProblem('unreadable');
  } finally {
    URL.revokeObjectURL(url);
  }
}

function drawnAsPng(picture: Decoded, size: PixelSize): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new PictureProblem('unreadable'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(picture.source, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PictureProblem('unreadable'))), 'image/png');
  });
}

/**
 * The picture the person chose, as the server takes it (spec 01 §9): a PNG drawn on a canvas, scaled to fit
 * `limits.imageSide` and at most `limits.imageBytes`. Always redrawn, even a small PNG: that also drops what the
 * file carries besides pixels (a photo's location) and any colour depth the server refuses.
 */
export async function preparePng(file: File): Promise<Blob> {
  const picture = await decoded(file);
  if (picture.width < 1 || picture.height < 1) throw new PictureProblem('unreadable');
  try {
    let size = sizeToFit(picture);
    for (let tries = 1; ; tries++) {
      const png = await drawnAsPng(picture, size);
      if (png.size <= limits.imageBytes) return png;
      if (tries === MAX_TRIES) throw new PictureProblem('too_large');
      size = sizeToFit(size, sideForBytes(Math.max(size.width, size.height), png.size));
    }
  } finally {
    picture.close();
  }
}

/** The blob as base64 without the `data:` prefix (how gift pictures travel). */
export function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new PictureProblem('unreadable'));
    reader.readAsDataURL(blob);
  });
}

/** The Dutch text for a picture that could not be prepared. */
export const pictureProblemText = (problem: PictureProblem) =>
  problem.reason === 'too_large' ? ('image.error.too_large' as const) : ('image.error.unreadable' as const);
