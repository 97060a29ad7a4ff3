import { ShopCatalogueId } from '@wl/contracts';
import { z } from 'zod';
import { Problem } from '../../../platform/domain/problem.js';
import { Images, InvalidImage } from '../../../platform/images/images.js';
import { SHOP_CATALOGUE_STREAM } from '../../../shops/shop-catalogue.decider.js';
import { defineShopEdit } from '../shop-edit.js';

/**
 * `POST /api/Support/Shops/SetLogo/:shopId` with the PNG itself as the body (Content-Type image/png), as for a list's
 * picture: refused for an unknown shop before the picture is read, then stored through the checks of every upload
 * (422 `InvalidImage`).
 */
export const setShopLogo = defineShopEdit({
  name: 'SetShopLogo',
  payload: z.object({ shopId: ShopCatalogueId, upload: z.unknown() }),
  edit: ({ shopId }) => ({ type: 'SetShopLogo', shopId, imageId: null }),
  async complete({ shopId, upload }, read) {
    if (!Buffer.isBuffer(upload)) throw new Problem('InvalidImage');
    const imageId = await read(Images)
      .save(SHOP_CATALOGUE_STREAM, upload, 'upload')
      .catch((error: unknown) => {
        throw error instanceof InvalidImage ? new Problem('InvalidImage') : error;
      });
    return { type: 'SetShopLogo', shopId, imageId };
  },
});
