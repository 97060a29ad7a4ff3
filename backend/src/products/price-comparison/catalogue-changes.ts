import { catalogueChangeEans, type EventOf } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import type { AggregateStore } from '../../platform/domain/aggregate-store.js';
import type { Decider } from '../../platform/domain/decider.js';

type Changed = EventOf<'CatalogueProductsChanged'>;

export const catalogueStream = (shopId: string) => `catalogue-${shopId}`;

/** What an import changed: EANs, and products without EAN by their id. */
export type CatalogueChanges = { eans: string[]; productIds: string[] };

const chunks = (items: string[]) =>
  Array.from({ length: Math.ceil(items.length / catalogueChangeEans) }, (_, i) =>
    items.slice(i * catalogueChangeEans, (i + 1) * catalogueChangeEans),
  );

/**
 * Append-only: an import's changed EANs and product ids, at most `catalogueChangeEans` per event (an event stays small
 * in any store); EANs first, then ids.
 */
const catalogueChangesDecider: Decider<null, { shopId: string } & CatalogueChanges, Changed> = {
  initialState: null,
  decide: ({ shopId, eans, productIds }) => [
    ...chunks(eans).map((part) => ({
      type: 'CatalogueProductsChanged' as const,
      data: { shopId, eans: part, productIds: [] },
    })),
    ...chunks(productIds).map((part) => ({
      type: 'CatalogueProductsChanged' as const,
      data: { shopId, eans: [], productIds: part },
    })),
  ],
  evolve: (state) => state,
};

/**
 * Tells price comparison what a feed import changed, after the catalogue holds it: the gift-offers reactor then looks
 * those EANs (and products without EAN) up again for the gifts that carry them. An import that changed nothing appends nothing. Called by
 * the `product-feeds` job and `npm run import-feed`, only while price comparison is switched on.
 */
export async function recordCatalogueChanges(
  aggregates: AggregateStore,
  shopId: string,
  { eans, productIds }: CatalogueChanges,
): Promise<void> {
  if (eans.length === 0 && productIds.length === 0) return;
  await aggregates.execute(
    catalogueStream(shopId),
    catalogueChangesDecider,
    { shopId, eans, productIds },
    {
      commandId: randomUUID(),
      correlationId: randomUUID(),
      userId: null,
      contextId: null,
    },
  );
}
