import type { GroupedProduct } from '@wl/contracts';
import { z } from 'zod';
import { giftDecider, giftStream, type OffersKey } from '../../gift/gift.decider.js';
import { defineStep } from '../../platform/use-case/define-step.js';
import { streamKind } from '../../platform/use-case/use-case.js';

/** A gift's offers as the catalogue has them now, on its own stream (`GiftOffersChanged`, nothing when the same). */
export const attachGiftOffers = defineStep({
  name: 'AttachOffers',
  payload: z.custom<{ giftId: string; key: OffersKey; groupedProduct: GroupedProduct | null }>(),
  stream: streamKind(giftDecider, giftStream),
  locate: ({ giftId }) => giftId,
  decide: (state, { key, groupedProduct }) => giftDecider.decide({ type: 'AttachOffers', key, groupedProduct }, state),
});
