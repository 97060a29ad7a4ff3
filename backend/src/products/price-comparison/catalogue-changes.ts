import { catalogueChangeEans, type EventOf } from '@wl/contracts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { CommandContext } from '../../platform/domain/aggregate-store.js';
import type { Decider } from '../../platform/domain/decider.js';
import { defineStep } from '../../platform/use-case/define-step.js';
import { streamKind } from '../../platform/use-case/use-case.js';

type Changed = EventOf<'CatalogueProductsChanged'>;

export const catalogueStream = (shopId: string) => `catalogue-${shopId}`;

const chunks = (items: readonly string[]) =>
  Array.from({ length: Math.ceil(items.length / catalogueChangeEans) }, (_, i) =>
    items.slice(i * catalogueChangeEans, (i + 1) * catalogueChangeEans),
  );

/** Append-only: a shop's catalogue stream holds what its imports changed, and decides nothing from it. */
const catalogueChangesDecider: Decider<null, never, Changed> = {
  initialState: null,
  decide: () => [],
  evolve: (state) => state,
};

/**
 * Tells price comparison what a feed import changed, after the catalogue holds it: the gift-offers reactor then looks
 * those EANs (and products without EAN) up again for the gifts that carry them. At most `catalogueChangeEans` per
 * event (an event stays small in any store), EANs first, then ids; an import that changed nothing appends nothing. Run
 * by the `product-feeds` job and `npm run import-feed`, only while price comparison is switched on.
 */
export const recordCatalogueChanges = defineStep({
  name: 'RecordCatalogueChanges',
  payload: z.object({ shopId: z.string(), eans: z.array(z.string()), productIds: z.array(z.string()) }),
  stream: streamKind(catalogueChangesDecider, catalogueStream),
  locate: ({ shopId }) => shopId,
  decide: (_state, { shopId, eans, productIds }): Changed[] => [
    ...chunks(eans).map((part) => ({
      type: 'CatalogueProductsChanged' as const,
      data: { shopId, eans: part, productIds: [] },
    })),
    ...chunks(productIds).map((part) => ({
      type: 'CatalogueProductsChanged' as const,
      data: { shopId, eans: [], productIds: part },
    })),
  ],
});

/** An import's own context: each import is news, so nothing derives its ids from an earlier one. */
export const importContext = (): CommandContext => ({
  commandId: randomUUID(),
  correlationId: randomUUID(),
  userId: null,
  contextId: null,
});
