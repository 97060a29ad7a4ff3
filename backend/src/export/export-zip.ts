import { strToU8, zipSync, type Zippable } from 'fflate';

/**
 * The export as a ZIP: the JSON document and each picture as `pictures/<imageId>.png`. Pictures are stored as PNG,
 * already compressed, so they go in as they are.
 */
export function exportZip(json: string, pictures: Map<string, Buffer>): Buffer {
  const files: Zippable = { 'gegevens.json': strToU8(json) };
  for (const [id, png] of pictures) files[`pictures/${id}.png`] = [new Uint8Array(png), { level: 0 }];
  return Buffer.from(zipSync(files, { level: 6 }));
}
