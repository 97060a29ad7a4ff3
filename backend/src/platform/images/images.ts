import { Inject, Injectable } from '@nestjs/common';
import { limits } from '@wl/contracts';
import { IMAGE_REFERENCES, IMAGES, type DocumentStore } from '@wl/projections';
import { randomUUID } from 'node:crypto';
import pLimit from 'p-limit';
import { onFirstUse } from '../on-first-use.js';
import { DOCUMENT_STORE } from '../tokens.js';

/** The picture library, loaded by the first picture. */
const sharpLibrary = onFirstUse(async () => (await import('sharp')).default);

export interface StoredImage {
  id: string;
  ownerId: string;
  data: string;
  /** The small copy lists show beside a gift (WebP, base64); pictures stored before it existed have none. */
  thumbnail?: string;
}

export interface ServedImage {
  type: 'image/png' | 'image/webp';
  bytes: Buffer;
}

/** Larger pictures are refused from their header, before any pixel is decoded (a small file can hold a huge picture). */
const MAX_PIXELS = 16_000_000;
/** Decoding takes a core and memory: at most this many pictures are read at once in the process, the rest wait. */
const MAX_IMAGE_JOBS = 2;

export class InvalidImage extends Error {}

/** What a picture may be read from: an upload is a PNG the browser made; a picture taken by link is the shop's own file. */
export type PictureSource = 'upload' | 'link';
const FORMATS: Record<PictureSource, ReadonlySet<string>> = {
  upload: new Set(['png']),
  link: new Set(['png', 'jpeg', 'webp', 'gif']),
};

/**
 * Uploads are PNG only (the browser converts any picture to one: frontend `pngFile.ts`), pictures taken by link may
 * also be JPEG, WebP or GIF; both are checked by content, not by name: sharp
 * reads the picture, it is scaled to fit `limits.imageSide` and stored re-encoded (which also drops anything hidden in
 * the original file). A picture is served only while a list or a gift shows it (the image_references read model,
 * which also deletes released pictures).
 */
@Injectable()
export class Images {
  readonly jobs = pLimit(MAX_IMAGE_JOBS);

  constructor(@Inject(DOCUMENT_STORE) private readonly store: DocumentStore) {}

  /** Every picture the server stores comes through here: the same checks, in the same job limit, for uploads and links. */
  async save(ownerId: string, input: Buffer, source: PictureSource): Promise<string> {
    if (input.length === 0 || input.length > limits.imageBytes) throw new InvalidImage('size');
    const { png, thumbnail } = await this.jobs(async () => {
      const png = await reencoded(input, FORMATS[source]);
      return { png, thumbnail: await thumbnailOf(png) };
    });
    const image: StoredImage = {
      id: randomUUID(),
      ownerId,
      data: png.toString('base64'),
      thumbnail: thumbnail.toString('base64'),
    };
    await this.store.commit([{ kind: 'put', collection: IMAGES, id: image.id, doc: image }]);
    return image.id;
  }

  /** The picture, or its small copy (the picture itself when it has none), while a list or gift shows it. */
  async get(id: string, size: 'full' | 'thumb' = 'full'): Promise<ServedImage | null> {
    const [reference, image] = await Promise.all([
      this.store.get(IMAGE_REFERENCES, id),
      this.store.get<StoredImage>(IMAGES, id),
    ]);
    if (!reference || !image) return null;
    return size === 'thumb' && image.thumbnail
      ? { type: 'image/webp', bytes: Buffer.from(image.thumbnail, 'base64') }
      : { type: 'image/png', bytes: Buffer.from(image.data, 'base64') };
  }

  async discard(id: string): Promise<void> {
    await this.store.commit([{ kind: 'delete', collection: IMAGES, id }]);
  }

  async deleteAllOf(ownerId: string): Promise<void> {
    await this.store.ensureIndex(IMAGES, 'ownerId');
    const images = await this.store.find<StoredImage>(IMAGES, { ownerId }, 100_000);
    await this.store.commit(images.map((i) => ({ kind: 'delete' as const, collection: IMAGES, id: i.id })));
  }
}

/** Any picture sharp cannot read whole (truncated, corrupt pixel data) is an InvalidImage, never a server error. */
async function reencoded(input: Buffer, formats: ReadonlySet<string>): Promise<Buffer> {
  const sharp = await sharpLibrary();
  // limitInputPixels is a second guard in case a header understates the size.
  const picture = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'warning' });
  const header = await picture.metadata().catch(() => null);
  if (!header || !formats.has(header.format)) throw new InvalidImage(`not one of ${[...formats].join(', ')}`);
  if (header.width * header.height > MAX_PIXELS) throw new InvalidImage('too many pixels');
  // 'uchar': at most 8 bits per channel, whatever the format (a 16-bit PNG decodes to twice the memory).
  if (header.depth !== 'uchar') throw new InvalidImage('more than 8 bits per channel');
  return picture
    .rotate()
    .resize(limits.imageSide, limits.imageSide, { fit: 'inside', withoutEnlargement: true })
    .png({ compressionLevel: 9 })
    .toBuffer()
    .catch((error: unknown) => {
      throw new InvalidImage(`unreadable: ${String(error)}`);
    });
}

/** Made once at upload, so that showing a list never resizes anything. */
async function thumbnailOf(png: Buffer): Promise<Buffer> {
  const sharp = await sharpLibrary();
  return sharp(png)
    .resize(limits.imageThumbnailSide, limits.imageThumbnailSide, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();
}

export const imageUrl = (id: string) => `/api/Image/${id}`;
