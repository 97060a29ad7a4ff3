import { catalogueChangeEans } from '@wl/contracts';
import { specForUseCase } from '../../../../tests/support/use-case-spec.js';
import { recordCatalogueChanges } from './catalogue-changes.js';

const given = specForUseCase(recordCatalogueChanges);
const system = { userId: null, accessGrants: [], address: 'system' };
const shop = { target: { id: 'speelgoed', events: [] } };
const eans = (count: number) => Array.from({ length: count }, (_, i) => String(4000000000000 + i));

describe('record catalogue changes: what an import changed, in small events', () => {
  it('appends nothing for an import that changed nothing', () => {
    given(shop).when({ shopId: 'speelgoed', eans: [], productIds: [] }, system).then([]);
  });

  it('splits the EANs into events of at most catalogueChangeEans, then the product ids', () => {
    const changed = eans(catalogueChangeEans + 1);
    given(shop)
      .when({ shopId: 'speelgoed', eans: changed, productIds: ['p-1'] }, system)
      .then([
        {
          type: 'CatalogueProductsChanged',
          data: { shopId: 'speelgoed', eans: changed.slice(0, catalogueChangeEans), productIds: [] },
        },
        {
          type: 'CatalogueProductsChanged',
          data: { shopId: 'speelgoed', eans: changed.slice(catalogueChangeEans), productIds: [] },
        },
        { type: 'CatalogueProductsChanged', data: { shopId: 'speelgoed', eans: [], productIds: ['p-1'] } },
      ]);
  });
});
