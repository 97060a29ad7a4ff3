import { catalogueChangeEans, type EventOf } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import type { AggregateStore } from '../../platform/domain/aggregate-store.js';
import type { Decider } from '../../platform/domain/decider.js';

type Changed = EventOf<'CatalogueProductsChanged'>;

export const catalogueStream = (shopId: string) => `catalogue-${shopId}`;

/** Append-only: an import's changed EANs, at most `catalogueChangeEans` per event (an event stays small in any store). */
const catalogueChangesDecider: Decider<null, Changed['data'], Changed> = {
  initialState: null,
  decide: ({ shopId, eans }) => Array.from({ length: Math.ceil(eans.length / catalogueChangeEans) }, (_, i) => ({
    type: 'CatalogueProductsChanged' as const, data: { shopId, eans: eans.slice(i * catalogueChangeEans, (i + 1) * catalogueChangeEans) },
  })),
  evolve: (state) => state,
};

/**
 * Tells price comparison what a feed import changed, after the catalogue holds it: the gift-offers reactor then looks
 * those EANs up again for the gifts that carry them. An import that changed no EAN's offers appends nothing. Called by
 * the `product-feeds` job and `npm run import-feed`, only while price comparison is switched on.
 */
export async function recordCatalogueChanges(aggregates: AggregateStore, shopId: string, changedEans: string[]): Promise<void> {
  if (changedEans.length === 0) return;
  await aggregates.execute(catalogueStream(shopId), catalogueChangesDecider, { shopId, eans: changedEans }, {
    commandId: randomUUID(), correlationId: randomUUID(), userId: null, contextId: null,
  });
}
