import type { Zippable } from 'fflate';
import { onFirstUse } from '../platform/on-first-use.js';

/** The ZIP writer, loaded by the first export as a ZIP. */
const fflate = onFirstUse(() => import('fflate'));

/**
 * The export as a ZIP: the JSON document and each picture as `pictures/<imageId>.png`. Pictures are stored as PNG,
 * already compressed, so they go in as they are.
 */
export async function exportZip(json: string, pictures: Map<string, Buffer>): Promise<Buffer> {
  const { strToU8, zipSync } = await fflate();
  const files: Zippable = { 'gegevens.json': strToU8(json) };
  for (const [id, png] of pictures) files[`pictures/${id}.png`] = [new Uint8Array(png), { level: 0 }];
  return Buffer.from(zipSync(files, { level: 6 }));
}
