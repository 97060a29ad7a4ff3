import type { ProductCatalogue, ProductGroup } from './product-catalogue.port.js';

type Lookups = Pick<ProductCatalogue, 'byId' | 'byEans'>;

const groupKey = (group: ProductGroup) =>
  group.products
    .map((product) => product.productId)
    .sort()
    .join('\n');

/**
 * The group of each product id (spec 01 §4, "by EAN (or product id)"): a product with EANs is priced with every shop
 * of its EANs' group, one without EAN alone (its own shop's offer). Unknown ids are left out; each group comes once.
 */
export async function groupsOfProducts(catalogue: Lookups, productIds: Iterable<string>): Promise<ProductGroup[]> {
  const groups: ProductGroup[] = [];
  for (const productId of new Set(productIds)) {
    const product = await catalogue.byId(productId);
    if (!product) continue;
    const group =
      product.eans.length > 0 ? (await catalogue.byEans(product.eans))[0] : { eans: [], products: [product] };
    if (group) groups.push(group);
  }
  return distinctGroups(groups);
}

/** Each group once, in the order first seen (an EAN and a product id may name the same group). */
export function distinctGroups(groups: ProductGroup[]): ProductGroup[] {
  const seen = new Set<string>();
  return groups.filter((group) => {
    const key = groupKey(group);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
