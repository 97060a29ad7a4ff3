import type { GiftProduct } from '@wl/contracts';
import type { StoredProduct } from '../products/index.js';

const isWebAddress = (text: string, protocols: string[]) =>
  URL.canParse(text) && protocols.includes(new URL(text).protocol);

/**
 * What a gift takes from a catalogue product: the shop's link, and the product's id, EANs and picture. The picture stays
 * the shop's own https address (docs/products.md). A feed is outside data: a link that is not http(s) makes no gift,
 * a picture that is not https is left out.
 */
export function giftContentOf(product: StoredProduct): { url: string; product: GiftProduct } | null {
  if (!isWebAddress(product.url, ['http:', 'https:'])) return null;
  const imageUrl = product.imageUrl && isWebAddress(product.imageUrl, ['https:']) ? product.imageUrl : null;
  return { url: product.url, product: { productId: product.productId, eans: product.eans, imageUrl } };
}
