import { z } from 'zod';
import { defineStep } from '../platform/use-case/define-step.js';
import { shopCatalogueDecider } from './shop-catalogue.decider.js';
import { SHOP_CATALOGUE, shopCatalogueOf } from './shop-catalogue.streams.js';

/** The seed set, into a catalogue that never had an event (`Seed` in the decider). */
export const seedShopCatalogue = defineStep({
  name: 'SeedShopCatalogue',
  payload: z.object({}),
  stream: shopCatalogueOf,
  locate: () => SHOP_CATALOGUE,
  decide: (state) => shopCatalogueDecider.decide({ type: 'Seed' }, state),
});
