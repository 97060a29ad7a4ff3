import type { GroupedProduct, ProductOffer, ProductSearchResult } from '@wl/contracts';
import type { ProductGroup, StoredProduct } from './product-catalogue.port.js';

/** The favicon of the shop's site, from the offer's own address (feeds give only http(s) links). */
export function faviconOf(url: string): string | null {
  try {
    return `${new URL(url).origin}/favicon.ico`;
  } catch {
    return null;
  }
}

export function offerOf(product: StoredProduct): ProductOffer {
  return {
    eans: product.eans,
    faviconSite: faviconOf(product.url),
    image: product.imageUrl,
    originalUrl: product.url,
    price: product.price,
    productId: product.productId,
    shopId: product.shopId,
    title: product.title,
    url: product.url,
  };
}

/** A search hit: the cheapest offer within the price filter leads; `products` are all of its group's offers. */
export function searchResultOf(group: ProductGroup, inRange: (price: number) => boolean): ProductSearchResult {
  const lead = group.products.find((product) => inRange(product.price)) ?? group.products[0]!;
  return {
    title: lead.title,
    image: lead.imageUrl,
    imageForDisplay: lead.imageUrl,
    url: lead.url,
    shopId: lead.shopId,
    productId: lead.productId,
    eans: group.eans,
    products: group.products.map(offerOf),
  };
}

export function groupedProductOf(group: ProductGroup): GroupedProduct {
  return {
    eans: group.eans,
    products: group.products.map((product) => ({
      shopId: product.shopId,
      url: product.url,
      price: product.price,
      faviconSite: faviconOf(product.url),
      productId: product.productId,
    })),
  };
}
