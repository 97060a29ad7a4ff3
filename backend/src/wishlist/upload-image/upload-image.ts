import { z } from 'zod';
import { Problem } from '../../platform/domain/problem.js';
import { Images, InvalidImage } from '../../platform/images/images.js';
import { defineImageChange } from '../list-image.js';

/**
 * `POST /api/WishlistImage/UploadImage/:username`: a PNG of the owner's at the top of the list, kept under the primary
 * owner. The request's body is the picture itself (Content-Type image/png), which no schema parses: the route adds it
 * to the path's username as `upload`; anything that is not a picture is refused (422 InvalidImage).
 */
export const uploadImage = defineImageChange({
  name: 'UploadImage',
  payload: z.object({ username: z.string(), upload: z.unknown().optional() }),
  async image({ upload: image }, list, read) {
    if (!Buffer.isBuffer(image)) throw new Problem('InvalidImage');
    const imageId = await read(Images)
      .save(list.primaryOwnerId!, image, 'upload')
      .catch((error: unknown) => {
        throw error instanceof InvalidImage ? new Problem('InvalidImage') : error;
      });
    return { imageId, themeId: null };
  },
});
