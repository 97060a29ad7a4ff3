import { z } from 'zod';
import { defineStep } from '../platform/use-case/define-step.js';
import { giftDecider } from './gift.decider.js';
import { giftOf } from './gift.streams.js';

/** Ends a gift its list has ended, once its stream exists (a gift made while its category was being deleted). */
export const endGiftByList = defineStep({
  name: 'EndGiftByList',
  payload: z.object({ giftId: z.string(), wishlistId: z.string() }),
  stream: giftOf,
  locate: ({ giftId }) => giftId,
  decide: (state, { wishlistId }) => giftDecider.decide({ type: 'EndByList', wishlistId }, state),
});
