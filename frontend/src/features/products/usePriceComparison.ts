import { useEffect, useMemo, useRef } from 'react';
import { useDispatch } from 'react-redux';
import type { GroupedProduct, VisitorWishlist } from '@wl/contracts';
import type { AppDispatch } from '../../app/store.js';
import { useSiteSwitch } from '../site/siteConfigApi.js';
import { visitorApi } from '../visitor/visitorApi.js';
import { createEanLookupQueue } from './eanLookupQueue.js';
import { productsApi } from './productsApi.js';

const giftsOf = (list: VisitorWishlist) => list.categories.flatMap((category) => category.gifts);

/**
 * Price comparison on the visitor page (switch productPriceComparisonEnabled): the EANs of the list's gifts are looked
 * up in batches, and each group found is attached to its gifts as `groupedProduct` in the cached list. Groups stay
 * known while the page is open, so a reload of the list (a live change) gets them back without asking again.
 */
export function usePriceComparison(username: string, list: VisitorWishlist | undefined) {
  const enabled = useSiteSwitch('productPriceComparisonEnabled');
  const dispatch = useDispatch<AppDispatch>();
  const groups = useRef(new Map<string, GroupedProduct>());

  const { queue, attach } = useMemo(() => {
    const attach = () => dispatch(visitorApi.util.updateQueryData('getVisitorList', username, (draft) => {
      for (const gift of giftsOf(draft)) {
        const group = gift.groupedProduct ? undefined : gift.productEans.map((ean) => groups.current.get(ean)).find(Boolean);
        if (group) gift.groupedProduct = group;
      }
    }));
    const lookups = createEanLookupQueue({
      lookup: (eans) => dispatch(productsApi.endpoints.productsByEans.initiate(eans, { subscribe: false })).unwrap(),
      onAnswer: (found) => {
        for (const group of found) for (const ean of group.eans) groups.current.set(ean, group);
        attach();
      },
    });
    return { queue: lookups, attach };
  }, [dispatch, username]);

  useEffect(() => {
    if (!enabled || !list) return;
    attach();
    queue.enqueue(giftsOf(list).filter((gift) => !gift.groupedProduct).flatMap((gift) => gift.productEans));
  }, [enabled, list, queue, attach]);
}
