import { Inject, Injectable } from '@nestjs/common';
import type { DocumentStore } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { DOCUMENT_STORE } from '../tokens.js';

/** Operational collection: uploaded pictures (PNG), owned by the user who uploaded them. */
export const IMAGES = 'images';

export interface StoredImage {
  id: string;
  ownerId: string;
  data: string;
}

const MAX_INPUT_BYTES = 5 * 1024 * 1024;
const MAX_SIDE = 1200;

export class InvalidImage extends Error {}

/**
 * PNG only, checked by content, not by name: sharp reads the picture, it is scaled to fit 1200×1200 and stored
 * re-encoded (which also drops anything hidden in the original file).
 */
@Injectable()
export class Images {
  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  async savePng(ownerId: string, input: Buffer): Promise<string> {
    if (input.length === 0 || input.length > MAX_INPUT_BYTES) throw new InvalidImage('size');
    const picture = sharp(input, { limitInputPixels: 40_000_000 });
    const metadata = await picture.metadata().catch(() => null);
    if (metadata?.format !== 'png') throw new InvalidImage('not a png');
    const png = await picture.rotate().resize(MAX_SIDE, MAX_SIDE, { fit: 'inside', withoutEnlargement: true }).png({ compressionLevel: 9 }).toBuffer();
    const image: StoredImage = { id: randomUUID(), ownerId, data: png.toString('base64') };
    await this.store.commit([{ kind: 'put', collection: IMAGES, id: image.id, doc: image }]);
    return image.id;
  }

  async get(id: string): Promise<Buffer | null> {
    const image = await this.store.get<StoredImage>(IMAGES, id);
    return image ? Buffer.from(image.data, 'base64') : null;
  }

  async deleteAllOf(ownerId: string): Promise<void> {
    await this.store.ensureIndex(IMAGES, 'ownerId');
    const images = await this.store.find<StoredImage>(IMAGES, { ownerId }, 100_000);
    await this.store.commit(images.map((i) => ({ kind: 'delete' as const, collection: IMAGES, id: i.id })));
  }
}

export const imageUrl = (id: string) => `/api/Image/${id}`;
