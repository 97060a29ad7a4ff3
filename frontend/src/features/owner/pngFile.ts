/** Pictures are scaled in the browser to fit this square before they are sent (spec 01 §9). */
const MAX_SIZE = 1200;

export class PngProblem extends Error {
  constructor(readonly reason: 'not_png' | 'unreadable') {
    super(reason);
  }
}

function loadImage(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new PngProblem('unreadable'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/**
 * A PNG the user chose, scaled down on a canvas when it is larger than 1200×1200. Only the type is checked here;
 * the server decides by the content.
 */
export async function preparePng(file: File): Promise<Blob> {
  if (file.type !== 'image/png') throw new PngProblem('not_png');
  const image = await loadImage(file);
  const scale = Math.min(1, MAX_SIZE / Math.max(image.naturalWidth, image.naturalHeight));
  if (scale === 1) return file;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(image.naturalWidth * scale);
  canvas.height = Math.round(image.naturalHeight * scale);
  canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new PngProblem('unreadable'))), 'image/png');
  });
}

/** The blob as base64 without the `data:` prefix (how gift pictures travel). */
export function base64Of(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(new PngProblem('unreadable'));
    reader.readAsDataURL(blob);
  });
}
