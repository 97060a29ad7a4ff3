import { z } from 'zod';
import { defineStep } from '../platform/use-case/define-step.js';
import { listStream } from './list.streams.js';
import { wishlistDecider, type WishlistCommand } from './wishlist.decider.js';

/**
 * A list's own command, decided on its stream: what the list-gifts workflow decides for its callers, the steps that
 * carry a moved category or gift into the other list, and the backfill's adoption of a gift.
 */
export const decideOnList = defineStep({
  name: 'DecideOnList',
  payload: z.custom<{ wishlistId: string; command: WishlistCommand }>(),
  stream: listStream,
  locate: ({ wishlistId }) => wishlistId,
  decide: (state, { command }) => wishlistDecider.decide(command, state),
});
