import { GiftEditRequest } from '@wl/contracts';
import { Images, InvalidImage } from '../../platform/images/images.js';
import type { Read } from '../../platform/use-case/use-case.js';
import { LinkedPictures } from '../../products/index.js';
import { giftEdit } from '../gift-edit.js';

/**
 * `POST /api/MyGift/EditWithoutProduct`: a free gift, created (201) or updated (200). A gift made from a product stays
 * one while its link stays the product's.
 */
export const editGift = giftEdit({
  name: 'EditGift',
  payload: GiftEditRequest,
  async contentOf(request, current, { ownerId, actorId }, read) {
    const { imageId, imageFailed } = await pictureOf(request, current?.imageId ?? null, ownerId, actorId, read);
    const url = request.url || null;
    const product = current?.product && url === current.url ? current.product : null;
    return { content: { url, imageId, product }, imageFailed };
  },
});

/**
 * A new PNG, or the picture at `imageUrl` (a link preview's), replaces the picture; hasCustomImage false removes it;
 * a picture that fails still saves the gift.
 */
async function pictureOf(
  request: GiftEditRequest,
  current: string | null,
  ownerId: string,
  actorId: string,
  read: Read,
) {
  const { newImageBase64, imageUrl } = request;
  const saving = newImageBase64
    ? () => read(Images).save(ownerId, Buffer.from(newImageBase64, 'base64'), 'upload')
    : imageUrl
      ? () => read(LinkedPictures).save(ownerId, actorId, imageUrl)
      : null;
  if (saving) {
    try {
      return { imageId: await saving(), imageFailed: false };
    } catch (error) {
      if (!(error instanceof InvalidImage)) throw error;
      return { imageId: current, imageFailed: true };
    }
  }
  return { imageId: request.hasCustomImage === false ? null : current, imageFailed: false };
}
