import { GiftEditWithProductRequest } from '@wl/contracts';
import { Problem } from '../../platform/domain/problem.js';
import { PRODUCT_CATALOGUE, type ProductCatalogue } from '../../products/index.js';
import { giftEdit } from '../gift-edit.js';
import { giftContentOf } from '../product-gift.js';

/**
 * `POST /api/MyGift/EditWithProduct`: a gift made from a catalogue product (productSource: its productId), created or
 * updated: its link, EANs and picture are the product's; 422 ProductNotFound when the catalogue has none.
 */
export const editGiftWithProduct = giftEdit({
  name: 'EditGiftWithProduct',
  payload: GiftEditWithProductRequest,
  async contentOf({ productSource }, _current, _people, read) {
    const found = await read<ProductCatalogue>(PRODUCT_CATALOGUE).byId(productSource);
    const fromProduct = found && giftContentOf(found);
    if (!fromProduct) throw new Problem('ProductNotFound');
    return { content: { ...fromProduct, imageId: null }, imageFailed: false };
  },
});
