import { type GroupedProduct, productTimings } from '@wl/contracts';
import type { ProductCatalogue, ProductGroup } from '../product-catalogue.port.js';
import { groupsOfProducts } from '../product-groups.js';
import { groupedProductOf } from '../product-offers.js';

/**
 * The price comparison's lookups (spec 01 §4): EANs are queued and asked of the catalogue in batches of at most
 * `productTimings.eansPerLookup` (10), one batch at a time, each EAN once per reaction; an EAN that no shop offers is
 * remembered as such.
 */
export class EanLookups {
  private readonly groups = new Map<string, ProductGroup | null>();

  constructor(private readonly catalogue: Pick<ProductCatalogue, 'byEans' | 'byId'>) {}

  /** Looks up the EANs not asked before; answers the groups found (each once). */
  async lookUp(eans: Iterable<string>): Promise<ProductGroup[]> {
    const queue = [...new Set(eans)];
    const found: ProductGroup[] = [];
    for (;;) {
      // An EAN whose group an earlier batch brought is not asked again.
      const batch = this.nextBatch(queue);
      if (batch.length === 0) return found;
      for (const group of await this.catalogue.byEans(batch)) {
        found.push(group);
        for (const ean of group.eans) this.groups.set(ean, group);
      }
      for (const ean of batch) if (!this.groups.has(ean)) this.groups.set(ean, null);
    }
  }

  private nextBatch(queue: string[]): string[] {
    const batch: string[] = [];
    while (batch.length < productTimings.eansPerLookup && queue.length > 0) {
      const ean = queue.shift()!;
      if (!this.groups.has(ean)) batch.push(ean);
    }
    return batch;
  }

  /** A gift's offers: the group of the first of its EANs that any shop offers, or null. */
  async offersFor(eans: string[]): Promise<GroupedProduct | null> {
    await this.lookUp(eans);
    const group = eans.map((ean) => this.groups.get(ean)).find(Boolean);
    return group ? groupedProductOf(group) : null;
  }

  /** The offers of a product without EAN, looked up by its product id: its own shop's, or null once it is gone. */
  async offersForProduct(productId: string): Promise<GroupedProduct | null> {
    const [group] = await groupsOfProducts(this.catalogue, [productId]);
    return group ? groupedProductOf(group) : null;
  }
}
